import { err, ok, type Result } from 'neverthrow';
import type { Locale } from '../../locale/domain/locale.js';
import type { CurrencyCode } from '../../locale/domain/region.js';
import type { AbandonedCartError } from '../errors.js';

/** A line of the order an abandoned-cart link points at. */
export interface OrderedLine {
  readonly productId: number;
  readonly variantId?: number;
  readonly quantity: number;
}

/** What the cart service needs to rebuild the cart. */
export interface RestoredCartRequest {
  readonly channelId: 1;
  readonly currency: CurrencyCode;
  readonly locale: Locale;
  readonly lines: readonly OrderedLine[];
}

export interface AbandonedCartSource {
  readonly orderId?: string | undefined;
  readonly lines: readonly OrderedLine[];
  readonly currency?: CurrencyCode | undefined;
  readonly locale?: Locale | undefined;
}

/** Channel 1, and SAR in en-sa when the order does not say otherwise (spec section 4). */
export const ABANDONED_CART_FALLBACK = { currency: 'SAR', locale: { language: 'en', region: 'sa' } } as const;

/**
 * Turns the order behind an abandoned-cart link (`/cart?order_id=…`) into a cart to create.
 * Without an order id or without lines there is nothing to restore.
 */
export function planAbandonedCartRestore(source: AbandonedCartSource): Result<RestoredCartRequest, AbandonedCartError> {
  const orderId = source.orderId?.trim() ?? '';
  if (orderId === '') return err({ code: 'ABANDONED_CART_ORDER_ID_MISSING', params: {} });
  const lines = source.lines.filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
  if (lines.length === 0) return err({ code: 'ABANDONED_CART_NO_LINES', params: { orderId } });
  return ok({
    channelId: 1,
    currency: source.currency ?? ABANDONED_CART_FALLBACK.currency,
    locale: source.locale ?? ABANDONED_CART_FALLBACK.locale,
    lines,
  });
}
