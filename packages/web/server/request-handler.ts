import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeAddress } from '@storefront/composition';
import { SESSION_COOKIE } from '@storefront/contract';
import type { PageNonces } from '../app/lib/page-nonces.js';

/**
 * The storefront's renderer as the server bundle exports it (see server/app.ts): the answer's
 * Content-Security-Policy nonces, when it names some, go on every inline script and style.
 */
export type StorefrontRequestHandler = (request: Request, nonces?: PageNonces) => Promise<Response>;

/**
 * A Fetch API request from Fastify's, aborted when the shopper goes away. Its address is the
 * store's (`storeAddress`, decision 0011): on the public origin when one is configured, whatever
 * the request line, Host or X-Forwarded-Host say, since the pages' absolute links (canonical,
 * hreflang, sitemaps, robots.txt) are built from it.
 */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  const raw = request.raw.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: controller.signal };
  if (hasBody) {
    init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/**
 * A redirect within the store leaves as a path, which the browser reads on the address it asked
 * for, so no Host header ever names its target. A relative target is always within the store,
 * even one a browser would read as another host (`//host/…`, `/\host/…`); a path that still
 * begins with two slashes leaves on the store's own origin. A target with a scheme on another
 * origin, written so on purpose, is left as it is.
 */
export function storeLocation(location: string, address: URL): string {
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(location);
  const relative = location.replace(/^[\\/]{2,}/, '/');
  if (!URL.canParse(hasScheme ? location : relative, address)) return location;
  const target = hasScheme ? new URL(location) : new URL(relative, address);
  if (target.origin !== address.origin) return location;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith('//') ? target.href : path;
}

/** Whether a request carries a session cookie: its page may greet a customer by name. */
function hasSession(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}

function sendFetchResponse(reply: FastifyReply, response: Response, address: URL, personal: boolean): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'location') reply.header(name, storeLocation(value, address));
    else if (name !== 'set-cookie') reply.header(name, value);
  }
  // A page rendered for a session shows who is signed in (the header's greeting): no shared cache
  // may keep it, whatever its route says, and any cache must tell sessions apart.
  if (personal) {
    reply.header('cache-control', 'private, no-store');
    reply.header('vary', 'Cookie');
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}

export interface StorefrontRouteOptions {
  /** `PUBLIC_ORIGIN`: the address shoppers reach the store at; unset, each request's own host. */
  readonly publicOrigin?: string | undefined;
  /** The nonces the answer's Content-Security-Policy names (the host's security headers, decision 0905). */
  readonly noncesOf?: ((reply: FastifyReply) => PageNonces | undefined) | undefined;
}

/**
 * The methods a page is asked with: reads, and a form's POST for React Router's actions. Any other
 * (DELETE, TRACE, WebDAV's…) is refused with 405 before rendering; Fetch cannot even carry TRACE.
 */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

/**
 * Serves every address that is not /api, a probe or a static file by rendering the storefront.
 * Registered in its own scope so a form's body reaches React Router's actions untouched.
 */
export function registerStorefrontRoutes(app: FastifyInstance, render: StorefrontRequestHandler, options: StorefrontRouteOptions = {}): void {
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, parsed) => parsed(null));
    scope.all('/*', async (request, reply) => {
      if (!PAGE_METHODS.includes(request.method)) {
        return reply.status(405).header('allow', PAGE_METHODS.join(', ')).type('text/plain; charset=utf-8').send('405 Method Not Allowed');
      }
      const url = storeAddress(options.publicOrigin, request);
      // No public origin and no valid Host: there is no address to build the page's links on.
      if (url === undefined) return reply.status(400).type('text/plain; charset=utf-8').send('Bad Request');
      return sendFetchResponse(reply, await render(toFetchRequest(request, reply, url), options.noncesOf?.(reply)), url, hasSession(request));
    });
    done();
  });
}
