import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { MessageSignatures } from '../../../checkout/ports/message-signatures.port.js';
import type { Language, Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError, RateLimitedError } from '../../../shared/errors.js';
import type { ClockPort } from '../../../shared/ports/clock.port.js';
import type { LimitAttempts } from '../../../shared/use-cases/limit-attempts/limit-attempts.use-case.js';
import type { OrderRecord } from '../../domain/order.js';
import { issueLookupCode, type OrderLookupSettings } from '../../domain/order-lookup-code.js';
import { orderLookupCodeMail } from '../../domain/order-mail.js';
import { readOrderReference, sameEmail } from '../../domain/order-reference.js';
import type { OrderStore } from '../../ports/order-store.port.js';

/** A guest asks to see an order: the email it was placed with and its number, in the page's language. */
export interface OrderLookupRequest {
  readonly region: Region;
  readonly language: Language;
  readonly email: string;
  readonly reference: string;
  /** The client's address, for the `order-lookup` rate limit. */
  readonly client?: string | undefined;
}

/** The one answer, whether or not a code was sent. */
export interface OrderLookupAccepted {
  readonly accepted: true;
}

export type RequestOrderLookupCodeError = RateLimitedError | InfrastructureError;

/** What the guest lookup's use cases share. */
export interface OrderLookupDeps {
  readonly orders: OrderStore;
  readonly signatures: MessageSignatures;
  readonly clock: ClockPort;
  readonly limits: LimitAttempts;
  readonly settings: OrderLookupSettings;
}

/** The order the number names, or none (absent, or a number that can be no order's). */
export function findOrder(orders: OrderStore, region: Region, text: string): ResultAsync<OrderRecord | undefined, InfrastructureError> {
  const reference = readOrderReference(text);
  if (reference === undefined) return okAsync(undefined);
  return orders
    .read(region, reference)
    .map((order): OrderRecord | undefined => (order.region === region ? order : undefined))
    .orElse((error) => (error.code === 'NOT_FOUND' ? okAsync<OrderRecord | undefined, InfrastructureError>(undefined) : errAsync(error)));
}

/**
 * Sends a guest a one-time code to see an order (decision 1212): 6 digits, valid for the settings'
 * minutes (15), kept as a digest, replacing an earlier code, written with its email in one step.
 * The answer is the same whether the order exists, belongs to that email or not, and a code is
 * made all the same, so the answer tells nothing about which orders exist.
 */
export class RequestOrderLookupCode {
  constructor(private readonly deps: OrderLookupDeps) {}

  execute(input: OrderLookupRequest): ResultAsync<OrderLookupAccepted, RequestOrderLookupCodeError> {
    const { orders, signatures, clock, limits, settings } = this.deps;
    return limits
      .attempt(input.region, 'order-lookup', { client: input.client, target: input.email })
      .andThen(() => findOrder(orders, input.region, input.reference))
      .andThen((order) => {
        const reference = order?.reference ?? input.reference.trim().toUpperCase();
        const issued = issueLookupCode(signatures, reference, clock.now(), settings);
        if (order === undefined || !sameEmail(order.email, input.email)) return okAsync(undefined);
        return orders.saveLookupCode(input.region, issued.stored, [orderLookupCodeMail(order, input.language, issued.code, settings.codeMinutes)]);
      })
      .map((): OrderLookupAccepted => ({ accepted: true }));
  }
}
