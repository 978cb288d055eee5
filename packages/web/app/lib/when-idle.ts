/**
 * In the browser: runs `task` once the page has loaded and the main thread is idle (within 5 s
 * of the load event at the latest), so what it fetches never competes with the page's own start.
 */
export function whenIdleAfterLoad(task: () => void): void {
  const start = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: 5_000 });
    else setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
