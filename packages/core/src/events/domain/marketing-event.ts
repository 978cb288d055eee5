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

/**
 * Sent when an order is placed, paid, shipped or cancelled, as `cart_update_backend` is after a
 * cart change: the order's figures and lines as kept.
 */
export interface OrderUpdateEvent {
  readonly name: 'order_update_backend';
  readonly action: 'placed' | 'paid' | 'shipped' | 'cancelled';
  readonly identity: ShopperIdentity;
  readonly region: Region;
  readonly language: Language;
  /** The order number the shopper sees. */
  readonly orderReference: string;
  /** The order's state after the change (`OrderStatus`). */
  readonly status: string;
  /** The way of paying (`PaymentMethod`). */
  readonly paymentMethod: string;
  readonly total: Money;
  readonly subtotal: Money;
  readonly discount: Money;
  readonly shipping: Money;
  readonly taxTotal: Money;
  readonly itemCount: number;
  readonly items: readonly CartEventItem[];
  readonly coupons: readonly string[];
  /** When the change happened (ISO 8601). */
  readonly occurredAt: string;
}

export type MarketingEvent = CartUpdateEvent | CustomerEvent | OrderUpdateEvent;
