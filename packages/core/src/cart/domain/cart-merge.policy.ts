/** What is known at sign-in about the two carts that may compete. */
export interface LoginMergeInput {
  /** The guest cart of this region, if one survived the expiry policy. */
  readonly guestCartId?: string | undefined;
  /** Customer attribute 7. */
  readonly savedCartId?: string | undefined;
}

/** What sign-in should do with the carts. */
export type LoginMergeDecision =
  /** Nothing to do: no guest cart and no saved cart. */
  | { readonly kind: 'no-cart' }
  /** Keep the customer's saved cart; clear guest storage when it held the same cart. */
  | { readonly kind: 'keep-saved'; readonly cartId: string; readonly clearGuestStorage: boolean }
  /**
   * Hand the guest cart to the customer, save its id in attribute 7 and clear guest storage.
   * When the hand-over fails, the customer falls back to `fallbackCartId` (the saved cart).
   */
  | { readonly kind: 'assign-guest'; readonly guestCartId: string; readonly fallbackCartId?: string };

/** How a guest cart and a customer's saved cart come together at sign-in. */
export interface CartMergePolicy {
  /** Decides, from the two ids alone, which cart the customer continues with. */
  decide(input: LoginMergeInput): LoginMergeDecision;
}

function present(id: string | undefined): string | undefined {
  return id === undefined || id.trim() === '' ? undefined : id;
}

/**
 * The guest cart wins (decision 0106): what a shopper filled in just before signing in is what
 * they mean to buy. The saved cart stays only as the fall-back when the hand-over fails.
 */
export class DefaultCartMergePolicy implements CartMergePolicy {
  decide(input: LoginMergeInput): LoginMergeDecision {
    const guest = present(input.guestCartId);
    const saved = present(input.savedCartId);
    if (guest === undefined) return saved === undefined ? { kind: 'no-cart' } : { kind: 'keep-saved', cartId: saved, clearGuestStorage: false };
    if (guest === saved) return { kind: 'keep-saved', cartId: saved, clearGuestStorage: true };
    return saved === undefined ? { kind: 'assign-guest', guestCartId: guest } : { kind: 'assign-guest', guestCartId: guest, fallbackCartId: saved };
  }
}

/** How the hand-over of the guest cart went. */
export type AssignmentOutcome = 'assigned' | 'failed';

/** The customer's cart once the decision has been carried out. */
export interface SettledMerge {
  readonly cartId?: string;
  /** Write `cartId` into attribute 7. */
  readonly saveAttribute: boolean;
  readonly clearGuestStorage: boolean;
}

/**
 * Carries a decision through the outcome of the assignment. A failed assignment falls back to
 * the saved cart and keeps guest storage, so the guest cart is not lost and sign-in proceeds.
 */
export function settleLoginMerge(decision: LoginMergeDecision, assignment: AssignmentOutcome): SettledMerge {
  switch (decision.kind) {
    case 'no-cart':
      return { saveAttribute: false, clearGuestStorage: false };
    case 'keep-saved':
      return { cartId: decision.cartId, saveAttribute: false, clearGuestStorage: decision.clearGuestStorage };
    case 'assign-guest':
      if (assignment === 'assigned') return { cartId: decision.guestCartId, saveAttribute: true, clearGuestStorage: true };
      return decision.fallbackCartId === undefined
        ? { saveAttribute: false, clearGuestStorage: false }
        : { cartId: decision.fallbackCartId, saveAttribute: false, clearGuestStorage: false };
  }
}
