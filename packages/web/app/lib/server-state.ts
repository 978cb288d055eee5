import type { QueryClient } from '@tanstack/react-query';

/**
 * The browser tab's one query client. TanStack Query is not part of a page's first load: the parts
 * that need server state (search suggestions, the mini-cart, the cart page, adding to the cart,
 * reconciling a stored cart) load it when they are used, and all of them share this client.
 */
let shared: QueryClient | undefined;

const inBrowser = (): boolean => typeof document !== 'undefined';

/** The tab's client if something has loaded it already; undefined means nothing is cached yet. */
export function loadedQueryClient(): QueryClient | undefined {
  return shared;
}

/** Keeps the first client made in this tab and answers it; on the server every render keeps its own. */
export function keepQueryClient(client: QueryClient): QueryClient {
  if (!inBrowser()) return client;
  shared ??= client;
  return shared;
}

/** Loads TanStack Query when needed and answers the tab's client. */
export async function loadQueryClient(): Promise<QueryClient> {
  if (shared) return shared;
  const { createQueryClient } = await import('./query-client');
  return keepQueryClient(createQueryClient());
}
