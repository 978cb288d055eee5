import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../errors.js';

export const BrowserStoragePort = Symbol.for('storefront.BrowserStoragePort');

/** Where in the browser a value lives (spec section 3). */
export type StorageArea = 'local' | 'session' | 'cookie';

/** The keys the storefront keeps in the browser, by area. */
export interface StorageKeys {
  readonly local:
    | 'cartId'
    | 'guestCart'
    | 'wish_list_data'
    | 'app-state'
    | 'customer'
    | 'WishList_ID'
    | 'all_wishlist_items'
    | 'language-selector-hidden';
  readonly session: 'cartItem_counter' | 'cartData' | 'cartId' | 'promo-bar-hidden';
  readonly cookie: 'user_locale' | 'cart_id';
}

export interface StorageWriteOptions {
  /** Cookies only: lifetime in days (the locale and cart cookies last a year). */
  readonly maxAgeDays?: number;
}

/** Browser storage, implemented by the web only. The region keeps each store's values apart. */
export interface BrowserStoragePort {
  /** The stored value (parsed JSON for local and session storage), or `undefined`. */
  read<A extends StorageArea>(region: Region, area: A, key: StorageKeys[A]): ResultAsync<unknown, InfrastructureError>;
  /** Stores a value, replacing what was there. */
  write<A extends StorageArea>(
    region: Region,
    area: A,
    key: StorageKeys[A],
    value: unknown,
    options?: StorageWriteOptions,
  ): ResultAsync<void, InfrastructureError>;
  /** Removes a value; removing what is not there succeeds. */
  remove<A extends StorageArea>(region: Region, area: A, key: StorageKeys[A]): ResultAsync<void, InfrastructureError>;
}
