/** Where a cart id may come from when the shell needs "the" cart. */
export interface CartIdSources {
  readonly signedIn: boolean;
  /** Customer attribute 7. */
  readonly savedCartId?: string | undefined;
  /** The guest cart record in browser storage. */
  readonly guestCartId?: string | undefined;
  /** The id inside the cached cart data. */
  readonly cartDataId?: string | undefined;
}

function present(id: string | undefined): string | undefined {
  return id === undefined || id.trim() === '' ? undefined : id;
}

/** Where the resolved id came from; `none` when the shopper has no cart yet. */
export type CartIdSource = 'saved-attribute' | 'guest-storage' | 'cart-data' | 'none';

export interface ResolvedCartId {
  readonly cartId?: string;
  readonly source: CartIdSource;
}

/**
 * Which cart the shopper has. A customer: the saved attribute, then the cached cart data.
 * A guest: the guest storage, then the cached cart data. A blank id counts as none; a guest
 * never picks up a saved attribute and a customer never picks up guest storage.
 */
export function resolveCartId(sources: CartIdSources): ResolvedCartId {
  const first = present(sources.signedIn ? sources.savedCartId : sources.guestCartId);
  if (first !== undefined) return { cartId: first, source: sources.signedIn ? 'saved-attribute' : 'guest-storage' };
  const cached = present(sources.cartDataId);
  return cached === undefined ? { source: 'none' } : { cartId: cached, source: 'cart-data' };
}
