import { ACCOUNT_PATHS, regionChangeWire } from '@storefront/contract';
import type { Locale } from '@storefront/core/locale';
import { postEnvelope } from '../../../lib/store-api/store-api-envelope';

/**
 * Tells the store the shopper moved to another region's store, so that a signed-in customer's cart
 * attribute 170 is blanked in the new store (spec section 4, decision 1019). Never in the way of
 * the move: a failure is only logged, as the spec says. Loaded when a shopper changes region, so
 * the contract's schema and the store API's helper (with zod's mini build) stay out of every
 * page's first load (decision 1111).
 */
export function announceRegionChange(from: Locale, to: Locale): Promise<void> {
  return postEnvelope(ACCOUNT_PATHS.regionChange.slice(1), { from: from.region, to: to.region }, (value) => {
    const parsed = regionChangeWire.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  }).then(() => undefined);
}
