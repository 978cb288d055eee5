import { formatLocale, parseLocaleSegment, type Language, type Locale } from '@storefront/core/locale';
import { SHORTCUT_FILTERS, categorySlugIn, decodeQueryString, encodeQueryString, listingInAnotherRegion, meaningOfSlug } from '@storefront/core/search';
import { spellListingQuery, type ListingFacets } from './seo/listing-spelling';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A path segment in the other language where it names a category or a shortcut filter; unchanged otherwise. */
function translateSegment(segment: string, language: Language): string {
  const text = decoded(segment);
  const meaning = meaningOfSlug(text);
  if (meaning.kind === 'category') return encodeURIComponent(categorySlugIn(meaning.slug, language));
  const lower = text.trim().toLowerCase();
  const shortcut = SHORTCUT_FILTERS.find((filter) => filter.slug.en === lower || filter.slug.ar === lower);
  return shortcut ? encodeURIComponent(shortcut.slug[language]) : segment;
}

/**
 * The same page in another locale: the locale segment replaced and category slugs written in the
 * new language (`/en-sa/rings?page=2` -> `/ar-sa/خواتم?page=2`). Query parameters stay as they are
 * (the listing reads their names and values in either language), unless the page is a listing and
 * passes its `facets`: then they are written as the new language writes them
 * (`?gold_karat=18K` -> `?عيار_الذهب=18 قيراط`, lib/seo/listing-spelling). A price range does not
 * go to a store with another currency (`listingInAnotherRegion`). A checkout, bound to one region's
 * cart, is the other region's bag.
 */
export function samePageIn(target: Locale, pathname: string, search: string, facets?: ListingFacets): string {
  const [, current, ...rest] = pathname.split('/');
  const from = parseLocaleSegment(current ?? '')?.region;
  // A checkout is one region's cart (each region is a store of its own): in another region it
  // would be a bag not found, so the shopper lands on that region's bag instead.
  if (rest[0] === 'checkout' && from !== target.region) return `/${formatLocale(target)}/cart`;
  const asked = { segments: rest.filter((segment) => segment !== ''), entries: decodeQueryString(search).entries };
  const kept = from === undefined ? asked : listingInAnotherRegion(from, target.region, asked);
  const segments = kept.segments.map((segment) => translateSegment(segment, target.language));
  const query =
    facets !== undefined
      ? encodeQueryString(spellListingQuery(kept.entries, target.language, facets))
      : kept.entries.length === asked.entries.length
        ? search
        : encodeQueryString(kept.entries);
  return `/${[formatLocale(target), ...segments].join('/')}${query}`;
}
