import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { money } from '../../../catalog/domain/money.js';
import type { Language, Region } from '../../../locale/domain/locale.js';
import { readOrderReference } from '../../../order/domain/order-reference.js';
import { withLineNames } from '../../../order/domain/order-view.js';
import { lineNamesIn } from '../../../order/use-cases/view-orders/view-orders.use-case.js';
import { conflict, invalid, type InfrastructureError } from '../../../shared/errors.js';
import { returnRefused, type ReturnIbanInvalidError, type ReturnRefusedError } from '../../errors.js';
import { IBAN_FORMATS, validateIban } from '../../domain/iban.js';
import { lineIdOf, paidForLines, refundableLeft, refundForUnits } from '../../domain/refund-amount.js';
import { returnConfirmationMail } from '../../domain/return-mail.js';
import type { ReturnRequest } from '../../domain/return-request.js';
import { returnDetailOf, returnableOrderOf, unitsOnReturns } from '../../domain/return-view.js';
import type { BankAccount, Handover, NewReturn, ReturnBoutique, ReturnDetail, Returner, StoredReturn, StoredReturnLine } from '../../domain/return.js';
import type { AccountReviewFlag, ReturnCreation } from '../../ports/return-store.port.js';
import { notFoundFor, orderNamedIn, ownOrder, returnerOwns, type ReturnsDeps } from '../returns-deps.js';

export interface RequestReturnInput {
  readonly region: Region;
  readonly returner: Returner;
  readonly orderReference: string;
  /** The language the return is asked in: its emails and links follow it. Absent: the order's. */
  readonly language?: Language | undefined;
  readonly request: ReturnRequest;
  readonly handover: Handover;
  /** Required when the order was paid cash on delivery, refused otherwise. */
  readonly bankAccount?: BankAccount | undefined;
  /** One per submission of the form: the same key answers the same return. */
  readonly idempotencyKey: string;
}

export type RequestReturnError = ReturnRefusedError | ReturnIbanInvalidError | InfrastructureError;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const HOLDER_MAX = 140;

/**
 * A shopper asks to return units of an order (decisions 1310-1315). The region's eligibility
 * policy judges the lines against what is still returnable (units on earlier returns that were
 * not rejected count), under the order's lock so two requests at once cannot return the same
 * units. What each line refunds is what was paid for its units, and never more than the order's
 * total less what its earlier returns refund. A cash-on-delivery order's refund goes to the IBAN
 * the shopper gives, validated for the region's country. The confirmation email and, when the
 * customer's returns look unusual, the account's review flag are written in the same
 * transaction. The same idempotency key answers the same return; another shopper's order is `NOT_FOUND`.
 */
export class RequestReturn {
  constructor(private readonly deps: ReturnsDeps) {}

