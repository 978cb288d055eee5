import { okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import { isSignedIn } from '../../../customer/domain/customer.js';
import type { CustomerPort } from '../../../customer/ports/customer.port.js';
import type { CartHousekeepingError } from '../../errors.js';

export interface RegionChange {
  /** The region first observed in this visit; `undefined` on the first observation. */
  readonly previousRegion?: Region | undefined;
  readonly region: Region;
  readonly customerId?: number | undefined;
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
 * signed-in customer, blank cart attribute 170 in the new region's store. A failed write is logged,
 * never shown, and never stops the change of region.
 */
export class ClearCartOnRegionChange {
  constructor(private readonly customers: CustomerPort) {}

  execute(change: RegionChange): ResultAsync<RegionChangeOutcome, never> {
    if (change.previousRegion === undefined || change.previousRegion === change.region) {
      return okAsync({ changed: false, clearGuestCart: false, clearCachedCart: false });
    }
    const cleared: RegionChangeOutcome = { changed: true, clearGuestCart: true, clearCachedCart: true };
    if (!isSignedIn(change.customerId)) return okAsync(cleared);
    const customerId = change.customerId;
    return this.customers
      .updateAttributes(change.region, customerId, { cartResetMarker: null })
      .map(() => cleared)
      .orElse(() =>
        okAsync<RegionChangeOutcome, never>({
          ...cleared,
          failure: { code: 'CART_ATTRIBUTE_CLEAR_FAILED', params: { customerId, region: change.region } },
        }),
      );
  }
}
