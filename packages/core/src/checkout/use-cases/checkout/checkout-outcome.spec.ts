import { describe, expect, it } from 'vitest';
import type { CheckoutAttempt } from '../../domain/checkout.js';
import { outcomeOf } from './checkout-outcome.js';

const attempt = { id: 'attempt-1', provider: 'tabby' } as CheckoutAttempt;

describe('outcomeOf', () => {
  it('answers each state of an attempt the same every time it is asked', () => {
    expect(outcomeOf({ ...attempt, status: 'placed', orderReference: 'SA-000001' })._unsafeUnwrap()).toEqual({ kind: 'placed', attemptId: 'attempt-1', orderReference: 'SA-000001', order: undefined });
    expect(outcomeOf({ ...attempt, status: 'awaiting-payment', redirectUrl: 'https://pay.example/x' })._unsafeUnwrap()).toEqual({ kind: 'redirect', attemptId: 'attempt-1', redirectUrl: 'https://pay.example/x' });
    expect(outcomeOf({ ...attempt, status: 'awaiting-payment' })._unsafeUnwrap()).toEqual({ kind: 'pending', attemptId: 'attempt-1' });
    expect(outcomeOf({ ...attempt, status: 'open' })._unsafeUnwrap()).toEqual({ kind: 'pending', attemptId: 'attempt-1' });
    expect(outcomeOf({ ...attempt, status: 'expired' })._unsafeUnwrapErr()).toEqual({ code: 'CHECKOUT_EXPIRED', params: {} });
    expect(outcomeOf({ ...attempt, status: 'failed', failure: 'provider-unavailable' })._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: 'tabby' } });
    expect(outcomeOf({ ...attempt, status: 'failed', failure: 'cart-changed' })._unsafeUnwrapErr()).toEqual({ code: 'CART_CHANGED', params: { changes: [] } });
    expect(outcomeOf({ ...attempt, status: 'failed', failure: 'not-eligible' })._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_DECLINED', params: { reason: 'not-eligible' } });
  });
});
