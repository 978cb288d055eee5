import { afterEach, describe, expect, it } from 'vitest';
import { emitShellSignal } from '../../shell';
import { askGuestsAtCheckout, authModalStore, closeAuth, switchAuth } from './auth-store';

let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  closeAuth();
});

describe('a guest at the checkout', () => {
  it('is shown the guest-checkout state, holding the cart’s checkout address', () => {
    stop = askGuestsAtCheckout();
    emitShellSignal({ kind: 'guest-checkout', checkoutUrl: '/ar-eg/checkout?cartId=c9' });
    expect(authModalStore.getState()).toMatchObject({ view: 'guest-checkout', checkoutUrl: '/ar-eg/checkout?cartId=c9' });
  });

  it('keeps the checkout address on choosing to sign in, so the sign-in goes on to the checkout', () => {
    stop = askGuestsAtCheckout();
    emitShellSignal({ kind: 'guest-checkout', checkoutUrl: '/ar-eg/checkout?cartId=c9' });
    switchAuth('sign-in');
    expect(authModalStore.getState()).toMatchObject({ view: 'sign-in', checkoutUrl: '/ar-eg/checkout?cartId=c9' });
  });

  it('is not asked once the page stops listening', () => {
    askGuestsAtCheckout()();
    emitShellSignal({ kind: 'guest-checkout', checkoutUrl: '/ar-eg/checkout?cartId=c9' });
    expect(authModalStore.getState().view).toBeNull();
  });
});
