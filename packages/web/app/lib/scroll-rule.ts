/** The parts of an address the scroll rule reads. */
export interface ScrollAddress {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/** What to do with the window's scroll position after the address changed. */
export type ScrollDecision = 'top' | 'keep' | 'restore' | 'hash';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Spec section 2: the address "contains the word page". Listing links write their page as `page`
 * in both languages; the Arabic parameter name that the core also reads counts too.
 */
export function addressMentionsPage(address: ScrollAddress): boolean {
  const text = decoded(`${address.pathname}${address.search}`).toLowerCase();
  return text.includes('page') || text.includes('الصفحة');
}

/**
 * On every route change the page scrolls to the top, unless the address contains the word page
 * (spec section 2). Back and forward return to where the shopper was; a `#fragment` scrolls to
 * its element; a change of the fragment alone is no route change.
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
  if (addressMentionsPage(next)) return 'keep';
  return 'top';
}
