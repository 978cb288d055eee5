import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createShellStore, type PanelName, type ShellState, type ShellStore } from './shell.store';

const ShellContext = createContext<ShellStore | null>(null);

/** Holds the shell state (open panel, toasts, badge counts) for the tree below. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createShellStore());
  return <ShellContext.Provider value={store}>{children}</ShellContext.Provider>;
}

function useShellStore(): ShellStore {
  const store = useContext(ShellContext);
  if (!store) throw new Error('useShell needs a ShellProvider above it');
  return store;
}

/** Reads part of the shell state and re-renders when it changes: `useShell((s) => s.cartCount)`. */
export function useShell<T>(selector: (state: ShellState) => T): T {
  return useStore(useShellStore(), selector);
}

/** The shell's actions without subscribing to its state (stable between renders). */
export function useShellActions(): ShellActions {
  const store = useShellStore();
  // The store's functions never change; the state object around them does with every change, so
  // it is not what callers get: an effect that lists the actions must not run again on a toast.
  return useMemo(() => {
    const { open, close, toast, dismissToast, setCartCount, setWishlistCount } = store.getState();
    return { open, close, toast, dismissToast, setCartCount, setWishlistCount };
  }, [store]);
}

export type ShellActions = Pick<ShellState, 'open' | 'close' | 'toast' | 'dismissToast' | 'setCartCount' | 'setWishlistCount'>;

/** Whether one panel is the open one, with a stable closer for it: what a drawer needs. */
export function usePanel(panel: PanelName): { readonly open: boolean; readonly close: () => void } {
  const open = useShell((state) => state.openPanel === panel);
  const { close } = useShellActions();
  const closePanel = useCallback(() => close(panel), [close, panel]);
  return { open, close: closePanel };
}
