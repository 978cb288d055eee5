import type { RestoreLinkTarget } from '../domain/abandoned-cart-reminder.js';

export const RestoreLinkSigner = Symbol.for('storefront.RestoreLinkSigner');

/**
 * Signs restore links (decision 0703), whose cryptography and secret the core does not hold: the
 * cart page's restore verifies what this signs.
 */
export interface RestoreLinkSigner {
  /** The signed token naming the cart or order, valid for the store's configured time (`CART_RESTORE_LINK_HOURS`). */
  issue(target: RestoreLinkTarget): string;
}
