import { SESSION_COOKIE } from '@storefront/contract';

/** One cookie of a request's `Cookie` header, decoded; `undefined` when absent or malformed. */
export function requestCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A page request and its session cookie (`storefront_session`, shared with the API): what a loader asks who is signed in with. */
export function sessionOf(request: Request): { readonly request: Request; readonly token: string | undefined } {
  return { request, token: requestCookie(request, SESSION_COOKIE) };
}
