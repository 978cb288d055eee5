let markHydratedNow: (() => void) | undefined;
const hydrated = new Promise<void>((resolve) => {
  markHydratedNow = resolve;
});

/** Called once, by the root layout's first effect: React has hydrated the document. */
export function markHydrated(): void {
  markHydratedNow?.();
}

/**
 * In the browser: runs `task` once the page has hydrated and loaded and the main thread is idle
 * (within 5 s at the latest), so what it fetches never competes with what the page needs to start:
 * its main image, its modules and its translations.
 */
export function whenIdleAfterHydration(task: () => void): void {
  const start = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: 5_000 });
    else setTimeout(task, 1_000);
  };
  void hydrated.then(() => {
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
}
