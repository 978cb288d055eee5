import type { DomainError } from '../shared/errors.js';
import type { Region } from '../locale/domain/locale.js';
import type { Money } from '../catalog/domain/money.js';

/** A line quantity outside what may be ordered. `QUANTITY_EXCEEDS` is the add-to-cart toast of the spec. */
export type LineQuantityError =
  | DomainError<'QUANTITY_BELOW_MINIMUM', { sku: string; requested: number; minimum: number }>
  | DomainError<'LINE_QUANTITY_LIMIT', { sku: string; requested: number; limit: number }>
  | DomainError<'QUANTITY_EXCEEDS', { sku: string; requested: number; availableToSell: number }>;

/** A product sold in sizes was added without one: the shop never chooses a size for the shopper. */
export type SizeRequiredError = DomainError<'SIZE_REQUIRED', Record<string, never>>;

/** A cart may hold only so many different lines (decision 0107). */
export type CartLineLimitError = DomainError<'CART_LINE_LIMIT', { limit: number }>;

/**
 * A cart the shopper may not see answers exactly as one that never existed: someone who learns
 * another shopper's cart id learns nothing from the answer.
 */
export type CartNotFoundError = DomainError<'CART_NOT_FOUND', Record<string, never>>;

/** The line named is not (or no longer) in the cart. */
export type CartLineNotFoundError = DomainError<'CART_LINE_NOT_FOUND', Record<string, never>>;

/** A customer-only action (assigning a cart, a server-side wish list) asked by a guest. */
export type SignInRequiredError = DomainError<'SIGN_IN_REQUIRED', Record<string, never>>;

/** A coupon code that is unknown, expired, not yet valid or of another region's store. */
export type CouponError =
  | DomainError<'COUPON_INVALID', { code: string }>
  | DomainError<'COUPON_MINIMUM_NOT_MET', { code: string; minimumSpend: Money }>;

export const cartNotFound = (): CartNotFoundError => ({ code: 'CART_NOT_FOUND', params: {} });
export const signInRequired = (): SignInRequiredError => ({ code: 'SIGN_IN_REQUIRED', params: {} });

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
  /** The restore link's signature does not hold: altered, truncated or made up. */
  | DomainError<'ABANDONED_CART_LINK_INVALID', Record<string, never>>
  /** The restore link was genuine but its time is up. */
  | DomainError<'ABANDONED_CART_LINK_EXPIRED', Record<string, never>>
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
