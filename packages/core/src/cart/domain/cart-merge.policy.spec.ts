import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DefaultCartMergePolicy, settleLoginMerge } from './cart-merge.policy.js';

const policy = new DefaultCartMergePolicy();

describe('login merge decision', () => {
  it('assigns the guest cart to a customer whose saved cart differs, keeping the saved one as fall-back', () => {
    expect(policy.decide({ guestCartId: 'guest', savedCartId: 'saved' })).toEqual({ kind: 'assign-guest', guestCartId: 'guest', fallbackCartId: 'saved' });
  });

  it('assigns the guest cart to a customer without a saved cart', () => {
    expect(policy.decide({ guestCartId: 'guest', savedCartId: ' ' })).toEqual({ kind: 'assign-guest', guestCartId: 'guest' });
  });

  it('keeps the saved cart and clears guest storage when both are the same cart', () => {
    expect(policy.decide({ guestCartId: 'same', savedCartId: 'same' })).toEqual({ kind: 'keep-saved', cartId: 'same', clearGuestStorage: true });
  });

  it('keeps the saved cart when there is no guest cart', () => {
    expect(policy.decide({ savedCartId: 'saved' })).toEqual({ kind: 'keep-saved', cartId: 'saved', clearGuestStorage: false });
    expect(policy.decide({})).toEqual({ kind: 'no-cart' });
  });

  it('saves the assigned cart id and clears guest storage when the assignment succeeds', () => {
    const decision = policy.decide({ guestCartId: 'guest', savedCartId: 'saved' });
    expect(settleLoginMerge(decision, 'assigned')).toEqual({ cartId: 'guest', saveAttribute: true, clearGuestStorage: true });
  });

  it('falls back to the saved cart id when the assignment fails, keeping the guest cart stored', () => {
    const decision = policy.decide({ guestCartId: 'guest', savedCartId: 'saved' });
    expect(settleLoginMerge(decision, 'failed')).toEqual({ cartId: 'saved', saveAttribute: false, clearGuestStorage: false });
    expect(settleLoginMerge(policy.decide({ guestCartId: 'guest' }), 'failed')).toEqual({ saveAttribute: false, clearGuestStorage: false });
  });

  it('always ends on one of the two carts it was given, and on the saved one whenever the hand-over fails', () => {
    const id = fc.option(fc.constantFrom('a', 'b', 'c', ''), { nil: undefined });
    fc.assert(
      fc.property(id, id, fc.constantFrom('assigned' as const, 'failed' as const), (guestCartId, savedCartId, outcome) => {
        const decision = policy.decide({ guestCartId, savedCartId });
        const settled = settleLoginMerge(decision, outcome);
        const given = [guestCartId, savedCartId].filter((value) => value !== undefined && value !== '');
        if (settled.cartId !== undefined) expect(given).toContain(settled.cartId);
        // A customer never loses a saved cart, and a guest cart always survives a successful hand-over.
        if (savedCartId) expect(settled.cartId).toBeDefined();
        if (guestCartId && outcome === 'assigned') expect(settled.cartId).toBe(guestCartId);
        if (outcome === 'failed' && decision.kind === 'assign-guest') expect(settled.cartId).toBe(savedCartId || undefined);
        if (settled.saveAttribute) expect(settled.cartId).toBe(guestCartId);
      }),
    );
  });
});
