import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The httpOnly cookie that binds guest carts to the browser that made them. */
export const CART_TOKEN_COOKIE = 'cart_token';

/** One year, as the spec keeps cart-related cookies. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** 256 random bits, then a 128-bit HMAC of them under the server's key, each in unpadded base64url. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/;

/**
 * Guest cart tokens, which only the server makes (decision 0918): 256 random bits from the
 * operating system's generator, signed with a key of the server, so a token the server never
 * issued (a guessed, planted or altered value) is recognised without a lookup and never adopted.
 * The signature is compared in constant time, in its one canonical spelling.
 */
export class CartTokens {
  private key: Buffer | undefined;

  /** `secret` is read on first use, so a process that never sees a cart never creates one. */
  constructor(private readonly secret: () => Buffer) {}

  /** A new token for a browser that has none (or none of ours). */
  issue(): string {
    const nonce = randomBytes(32).toString('base64url');
    return `${nonce}.${this.sign(nonce)}`;
  }

  /** The value when this server issued it, else undefined. */
  verify(value: string | undefined): string | undefined {
    const match = value === undefined ? null : TOKEN_PATTERN.exec(value);
    if (match === null) return undefined;
    const [, nonce = '', signature = ''] = match;
    // The pattern fixes both lengths; comparing the spellings refuses another encoding of the same bits.
    return timingSafeEqual(Buffer.from(signature, 'ascii'), Buffer.from(this.sign(nonce), 'ascii')) ? value : undefined;
  }

  private sign(nonce: string): string {
    if (this.key === undefined) {
      const key = this.secret();
      if (key.length < 32) throw new RangeError('The cart-token secret must hold at least 32 bytes');
      this.key = key;
    }
    return createHmac('sha256', this.key).update(`cart-token:${nonce}`).digest().subarray(0, 16).toString('base64url');
  }
}

/** The browser's cart token, when it sent one this server issued. */
export function cartTokenOf(request: FastifyRequest, tokens: CartTokens): string | undefined {
  return tokens.verify(request.cookies[CART_TOKEN_COOKIE]);
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
