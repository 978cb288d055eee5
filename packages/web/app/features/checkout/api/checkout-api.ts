// The wire shapes come from the contract (zod's mini build, decision 0016); every call is a POST
// with the client header, answered in the envelope, a refusal a `CartApiError` with its code.
import {
  ACCOUNT_PATHS,
  areasWire,
  checkoutOptionsWire,
  checkoutOutcomeWire,
  checkoutQuoteWire,
  merchantSessionWire,
  type AreasWire,
  type CheckoutOptionsWire,
  type CheckoutOutcomeWire,
  type CheckoutQuoteWire,
} from '@storefront/contract';
import type { DeliveryAddress, DeliveryChoice, DeliverySelection } from '@storefront/core/checkout';
import type { Language, Region } from '@storefront/core/locale';
import { postEnvelope } from '../../../lib/store-api/store-api-envelope';

export type { AreasWire, CheckoutOptionsWire, CheckoutOutcomeWire, CheckoutQuoteWire, DeliveryAddress, DeliveryChoice, DeliverySelection };

/** A reader of an answer with a zod-mini schema: the value, or `undefined` when the shape is wrong. */
function reader<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }) {
  return (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
}

export type PaymentMethod = CheckoutOptionsWire['payment'][number]['method'];
export type ShippingMethod = CheckoutOptionsWire['shipping'][number]['method'];

/** What "Place order" sends back of the quote it showed: never a price of its own. */
export interface AgreedQuote {
  readonly lines: readonly { variantId: number; sku: string; quantity: number; unitPrice: CheckoutQuoteWire['lines'][number]['unitPrice'] }[];
  readonly coupons: readonly string[];
  readonly totals: CheckoutQuoteWire['totals'];
}

export function agreedOf(quote: CheckoutQuoteWire): AgreedQuote {
  return {
    lines: quote.lines.map(({ variantId, sku, quantity, unitPrice }) => ({ variantId, sku, quantity, unitPrice })),
    coupons: quote.coupons,
    totals: quote.totals,
  };
}

/** Who checks out and how: the fields `/checkout/place` and `/checkout/apple-pay/pay` share. */
export interface CheckoutRequestBody {
  readonly cartId: string;
  readonly region: Region;
  readonly locale: string;
  readonly email: string;
  readonly phone?: string;
  readonly delivery: DeliveryChoice;
  readonly agreed: AgreedQuote;
}

export interface PlaceBody extends CheckoutRequestBody {
  readonly idempotencyKey: string;
  readonly method: Exclude<PaymentMethod, 'apple-pay'>;
  readonly saveCard?: boolean;
  readonly savedCardId?: number;
}

const readOptions = reader(checkoutOptionsWire);
const readQuote = reader(checkoutQuoteWire);
const readOutcome = reader(checkoutOutcomeWire);

export const checkoutApi = {
  options: (cartId: string, region: Region, language: Language, signal?: AbortSignal) => postEnvelope('checkout/options', { cartId, region, language }, readOptions, signal),
  quote: (body: { cartId: string; region: Region; locale: string; delivery: DeliverySelection; method: PaymentMethod }, signal?: AbortSignal) =>
    postEnvelope('checkout/quote', body, readQuote, signal),
  place: (body: PlaceBody) => postEnvelope('checkout/place', body, readOutcome),
  complete: (region: Region, attemptId: string, signal?: AbortSignal) => postEnvelope('checkout/complete', { region, attemptId }, readOutcome, signal),
  applePayValidate: (region: Region, validationUrl: string) => postEnvelope('checkout/apple-pay/validate', { region, validationUrl }, reader(merchantSessionWire)),
  applePayPay: (body: CheckoutRequestBody & { idempotencyKey: string; token: Record<string, unknown> }) => postEnvelope('checkout/apple-pay/pay', body, readOutcome),
  areas: (region: Region, signal?: AbortSignal) => postEnvelope(ACCOUNT_PATHS.areas.slice(1), { region }, reader(areasWire), signal),
};

/** The query keys of the checkout's server state. */
export const checkoutKeys = {
  options: (cartId: string, region: Region, language: Language) => ['checkout-options', cartId, region, language] as const,
  quote: (cartId: string, region: Region, delivery: DeliverySelection | undefined, method: PaymentMethod | undefined) => ['checkout-quote', cartId, region, delivery, method] as const,
  areas: (region: Region) => ['checkout-areas', region] as const,
};
