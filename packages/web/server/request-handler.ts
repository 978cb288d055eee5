import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The storefront's renderer as the server bundle exports it (see server/app.ts). */
export type StorefrontRequestHandler = (request: Request) => Promise<Response>;

/**
 * A Fetch API request from Fastify's, aborted when the shopper goes away. Its address is on the
 * store's public origin when one is configured: the pages' absolute links (canonical, hreflang,
 * sitemaps, robots.txt) are built from it, and a Host header is whatever the caller wrote.
 */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, publicOrigin: string | undefined): Request {
  const url = new URL(request.url, publicOrigin ?? `${request.protocol}://${request.host}`);
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

function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}

export interface StorefrontRouteOptions {
  /** `PUBLIC_ORIGIN`: the address shoppers reach the store at; unset, each request's own host. */
  readonly publicOrigin?: string | undefined;
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
      return sendFetchResponse(reply, await render(toFetchRequest(request, reply, options.publicOrigin)));
    });
    done();
  });
}
