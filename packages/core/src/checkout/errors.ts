import type { Money } from '../catalog/domain/money.js';
import type { DomainError } from '../shared/errors.js';
import type { ShippingMethodId } from './domain/checkout.js';
import type { CheckoutChange } from './domain/checkout-changes.js';
import type { DeclineReason, PaymentMethod } from './domain/payment-method.js';

/** Checkout of a cart with no line the region sells. */
export type CheckoutCartEmptyError = DomainError<'CHECKOUT_CART_EMPTY', Record<string, never>>;

/**
 * Why a payment method is not offered for this order: switched off in the region (or not wired),
 * or the amount is outside what the method takes (cash on delivery above its maximum, buy now pay
 * later outside its range). `limit` is the bound that was crossed.
 */
export type PaymentMethodUnavailableError = DomainError<
  'PAYMENT_METHOD_UNAVAILABLE',
  { method: PaymentMethod; reason: 'not-offered' | 'above-maximum' | 'below-minimum'; limit?: Money }
>;

/** A home-delivery service the region does not offer. */
export type ShippingMethodUnavailableError = DomainError<'SHIPPING_METHOD_UNAVAILABLE', { method: ShippingMethodId }>;

/** The boutique chosen for collection is not one of the region's, or lacks some lines (their SKUs). */
export type PickupUnavailableError = DomainError<'PICKUP_UNAVAILABLE', { boutiqueId: number; missing: readonly string[] }>;

/** The cart is not what the shopper agreed to any more: `changes` says exactly what moved. */
export type CartChangedError = DomainError<'CART_CHANGED', { changes: readonly CheckoutChange[] }>;

/** The provider refused the payment; the reservation was given back and the shopper may try again. */
export type PaymentDeclinedError = DomainError<'PAYMENT_DECLINED', { reason: DeclineReason }>;

/** The attempt's time ran out before it was paid; its stock went back on the shelf. */
export type CheckoutExpiredError = DomainError<'CHECKOUT_EXPIRED', Record<string, never>>;

/** An idempotency key already used for another cart: a new press of "Place order" needs a new key. */
export type CheckoutKeyReusedError = DomainError<'CHECKOUT_KEY_REUSED', Record<string, never>>;

export const checkoutCartEmpty = (): CheckoutCartEmptyError => ({ code: 'CHECKOUT_CART_EMPTY', params: {} });
export const cartChanged = (changes: readonly CheckoutChange[]): CartChangedError => ({ code: 'CART_CHANGED', params: { changes } });
export const paymentDeclined = (reason: DeclineReason): PaymentDeclinedError => ({ code: 'PAYMENT_DECLINED', params: { reason } });
export const checkoutExpired = (): CheckoutExpiredError => ({ code: 'CHECKOUT_EXPIRED', params: {} });
export const checkoutKeyReused = (): CheckoutKeyReusedError => ({ code: 'CHECKOUT_KEY_REUSED', params: {} });
export const paymentMethodUnavailable = (
  method: PaymentMethod,
  reason: PaymentMethodUnavailableError['params']['reason'],
  limit?: Money,
): PaymentMethodUnavailableError => ({ code: 'PAYMENT_METHOD_UNAVAILABLE', params: limit === undefined ? { method, reason } : { method, reason, limit } });
