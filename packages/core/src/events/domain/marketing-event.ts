import type { Money } from '../../catalog/domain/money.js';
import type { Brand } from '../../locale/domain/brand.js';
import type { Language, Region } from '../../locale/domain/locale.js';

/** Who did it: a known customer by email, or an anonymous browser by its cookie id. */
export type ShopperIdentity = { readonly email: string } | { readonly cookieId: string };

/** One line of the cart as the marketing platform sees it. */
export interface CartEventItem {
  readonly productId: number;
  readonly variantId: number;
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  /** Unit price after sale. */
  readonly price: Money;
  readonly imageUrl: string;
}

/** Sent after every cart change (spec section 7: `cart_update_backend`). */
export interface CartUpdateEvent {
  readonly name: 'cart_update_backend';
  readonly action: 'add' | 'update' | 'remove';
  readonly identity: ShopperIdentity;
  readonly region: Region;
  readonly brand: Brand;
  readonly language: Language;
  readonly cartId: string;
  /** What the shopper pays, after discounts. */
  readonly total: Money;
  readonly subtotal: Money;
  readonly discount: Money;
  readonly taxTotal: Money;
  readonly itemCount: number;
  readonly items: readonly CartEventItem[];
  /** When the change happened (ISO 8601). */
  readonly occurredAt: string;
}

/** A customer-profile event (signed up, subscribed, updated details). */
export interface CustomerEvent {
  readonly name: 'customer_update';
  readonly identity: ShopperIdentity;
  readonly region: Region;
  readonly properties: Readonly<Record<string, string | number | boolean>>;
}

/** What happened to an order: each move of its state machine the marketing platform hears of. */
export type OrderEventAction = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

/**
 * Sent when an order is placed, paid, shipped, delivered or cancelled, shaped as
 * `cart_update_backend` is: who (the order's email), where, the totals and the lines.
 */
export interface OrderUpdateEvent {
  readonly name: 'order_update_backend';
  readonly action: OrderEventAction;
  readonly identity: ShopperIdentity;
  readonly region: Region;
  readonly language: Language;
  readonly orderReference: string;
  /** The signed-in customer's id; absent for a guest's order. */
  readonly customerId?: number;
  /** What the shopper pays, after discounts, VAT included. */
  readonly total: Money;
  readonly subtotal: Money;
  readonly discount: Money;
  readonly shipping: Money;
  readonly taxTotal: Money;
  readonly paymentMethod: string;
  readonly delivery: 'home' | 'pickup';
  readonly itemCount: number;
  readonly items: readonly CartEventItem[];
  /** The parcel's carrier and number, once shipped. */
  readonly tracking?: { readonly carrier: string; readonly number: string };
  /** When the move happened (ISO 8601). */
  readonly occurredAt: string;
}

/** One line of an abandoned cart: what its restore link puts back. */
export interface AbandonedCartItem {
  readonly productId: number;
  readonly variantId: number;
  readonly quantity: number;
}

/**
 * Sent once when a cart has been left untouched for the merchant's time (decision 1275), for the
 * platform's reminder: the signed link that puts the cart back together on the cart page. The
 * lines' names, prices and images are those of the cart's last `cart_update_backend` event (same
 * `cartId`).
 */
export interface CartAbandonedEvent {
  readonly name: 'cart_abandoned_backend';
  /** The customer's email, or the email a guest gave at checkout; absent when the cart's browser gave none (the platform knows it by `cartId`). */
  readonly identity?: ShopperIdentity;
  readonly region: Region;
  readonly language: Language;
  readonly cartId: string;
  /** The cart page with the signed, expiring restore token: a credential, not to be logged. */
  readonly restoreUrl: string;
  readonly itemCount: number;
  readonly items: readonly AbandonedCartItem[];
  /** When the cart was last changed (ISO 8601). */
  readonly lastChangedAt: string;
  /** When it was found abandoned (ISO 8601). */
  readonly occurredAt: string;
}

export type MarketingEvent = CartUpdateEvent | CustomerEvent | OrderUpdateEvent | CartAbandonedEvent;
