import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The httpOnly cookie that binds guest carts to the browser that made them. */
export const CART_TOKEN_COOKIE = 'cart_token';

/** One year, as the spec keeps cart-related cookies. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** 256 random bits, URL-safe: the only secret a guest holds for their carts. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The browser's cart token, when it sent a well-formed one. */
export function cartTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[CART_TOKEN_COOKIE];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
}

/**
 * A stable, anonymous id of the browser for the marketing platform: derived from the token by a
 * one-way hash, so the event carries no secret that could open the cart.
 */
export function cookieIdOf(token: string): string {
  return createHash('sha256').update(`marketing-cookie-id:${token}`).digest('base64url').slice(0, 32);
}

/** Sets (or renews for another year) the cart token cookie: httpOnly, SameSite=Lax, the whole site. */
export function setCartToken(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CART_TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    // Over HTTPS by the store's own origin, not a header the caller could leave out.
    secure: request.storeOrigin?.startsWith('https:') ?? false,
  });
}
