import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.js';

/** The header the storefront's own scripts send with every change; a cross-site form cannot. */
export const CLIENT_HEADER = 'x-storefront-client';

/**
 * CSRF defence for the routes that change something (decision 0700): the request must carry
 * `x-storefront-client: web` (a custom header no cross-site form or simple request can set), and
 * when the browser sends an `Origin` it must be the store's own (`request.storeOrigin`: the public
 * origin alone when one is configured) or an allowed one. Otherwise `403 FORBIDDEN_ORIGIN`.
 */
export function requireSameOrigin(allowedOrigins: readonly string[] = []) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Compared as serialised origins (lower-case host, no default port), as storeOrigin gives its own.
    const sent = request.headers.origin;
    const origin = sent !== undefined && URL.canParse(sent) ? new URL(sent).origin : sent;
    const sameOrigin = origin === undefined || origin === request.storeOrigin || allowedOrigins.includes(origin);
    if (request.headers[CLIENT_HEADER] !== 'web' || !sameOrigin) {
      return reply.status(403).send(failure('FORBIDDEN_ORIGIN'));
    }
    return undefined;
  };
}
