import type { DomainError } from '../shared/errors.js';
import type { Region } from '../locale/domain/locale.js';

/** A line quantity outside what may be ordered. `QUANTITY_EXCEEDS` is the add-to-cart toast of the spec. */
export type LineQuantityError =
  | DomainError<'QUANTITY_BELOW_MINIMUM', { sku: string; requested: number; minimum: number }>
  | DomainError<'QUANTITY_ABOVE_MAXIMUM', { sku: string; requested: number; maximum: number }>
  | DomainError<'QUANTITY_EXCEEDS', { sku: string; requested: number; available: number }>;

/** The cart service answered with `hasError`: the caller gets it, the cached cart stays as it was. */
export type CartRejectedError = DomainError<
  'CART_REJECTED',
  { operation: 'create' | 'add' | 'update' | 'remove' | 'delete' | 'assign'; cartId?: string }
>;

/** Login-merge step that failed. Logged only: signing in always proceeds. */
export type CartMergeFailedError = DomainError<
  'CART_MERGE_FAILED',
  { step: 'assign' | 'save-attribute'; guestCartId: string; fellBackTo?: string }
>;

export type AbandonedCartError =
  | DomainError<'ABANDONED_CART_ORDER_ID_MISSING', Record<string, never>>
  | DomainError<'ABANDONED_CART_NO_LINES', { orderId: string }>
  | DomainError<'ABANDONED_CART_RESTORE_FAILED', { orderId: string }>;

/** Logged-only failures of the application shell's cart housekeeping (spec section 8). */
export type CartHousekeepingError =
  | DomainError<'CART_ATTRIBUTE_CLEAR_FAILED', { customerId: number; region: Region }>
  | DomainError<'GUEST_CART_INIT_FAILED', { region: Region }>;

export const cartRejected = (operation: CartRejectedError['params']['operation'], cartId?: string): CartRejectedError => ({
  code: 'CART_REJECTED',
  params: cartId === undefined ? { operation } : { operation, cartId },
});
