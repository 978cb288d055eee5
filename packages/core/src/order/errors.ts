import type { DomainError } from '../shared/errors.js';
import type { OrderStatus } from './domain/order.js';

/** A move the order's state machine does not allow from where the order stands (shipping a cancelled order). */
export type OrderTransitionRefusedError = DomainError<'ORDER_TRANSITION_REFUSED', { from: OrderStatus; to: OrderStatus }>;

/** Shipping without the parcel's carrier and tracking number. */
export type OrderTrackingRequiredError = DomainError<'ORDER_TRACKING_REQUIRED', Record<string, never>>;

export type OrderTransitionError = OrderTransitionRefusedError | OrderTrackingRequiredError;

/**
 * A guest's lookup code that does not open the order: wrong, spent, replaced, never issued, or for
 * an order and email that do not go together. One answer for all, so it tells nobody which.
 */
export type OrderLookupCodeInvalidError = DomainError<'ORDER_LOOKUP_CODE_INVALID', Record<string, never>>;

/** The right code, past its lifetime: the guest asks for a new one. */
export type OrderLookupCodeExpiredError = DomainError<'ORDER_LOOKUP_CODE_EXPIRED', Record<string, never>>;

export type OrderLookupCodeError = OrderLookupCodeInvalidError | OrderLookupCodeExpiredError;

export const orderTransitionRefused = (from: OrderStatus, to: OrderStatus): OrderTransitionRefusedError => ({ code: 'ORDER_TRANSITION_REFUSED', params: { from, to } });
export const orderTrackingRequired = (): OrderTrackingRequiredError => ({ code: 'ORDER_TRACKING_REQUIRED', params: {} });
export const orderLookupCodeInvalid = (): OrderLookupCodeInvalidError => ({ code: 'ORDER_LOOKUP_CODE_INVALID', params: {} });
export const orderLookupCodeExpired = (): OrderLookupCodeExpiredError => ({ code: 'ORDER_LOOKUP_CODE_EXPIRED', params: {} });
