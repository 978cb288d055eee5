import { okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { CustomerStore } from '../../../customer/ports/customer-store.port.js';
import type { CartHousekeepingError } from '../../errors.js';

export interface RegionChange {
  /** The region first observed in this visit; `undefined` on the first observation. */
  readonly previousRegion?: Region | undefined;
  readonly region: Region;
  /**
   * The email of the customer signed in to the previous region, if any. Each region is a store
   * with its own customers, so "that customer in the new region" is the new store's account with
   * the same email, when there is one.
   */
  readonly email?: string | undefined;
}

export interface RegionChangeOutcome {
  /** Whether the region really changed; nothing is cleared on the first observation. */
  readonly changed: boolean;
  /** The guest cart and the cached cart must go: a cart id means nothing in another store. */
  readonly clearGuestCart: boolean;
  readonly clearCachedCart: boolean;
  /** A failed attribute reset, to log (spec: 'Failed to clear cart attribute'). */
  readonly failure?: CartHousekeepingError;
}

/**
 * On a change of region after the first one observed: clear the guest and cached carts and, for a
 * signed-in customer, blank cart attribute 170 of their account in the new region's store (spec
 * section 4). A failed write is logged, never shown, and never stops the change of region; the
 * answer is the same whether or not the new store has such an account.
 */
export class ClearCartOnRegionChange {
  constructor(private readonly accounts: CustomerStore) {}

  execute(change: RegionChange): ResultAsync<RegionChangeOutcome, never> {
    if (change.previousRegion === undefined || change.previousRegion === change.region) {
      return okAsync({ changed: false, clearGuestCart: false, clearCachedCart: false });
    }
    const cleared: RegionChangeOutcome = { changed: true, clearGuestCart: true, clearCachedCart: true };
    const email = change.email?.trim();
    if (email === undefined || email === '') return okAsync(cleared);
    const region = change.region;
    let customerId = 0;
    return this.accounts
      .findByEmail(region, email)
      .andThen((account) => {
        if (account === undefined) return okAsync(cleared);
        customerId = account.id;
        return this.accounts.change(region, account.id, () => okAsync({ attributes: { cartResetMarker: null } })).map(() => cleared);
      })
      .orElse(() =>
        okAsync<RegionChangeOutcome, never>({
          ...cleared,
          failure: { code: 'CART_ATTRIBUTE_CLEAR_FAILED', params: { customerId, region } },
        }),
      );
  }
}
