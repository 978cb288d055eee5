import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createAppStateStore, type AppState, type AppStateStore } from './app-state.store';

const AppStateContext = createContext<AppStateStore | null>(null);

/** Holds the app state for the tree below; follows the route when the locale changes. */
export function AppStateProvider({ value, children }: { value: AppState; children: ReactNode }) {
  const [store] = useState(() => createAppStateStore(value));
  // The store follows the route in the render that brings the new locale, before the tree below
  // reads it: an effect would leave the page one render in the last locale (asking the server in it).
  if (store.getState() !== value) store.setState(value, true);
  return <AppStateContext.Provider value={store}>{children}</AppStateContext.Provider>;
}

export function useAppState<T>(selector: (state: AppState) => T): T {
  const store = useContext(AppStateContext);
  if (!store) throw new Error('useAppState needs an AppStateProvider above it');
  return useStore(store, selector);
}
