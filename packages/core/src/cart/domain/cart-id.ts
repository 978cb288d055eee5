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

/**
 * Which cart the shopper has. A customer: the saved attribute, then the cached cart data.
 * A guest: the guest storage, then the cached cart data. A blank id counts as none; a guest
 * never picks up a saved attribute and a customer never picks up guest storage.
 */
export function resolveCartId(sources: CartIdSources): string | undefined {
  const first = sources.signedIn ? sources.savedCartId : sources.guestCartId;
  return present(first) ?? present(sources.cartDataId);
}
