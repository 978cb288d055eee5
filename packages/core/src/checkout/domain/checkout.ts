import type { CartLineOption } from '../../cart/domain/cart.js';
import type { Money } from '../../catalog/domain/money.js';
import type { CatalogueKind } from '../../catalog/domain/product-kind.js';
import type { PostalAddress } from '../../customer/domain/postal-address.js';
import type { Locale, Region } from '../../locale/domain/locale.js';
import type { CurrencyCode } from '../../locale/domain/region.js';
import type { DeclineReason, PaymentMethod, PaymentProviderId } from './payment-method.js';

/** The region's home-delivery services; `standard` may be free above a threshold (merchant settings). */
export type ShippingMethodId = 'standard' | 'express';

/** An address to deliver to: the address book's shape (governorate and city are area codes). */
export type DeliveryAddress = PostalAddress;

/** Home delivery by one of the region's services, or collection from a boutique that has every line. */
export type DeliveryChoice =
  | { readonly kind: 'home'; readonly method: ShippingMethodId; readonly address: DeliveryAddress }
  | { readonly kind: 'pickup'; readonly boutiqueId: number };

/**
 * What a quote needs of the delivery: the service (fees depend on it alone) or the boutique. A
 * `DeliveryChoice` is one; the review step may quote before the address is complete.
 */
export type DeliverySelection = { readonly kind: 'home'; readonly method: ShippingMethodId } | { readonly kind: 'pickup'; readonly boutiqueId: number };

/** One line as the shopper agreed to pay for it. Prices include VAT. */
export interface QuotedLine {
  readonly productId: number;
  readonly variantId: number;
  readonly sku: string;
  readonly name: string;
  readonly options: readonly CartLineOption[];
  readonly quantity: number;
  readonly unitPrice: Money;
  /** Discount on the whole line. */
  readonly discount: Money;
  /** `unitPrice * quantity - discount`. */
  readonly total: Money;
  readonly imageUrl: string;
  /** What the product is and whether it is pierced, as the cart line had it from the catalogue. */
  readonly kind: CatalogueKind;
  readonly pierced: boolean;
}

/** What an order costs. Every amount includes VAT; `vat` is the VAT inside `total`. */
export interface CheckoutTotals {
  /** Sale prices times quantities, before discounts. */
  readonly subtotal: Money;
  /** Line and cart discounts (coupons, promotions). */
  readonly discount: Money;
  readonly shipping: Money;
  readonly cashOnDeliveryFee: Money;
  readonly vat: Money;
  readonly total: Money;
}

/**
 * What the shopper saw on the review step and agreed to pay: the cart's lines and coupons priced
 * now, the delivery, the method and the totals. Placement prices the cart again and compares.
 */
export interface CheckoutQuote<D extends DeliverySelection = DeliveryChoice> {
  readonly region: Region;
  readonly locale: Locale;
  readonly cartId: string;
  readonly currency: CurrencyCode;
  readonly lines: readonly QuotedLine[];
  readonly coupons: readonly string[];
  readonly delivery: D;
  readonly method: PaymentMethod;
  readonly totals: CheckoutTotals;
}

/**
 * A checkout attempt: one press of "Place order" (its idempotency key), with the stock it holds.
 *
 * - `open`: stock reserved, no payment yet.
 * - `awaiting-payment`: a payment opened at the provider; the shopper is on its page.
 * - `placed`: the order exists (`orderReference`); the reservation became the order's.
 * - `failed`, `expired`: final; the reservation was given back.
 */
export type CheckoutAttemptStatus = 'open' | 'awaiting-payment' | 'placed' | 'failed' | 'expired';

export type AttemptFailure = DeclineReason | 'provider-unavailable' | 'cart-changed';

export interface CheckoutAttempt {
  /** Unguessable; the provider's merchant reference. */
  readonly id: string;
  readonly region: Region;
  readonly idempotencyKey: string;
  readonly status: CheckoutAttemptStatus;
  readonly quote: CheckoutQuote;
  readonly email: string;
  /** The signed-in customer; absent for a guest. */
  readonly customerId?: number | undefined;
  readonly provider?: PaymentProviderId | undefined;
  readonly providerRef?: string | undefined;
  readonly redirectUrl?: string | undefined;
  /** The shopper asked to keep the card (customers only). */
  readonly saveCard: boolean;
  readonly createdAt: Date;
  /** When the reservation lapses unless the attempt is placed. */
  readonly expiresAt: Date;
  readonly orderReference?: string | undefined;
  readonly failure?: AttemptFailure | undefined;
}
