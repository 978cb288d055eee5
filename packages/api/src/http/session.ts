import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { okAsync, type ResultAsync } from 'neverthrow';
import { SESSION_COOKIE } from '@storefront/contract';
import type { Customer } from '@storefront/core/customer';
import type { Region } from '@storefront/core/locale';
import type { KeepSessions, ResolveSignedInCustomer, SessionTicket } from '@storefront/core/session';
import type { InfrastructureError } from '@storefront/core/shared';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The customer signed in to `region`'s store by this request's session cookie, or undefined
     * for a guest (no cookie, a forged, ended or expired session, or one of another region).
     * Resolved once per request and region, however many times it is asked.
     */
    signedInCustomer(region: Region): ResultAsync<Customer | undefined, InfrastructureError>;
  }
}

/** What each request has resolved so far, by region; forgotten when the request's session changes. */
const resolved = new WeakMap<FastifyRequest, Map<Region, ResultAsync<Customer | undefined, InfrastructureError>>>();
/** The session token a request holds once a route has issued, rotated or cleared its session. */
const changed = new WeakMap<FastifyRequest, string | undefined>();

/**
 * Gives every request `signedInCustomer(region)` (decision 1001): the session cookie's token,
 * resolved through the core's `ResolveSignedInCustomer` on first use and kept for the rest of the
 * request, so the shopper resolver, a route and a page ask the store once.
 */
export function registerSessions(app: FastifyInstance, resolveSignedInCustomer: ResolveSignedInCustomer): void {
  app.decorateRequest('signedInCustomer', function (this: FastifyRequest, region: Region) {
    const byRegion = resolved.get(this) ?? new Map<Region, ResultAsync<Customer | undefined, InfrastructureError>>();
    resolved.set(this, byRegion);
    const known = byRegion.get(region);
    if (known !== undefined) return known;
    const customer = resolveSignedInCustomer.execute(sessionTokenOf(this), region);
    byRegion.set(region, customer);
    return customer;
  });
}

/**
 * The request's session token: the cookie as sent (the core checks its shape), or the one this
 * request's answer sets once a route issued, rotated or cleared the session.
 */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return changed.has(request) ? changed.get(request) : request.cookies[SESSION_COOKIE];
}

/**
 * Sets the session cookie: httpOnly (no script reads it), SameSite=Lax (no cross-site change
 * carries it), the whole site, Secure when the store's own origin is https (not a header the
 * caller could leave out), and gone from the browser at the session's absolute end.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, ticket: SessionTicket): void {
  resolved.delete(request);
  changed.set(request, ticket.token);
  reply.setCookie(SESSION_COOKIE, ticket.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    expires: ticket.expiresAt,
    secure: request.storeOrigin?.startsWith('https:') ?? false,
  });
}

/** Tells the browser to drop the session cookie (same name, path and flags, expired). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  resolved.delete(request);
  changed.set(request, undefined);
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.storeOrigin?.startsWith('https:') ?? false });
}

/**
 * Signs the customer in on this browser (after the sign-in's checks): a new session and its
 * cookie. The session the request came with, if any, ends first, so a token planted before
 * sign-in (fixation) never becomes a signed-in one.
 */
export function issueSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: KeepSessions,
  region: Region,
  customerId: number,
): ResultAsync<SessionTicket, InfrastructureError> {
  return sessions
    .end(sessionTokenOf(request))
    .andThen(() => sessions.start(region, customerId))
    .map((ticket) => {
      setSessionCookie(request, reply, ticket);
      return ticket;
    });
}

/**
 * A new token for the request's session (a change of password or email): the cookie gets it and
 * the old token opens nothing. Undefined, and the cookie cleared, when the request has no live session.
 */
export function rotateSession(request: FastifyRequest, reply: FastifyReply, sessions: KeepSessions): ResultAsync<SessionTicket | undefined, InfrastructureError> {
  return sessions.rotate(sessionTokenOf(request)).map((ticket) => {
    if (ticket === undefined) clearSessionCookie(request, reply);
    else setSessionCookie(request, reply, ticket);
    return ticket;
  });
}

/** Signs this browser out: its session ends and its cookie is cleared (a request without one only clears). */
export function clearSession(request: FastifyRequest, reply: FastifyReply, sessions: KeepSessions): ResultAsync<void, InfrastructureError> {
  const token = sessionTokenOf(request);
  return (token === undefined ? okAsync(undefined) : sessions.end(token)).map(() => clearSessionCookie(request, reply));
}
