import type { ToastTone } from './shell.store';

/**
 * What cart and wish list code asks of the shell. Controls deep in a page (a tile's button, a heart)
 * send these; `CartShellBridge`, mounted once inside the shell, turns them into shell actions, so the
 * controls work (and render in tests) without reaching for the shell themselves. A guest's press of
 * Checkout is answered by the account's auth host (the account feature imports the cart, never the
 * other way round).
 */
export type ShellSignal =
  | { readonly kind: 'cart-count'; readonly count: number }
  | { readonly kind: 'wishlist-count'; readonly count: number }
  /** A cart event: the mini-cart opens for 6 s. */
  | { readonly kind: 'cart-added' }
  | { readonly kind: 'toast'; readonly message: string; readonly tone: ToastTone }
  /** A guest pressed Checkout: the auth modal's guest-checkout state asks how to go on to `checkoutUrl`. */
  | { readonly kind: 'guest-checkout'; readonly checkoutUrl: string };

type Listener = (signal: ShellSignal) => void;

const listeners = new Set<Listener>();

export function emitShellSignal(signal: ShellSignal): void {
  for (const listener of listeners) listener(signal);
}

/** Listens for signals; answers the function that stops listening. */
export function onShellSignal(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
