import { createStore } from 'zustand/vanilla';

/** The right-side panels of spec section 2, plus the mobile menu and brand sidebar. Only one is open at a time. */
export type PanelName = 'account' | 'wishlist' | 'language' | 'mini-cart' | 'search' | 'menu' | 'brands';

/** Who opened a panel: a cart event opens the mini-cart for 6 s only (spec section 4). */
export type PanelOpener = 'shopper' | 'cart-event';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  readonly id: string;
  /** Already translated: callers pass `t('…')`. */
  readonly message: string;
  readonly tone: ToastTone;
}

export interface ShellState {
  readonly openPanel: PanelName | null;
  readonly openedBy: PanelOpener | null;
  readonly toasts: readonly Toast[];
  /** Units in the cart, for the badge on the cart icon. */
  readonly cartCount: number;
  readonly wishlistCount: number;
  open(panel: PanelName, openedBy?: PanelOpener): void;
  /** Closes the open panel; with a name, only when that panel is the open one. */
  close(panel?: PanelName): void;
  /** Shows a toast and answers its id. */
  toast(message: string, tone?: ToastTone): string;
  dismissToast(id: string): void;
  setCartCount(count: number): void;
  setWishlistCount(count: number): void;
}

let toastSequence = 0;

/** The shell's own state: one store per tab in the browser and per render on the server. */
export function createShellStore(initial: Partial<Pick<ShellState, 'cartCount' | 'wishlistCount'>> = {}) {
  return createStore<ShellState>()((set) => ({
    openPanel: null,
    openedBy: null,
    toasts: [],
    cartCount: initial.cartCount ?? 0,
    wishlistCount: initial.wishlistCount ?? 0,
    open: (panel, openedBy = 'shopper') => set({ openPanel: panel, openedBy }),
    close: (panel) =>
      set((state) => (panel === undefined || state.openPanel === panel ? { openPanel: null, openedBy: null } : state)),
    toast: (message, tone = 'info') => {
      toastSequence += 1;
      const id = `toast-${toastSequence}`;
      set((state) => ({ toasts: [...state.toasts, { id, message, tone }] }));
      return id;
    },
    dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
    setCartCount: (count) => set({ cartCount: Math.max(0, Math.trunc(count)) }),
    setWishlistCount: (count) => set({ wishlistCount: Math.max(0, Math.trunc(count)) }),
  }));
}

export type ShellStore = ReturnType<typeof createShellStore>;
