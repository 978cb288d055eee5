export const ClockPort = Symbol.for('storefront.ClockPort');

/**
 * The current time, so rules about ages and windows (guest-cart expiry, return windows) can be
 * tested at any moment. The one port that answers synchronously and without a region: reading the
 * clock cannot fail, and instants are the same in every store (decision 0108).
 */
export interface ClockPort {
  /** The current instant. */
  now(): Date;
}
