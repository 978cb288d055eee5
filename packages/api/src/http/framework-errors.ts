import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { statusOf, type AnsweredErrorCode } from '@storefront/core/errors';
import { failure } from './envelope.js';

/**
 * The methods an address of the store can be asked with. Any other (TRACE, CONNECT, QUERY,
 * WebDAV's…) is refused with `405` wherever it is sent; none of them is ever served.
 */
export const ORDINARY_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What Fastify's own errors carry: a status for the client's mistakes, a `FST_` code. */
export interface FrameworkError {
  readonly statusCode?: number;
  readonly code?: string;
}

/**
 * The envelope's code for an error Fastify raises itself: the body's content type, its size, its
 * JSON, the address's escapes. A code has one status, the core's catalogue's (decision 0015).
 */
export function codeOfFrameworkError(error: FrameworkError): AnsweredErrorCode {
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'PAYLOAD_TOO_LARGE';
  if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 503) return 'UNAVAILABLE';
  return status >= 400 && status < 500 ? 'MALFORMED_REQUEST' : 'INTERNAL_ERROR';
}

/**
 * Answers an error Fastify raised (from a parser, a hook, a route, or before routing) in the
 * envelope. What is not the client's mistake is logged with its cause and the request's id.
 */
export function sendFrameworkError(error: FrameworkError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const code = codeOfFrameworkError(error);
  const status = statusOf(code);
  if (status >= 500) request.log.error({ err: error }, 'the request failed');
  return reply.status(status).send(failure(code));
}

/** `405` in the envelope, with the methods the address does take (none for an address that names nothing). */
export function sendMethodNotAllowed(request: FastifyRequest, reply: FastifyReply, allow: readonly string[]): FastifyReply {
  return reply
    .status(statusOf('METHOD_NOT_ALLOWED'))
    .header('allow', allow.join(', '))
    .send(failure('METHOD_NOT_ALLOWED', { method: request.method, allow }));
}

/** `404` in the envelope: nothing answers at this address. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(statusOf('ROUTE_NOT_FOUND')).send(failure('ROUTE_NOT_FOUND', { method: request.method, url: request.url }));
}

/**
 * A request Node's parser could not read (an unknown method, headers over the limit, bad framing):
 * answered on the socket in the envelope, as Fastify's own handler would, then closed.
 */
export function sendUnreadableRequest(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nowhere to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: AnsweredErrorCode = error.code === 'HPE_INVALID_METHOD' ? 'METHOD_NOT_ALLOWED' : 'MALFORMED_REQUEST';
  const status = statusOf(code);
  const body = JSON.stringify(failure(code));
  const allow = code === 'METHOD_NOT_ALLOWED' ? 'Allow: \r\n' : '';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${allow}Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
