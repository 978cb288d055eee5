let pending = false;

/** True while the client entry hydrates the server's document (Preact's hydration runs in one call). */
export function hydrating(): boolean {
  return pending;
}

/** Runs `hydrate` with `hydrating()` true. */
export function whileHydrating(hydrate: () => void): void {
  pending = true;
  try {
    hydrate();
  } finally {
    pending = false;
  }
}
