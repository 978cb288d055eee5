import type { Brand } from '@storefront/core/locale';

/** The cart page of the brand being browsed: `/{locale}/miss-l/cart` for Miss L, `/{locale}/cart` otherwise (spec section 1). */
export function cartPath(locale: string, brand: Brand): string {
  return brand === 'missl' ? `/${locale}/miss-l/cart` : `/${locale}/cart`;
}

/** The query parameters of an abandoned-cart restore link (spec section 7). */
export const RESTORE_PARAMS = { cartId: 'cartId', orderId: 'order_id', token: 'token' } as const;

/** What a cart page address asks for: nothing special, or a restore (with the token when there is one). */
export type RestoreRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'restore'; readonly token: string }
  | { readonly kind: 'invalid'; readonly code: 'ABANDONED_CART_ORDER_ID_MISSING' | 'ABANDONED_CART_LINK_INVALID' };

/**
 * Reads a restore link. A link names the order (or cart) and carries the signed token; without an
 * id the spec's error flag is raised, and an id without a token never reaches the server.
 */
export function restoreRequestOf(search: URLSearchParams): RestoreRequest {
  const id = [RESTORE_PARAMS.cartId, RESTORE_PARAMS.orderId].map((name) => search.get(name)?.trim() ?? '').find((value) => value !== '');
  const token = search.get(RESTORE_PARAMS.token)?.trim() ?? '';
  if (id === undefined && token === '' && !search.has(RESTORE_PARAMS.cartId) && !search.has(RESTORE_PARAMS.orderId)) return { kind: 'none' };
  if (id === undefined) return { kind: 'invalid', code: 'ABANDONED_CART_ORDER_ID_MISSING' };
  if (token === '') return { kind: 'invalid', code: 'ABANDONED_CART_LINK_INVALID' };
  return { kind: 'restore', token };
}
