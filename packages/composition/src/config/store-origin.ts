/** What an HTTP request says about where it was sent (Fastify's request has these three). */
export interface RequestAddress {
  /** The request target as written on the request line: `/en-sa?x=1`, or in absolute form `http://host/en-sa`. */
  readonly url: string;
  /** `http` or `https` (a trusted proxy's `X-Forwarded-Proto` included). */
  readonly protocol: string;
  /** The `Host` header (or a trusted proxy's `X-Forwarded-Host`). */
  readonly host: string;
}

/**
 * The store's own origin for a request (decision 0011): `PUBLIC_ORIGIN` alone when it is set,
 * whatever the request line, `Host` or `X-Forwarded-Host` say; unset, the request's own scheme
 * and host, fit for a machine of one's own only. Every absolute link, the CSRF guard's own origin
 * and the cart cookie's `Secure` flag come from here. `undefined` when no origin is configured and
 * the request names no valid host.
 */
export function storeOrigin(publicOrigin: string | undefined, request: Pick<RequestAddress, 'protocol' | 'host'>): string | undefined {
  if (publicOrigin !== undefined) return publicOrigin;
  const written = `${request.protocol}://${request.host}`;
  if (!URL.canParse(written)) return undefined;
  const url = new URL(written);
  // A host with a path, query or credentials in it is no host.
  const bare = url.host !== '' && url.pathname === '/' && url.search === '' && url.username === '' && url.password === '';
  return bare ? url.origin : undefined;
}

/**
 * The path and query a request asks for, whatever form its request line took: an absolute-form
 * target (`GET http://evil.example/en-sa HTTP/1.1`) gives its path alone, so its host never
 * reaches a link.
 */
export function requestPath(url: string): string {
  if (url.startsWith('/')) return url;
  if (URL.canParse(url)) {
    const absolute = new URL(url);
    return `${absolute.pathname}${absolute.search}`;
  }
  return `/${url}`;
}

/**
 * The address a request asks for on the store's origin: `https://www.example.com/en-sa?x=1`.
 * `undefined` when the store's origin is unknown (no `PUBLIC_ORIGIN` and no valid host).
 */
export function storeAddress(publicOrigin: string | undefined, request: RequestAddress): URL | undefined {
  const origin = storeOrigin(publicOrigin, request);
  // Concatenated rather than resolved: a path of `//other.example/x` stays a path on the origin.
  return origin === undefined ? undefined : new URL(`${origin}${requestPath(request.url)}`);
}