  execute(input: RequestReturnInput): ResultAsync<ReturnDetail, RequestReturnError> {
    const { returns } = this.deps;
    if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) return errAsync(invalid('idempotencyKey', 'must be 8 to 128 letters, digits, - or _'));
    const reference = readOrderReference(input.orderReference);
    if (reference === undefined) return errAsync(notFoundFor('order', input.orderReference));
    return returns.findByIdempotencyKey(input.region, input.idempotencyKey).andThen((earlier): ResultAsync<ReturnDetail, RequestReturnError> => {
      if (earlier !== undefined) return this.replay(input, reference, earlier);
      return this.create(input, reference).orElse((error): ResultAsync<ReturnDetail, RequestReturnError> => {
        // Two submissions of one key at once: the second finds the first's return.
        if (error.code !== 'CONFLICT') return errAsync(error);
        return returns
          .findByIdempotencyKey(input.region, input.idempotencyKey)
          .andThen((made): ResultAsync<ReturnDetail, RequestReturnError> => (made === undefined ? errAsync(error) : this.replay(input, reference, made)));
      });
    });
  }

  /** The return an earlier submission of the key made, if it is this returner's of this order. */
  private replay(input: RequestReturnInput, reference: string, made: StoredReturn): ResultAsync<ReturnDetail, RequestReturnError> {
    return ownOrder(this.deps, input.region, input.returner, reference)
      .andThen((order) => orderNamedIn(this.deps, order, made.locale.language))
      .andThen((order) =>
        made.orderReference === order.reference ? okAsync(returnDetailOf(made, order)) : errAsync(conflict('return', 'the idempotency key was used for another return')),
      );
  }

  /** The names of the order's pieces in the language the return is asked in (decision 1450), read before the store's lock. */
  private create(input: RequestReturnInput, reference: string): ResultAsync<ReturnDetail, RequestReturnError> {
    return ownOrder(this.deps, input.region, input.returner, reference)
      .andThen((order) => lineNamesIn(this.deps.catalog, order, input.language))
      .andThen((names) => this.createNamed(input, reference, names));
  }

  private createNamed(input: RequestReturnInput, reference: string, names: ReadonlyMap<number, string>): ResultAsync<ReturnDetail, RequestReturnError> {
    const { returns, clock, unusual } = this.deps;
    const now = clock.now();
    return returns.boutiques(input.region).andThen((boutiques) => {
      const handover = handoverOf(input.handover, boutiques);
      if (handover === undefined) return errAsync(invalid('handover.boutiqueId', 'not one of the region’s boutiques'));
      const counted =
        input.returner.kind === 'customer' ? returns.countOfCustomerSince(input.region, input.returner.customerId, unusual.windowStart(now)) : okAsync<number, InfrastructureError>(0);
      return counted.andThen((recent) =>
        returns
          .create<RequestReturnError>(input.region, reference, input.idempotencyKey, ({ order, earlier, reference: assigned }) => {
            if (!returnerOwns(this.deps, input.region, input.returner, order)) return errAsync(notFoundFor('order', reference));
            const judged = this.deps.policy.check(returnableOrderOf(order, earlier), input.request, now);
            if (judged.isErr()) return errAsync(returnRefused(judged.error));
            const refund = judged.value.refund;
            const bank = bankAccountFor(input, refund.kind === 'bank-transfer');
            if (!bank.ok) return errAsync(bank.error);
            const paid = paidForLines(order);
            const before = unitsOnReturns(earlier);
            const currency = order.totals.total.currency;
            const lines: StoredReturnLine[] = input.request.lines.map((asked) => {
              const line = order.lines.find((candidate) => lineIdOf(candidate) === asked.lineId);
              const amount = line === undefined ? 0 : refundForUnits(paid.get(asked.lineId) ?? 0, line.quantity, before.get(asked.lineId) ?? 0, asked.quantity);
              return {
                lineId: asked.lineId,
                quantity: asked.quantity,
                condition: asked.condition,
                completePackaging: asked.completePackaging,
                ...(asked.sealIntact === undefined ? {} : { sealIntact: asked.sealIntact }),
                refund: money(amount, currency),
              };
            });
            const asked = lines.reduce((sum, line) => sum + line.refund.amountMinor, 0);
            const refundAmount = money(Math.min(asked, refundableLeft(order, earlier).amountMinor), currency);
            const created: NewReturn = {
              region: input.region,
              locale: { language: input.language ?? order.locale.language, region: order.locale.region },
              orderReference: order.reference,
              ...(order.customerId === undefined ? {} : { customerId: order.customerId }),
              email: order.email,
              idempotencyKey: input.idempotencyKey,
              reason: input.request.reason,
              lines,
              handover,
              refundRoute: refund,
              refundAmount,
              ...(bank.account === undefined ? {} : { bankAccount: bank.account }),
              requestedAt: now,
            };
            const flag: AccountReviewFlag | undefined =
              input.returner.kind === 'customer' && order.customerId !== undefined && unusual.flags(recent + 1)
                ? { customerId: order.customerId, returnCount: recent + 1, windowDays: unusual.windowDays, at: now }
                : undefined;
            const asStored: StoredReturn = { ...created, reference: assigned, status: 'requested', history: [{ status: 'requested', at: now }], refunds: [] };
            const creation: ReturnCreation = { return: created, outbox: [returnConfirmationMail(asStored, withLineNames(order, names), this.deps.links)], ...(flag === undefined ? {} : { flag }) };
            return okAsync(creation);
          })
          .andThen((made) => this.deps.orders.read(input.region, made.orderReference).map((order) => returnDetailOf(made, withLineNames(order, names)))),
      );
    });
  }
}

function handoverOf(handover: Handover, boutiques: readonly ReturnBoutique[]): NewReturn['handover'] | undefined {
  if (handover.kind === 'courier-pickup') return { kind: 'courier-pickup' };
  const boutique = boutiques.find((candidate) => candidate.boutiqueId === handover.boutiqueId);
  return boutique === undefined ? undefined : { kind: 'boutique', boutiqueId: boutique.boutiqueId, boutiqueName: boutique.name };
}

function bankAccountFor(
  input: RequestReturnInput,
  needed: boolean,
): { readonly ok: true; readonly account?: BankAccount } | { readonly ok: false; readonly error: ReturnIbanInvalidError | InfrastructureError } {
  const format = IBAN_FORMATS[input.region];
  const refusal = (issue: ReturnIbanInvalidError['params']['issue']): { ok: false; error: ReturnIbanInvalidError } => ({
    ok: false,
    error: { code: 'RETURN_IBAN_INVALID', params: { issue, country: format.country, length: format.length } },
  });
  if (!needed) return input.bankAccount === undefined ? { ok: true } : { ok: false, error: invalid('bankAccount', 'only a cash-on-delivery order is refunded by bank transfer') };
  if (input.bankAccount === undefined) return refusal('missing');
  const holderName = input.bankAccount.holderName.trim();
  if (holderName === '' || holderName.length > HOLDER_MAX || /[\p{Cc}]/u.test(holderName)) return refusal('holder');
  const iban = validateIban(input.bankAccount.iban, input.region);
  if (!iban.ok) return refusal(iban.issue);
  return { ok: true, account: { holderName, iban: iban.iban } };
}
