import type { AbandonedCartItem, CartAbandonedEvent, ShopperIdentity } from '../../events/domain/marketing-event.js';
import { formatLocale, type Language, type Region } from '../../locale/domain/locale.js';

/** The outbox topic of the marketing platform's `cart_abandoned_backend` event. */
export const CART_ABANDONED_TOPIC = 'marketing.cart_abandoned_backend';

/**
 * How long a cart stays untouched before it counts as abandoned, by default: two hours, longer
 * than the longest checkout hold (a pay-in-4 session, 60 minutes), within the one to three hours
 * after which reminders are commonly sent (decision 1275).
 */
export const DEFAULT_ABANDONED_CART_MINUTES = 120;

/** A cart left untouched, as the store finds it: enough to remind its shopper and put it back together. */
export interface AbandonedCart {
  readonly region: Region;
  readonly cartId: string;
  readonly language: Language;
  /** The customer's email, else the latest email a guest gave at checkout for this cart. */
  readonly email?: string | undefined;
  readonly lines: readonly AbandonedCartItem[];
  readonly lastChangedAt: Date;
}

/** What a restore link names: a cart, or the order a cart became. */
export interface RestoreLinkTarget {
  readonly kind: 'cart' | 'order';
  /** The cart's id, or the order's reference. */
  readonly id: string;
  readonly region: Region;
}

/**
 * The cart page's address that restores `target` with the signed `token`: `/{locale}/cart?cartId=…`
 * for a cart, `?order_id=…` for an order (the spec's parameter), each with `&token=…`.
 */
export function restoreLinkUrl(origin: string, language: Language, target: RestoreLinkTarget, token: string): string {
  const base = origin.replace(/\/+$/, '');
  const id = `${target.kind === 'cart' ? 'cartId' : 'order_id'}=${encodeURIComponent(target.id)}`;
  return `${base}/${formatLocale({ language, region: target.region })}/cart?${id}&token=${encodeURIComponent(token)}`;
}

/** The event of an abandoned cart, carrying its restore link. */
export function cartAbandonedEvent(cart: AbandonedCart, restoreUrl: string, occurredAt: Date): CartAbandonedEvent {
  const identity: ShopperIdentity | undefined = cart.email === undefined ? undefined : { email: cart.email };
  return {
    name: 'cart_abandoned_backend',
    ...(identity === undefined ? {} : { identity }),
    region: cart.region,
    language: cart.language,
    cartId: cart.cartId,
    restoreUrl,
    itemCount: cart.lines.reduce((count, line) => count + line.quantity, 0),
    items: cart.lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
    lastChangedAt: cart.lastChangedAt.toISOString(),
    occurredAt: occurredAt.toISOString(),
  };
}
