import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { onShellSignal } from '../../shell';

/** The auth modal's five states (spec section 2). */
export const AUTH_VIEWS = ['guest-checkout', 'sign-in', 'sign-up', 'reset-password', 'update-password'] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

export interface AuthModalState {
  /** The state the auth modal shows, or `null` while it is closed. */
  readonly view: AuthView | null;
  /** The email the account-verification modal speaks of, or `null` while it is closed. */
  readonly verification: string | null;
  /** Where a pending checkout goes once the shopper signs in or goes on as a guest. */
  readonly checkoutUrl: string | null;
  /** The one-time token of a reset link (the update-password state). */
  readonly resetToken: string | null;
}

const CLOSED: AuthModalState = { view: null, verification: null, checkoutUrl: null, resetToken: null };

/**
 * The tab's auth modals. Only the browser's events change it (a click, a sign-in), so the server,
 * which never does, always renders them closed.
 */
export const authModalStore = createStore<AuthModalState>()(() => CLOSED);

/** Opens the auth modal in a state; a checkout link makes the sign-in go on to the checkout. */
export function openAuth(view: AuthView, options: { readonly checkoutUrl?: string; readonly resetToken?: string } = {}): void {
  authModalStore.setState({ view, verification: null, checkoutUrl: options.checkoutUrl ?? authModalStore.getState().checkoutUrl, resetToken: options.resetToken ?? null });
}

/** Moves the open modal to another state (the links between sign in, sign up and reset). */
export function switchAuth(view: AuthView): void {
  authModalStore.setState({ view });
}

/** Shows the account-verification modal for an address just signed up. */
export function openVerification(email: string): void {
  authModalStore.setState({ view: null, verification: email });
}

/** Closes every auth modal (spec: after a sign-in) and forgets a pending checkout. */
export function closeAuth(): void {
  authModalStore.setState(CLOSED, true);
}

/**
 * Answers a guest's press of the cart's Checkout with the guest-checkout state: sign in for a
 * faster checkout (the sign-in then goes on to the cart's checkout address, spec section 4) or
 * continue as a guest to it. Answers the function that stops listening.
 */
export function askGuestsAtCheckout(): () => void {
  return onShellSignal((signal) => {
    if (signal.kind === 'guest-checkout') openAuth('guest-checkout', { checkoutUrl: signal.checkoutUrl });
  });
}

export function useAuthModal<T>(selector: (state: AuthModalState) => T): T {
  return useStore(authModalStore, selector);
}
