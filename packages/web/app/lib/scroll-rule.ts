import { listingTargetOf } from '@storefront/core/search';

/** The parts of an address the scroll rule reads. */
export interface ScrollAddress {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/**
 * What to do with the window's scroll position after the address changed. `results` moves to the
 * results heading (the element of id `RESULTS_HEADING_ID`) and gives it focus.
 */
export type ScrollDecision = 'top' | 'keep' | 'restore' | 'hash' | 'results';

/** The id of a listing's heading, where the pager leads (decision 0530). */
export const RESULTS_HEADING_ID = 'results-heading';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Spec section 2: the address "contains the word page", in English or in Arabic (`صفحة`, which
 * the Arabic page parameter `الصفحة` contains).
 */
export function addressMentionsPage(address: ScrollAddress): boolean {
  const text = decoded(`${address.pathname}${address.search}`).toLowerCase();
  return text.includes('page') || text.includes('صفحة');
}

function isPageParam(name: string): boolean {
  return listingTargetOf(name)?.kind === 'page';
}

/**
 * Whether the next address is the previous one at another page of results: the same path, and
 * the same parameters in the same order but for the page parameter (in either spelling).
 */
export function isPagination(previous: ScrollAddress, next: ScrollAddress): boolean {
  if (previous.pathname !== next.pathname) return false;
  const before = [...new URLSearchParams(previous.search)];
  const after = [...new URLSearchParams(next.search)];
  const pageOf = (entries: [string, string][]) => entries.find(([name]) => isPageParam(name))?.[1] ?? '1';
  if (pageOf(before) === pageOf(after)) return false;
  const rest = (entries: [string, string][]) => entries.filter(([name]) => !isPageParam(name)).map(([name, value]) => `${name}=${value}`).join('&');
  return rest(before) === rest(after);
}

/**
 * On every route change the page scrolls to the top, unless the address contains the word page
 * (spec section 2). Turning the pages of a listing is the exception to the exception: it leads to
 * the top of the results, where the next page starts (decision 0530). Back and forward return to
 * where the shopper was; a `#fragment` scrolls to its element; a change of the fragment alone is
 * no route change.
 */
export function scrollDecision(
  previous: ScrollAddress | undefined,
  next: ScrollAddress,
  kind: NavigationKind,
  hasSavedPosition: boolean,
): ScrollDecision {
  if (kind === 'POP' && hasSavedPosition) return 'restore';
  if (previous === undefined) return 'keep';
  const sameRoute = previous.pathname === next.pathname && previous.search === next.search;
  if (next.hash !== '' && next.hash !== '#') return 'hash';
  if (sameRoute) return 'keep';
  if (isPagination(previous, next)) return 'results';
  if (addressMentionsPage(next)) return 'keep';
  return 'top';
}
