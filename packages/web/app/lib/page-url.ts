/** The query parameter React Router adds to its data requests, naming the routes to load. */
const ROUTES_PARAM = '_routes';

/**
 * The address of the page a loader runs for. On a client-side navigation React Router fetches
 * `/en-sa/rings.data?_routes=…` (`/_root.data` for `/`, `…/_.data` for a trailing slash); loaders
 * that read the path or the query must see `/en-sa/rings` and the shopper's own parameters.
 */
export function pageUrl(request: Request | string): URL {
  const url = new URL(typeof request === 'string' ? request : request.url);
  if (url.pathname === '/_root.data') url.pathname = '/';
  else if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.slice(0, -'_.data'.length);
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  // Rewriting the query through URLSearchParams would re-encode it, so only when there is something to drop.
  if (url.searchParams.has(ROUTES_PARAM)) {
    url.searchParams.delete(ROUTES_PARAM);
    if (url.search === '?') url.search = '';
  }
  return url;
}
