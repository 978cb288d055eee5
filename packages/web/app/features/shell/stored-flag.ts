import { useSyncExternalStore } from 'react';

type Area = 'local' | 'session';

const listeners = new Set<() => void>();

function storage(area: Area): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage switched off by the browser: nothing is remembered.
    return undefined;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a `storage` event.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readFlag(area: Area, key: string): boolean {
  try {
    return storage(area)?.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/** Sets a flag in browser storage and tells every reader at once. */
export function setStoredFlag(area: Area, key: string): void {
  try {
    storage(area)?.setItem(key, 'true');
  } catch {
    // Full or switched off: the flag then lives until the page is left.
  }
  for (const listener of listeners) listener();
}

/** A flag kept in local or session storage; false on the server and while hydrating. */
export function useStoredFlag(area: Area, key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readFlag(area, key),
    () => false,
  );
}
