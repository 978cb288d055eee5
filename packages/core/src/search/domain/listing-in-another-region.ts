import type { Region } from '../../locale/domain/locale.js';
import { currencyOf } from '../../locale/domain/region.js';
import { listingTargetOf } from './listing-params.js';
import { isPriceRangeSegment } from './price-range.js';
import type { QueryEntry } from './query-string.js';

/** A listing address as segments after the locale, and its query's entries. */
export interface ListingAddressParts {
  readonly segments: readonly string[];
  readonly entries: readonly QueryEntry[];
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A listing address taken from one region's store to another's. A price range is in the currency
 * of the store it was chosen in: 2,000-5,000 riyals is not 2,000-5,000 pounds, and would leave the
 * Egyptian listing empty. So a move to a store with another currency drops the range, from the
 * path's last segment and from the query; categories, filters, sort and the rest stay.
 */
export function listingInAnotherRegion(from: Region, to: Region, address: ListingAddressParts): ListingAddressParts {
  if (currencyOf(from) === currencyOf(to)) return address;
  const last = address.segments.at(-1);
  const segments = last !== undefined && isPriceRangeSegment(decoded(last)) ? address.segments.slice(0, -1) : address.segments;
  const entries = address.entries.filter(([name]) => listingTargetOf(name)?.kind !== 'price');
  return { segments, entries };
}
