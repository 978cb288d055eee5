/**
 * Session tokens (decision 1001): 32 bytes from the platform's cryptographic generator
 * (`globalThis.crypto`, Web Crypto, in Node 20 and every browser), in unpadded base64url; at rest
 * only their SHA-256. The core imports no Node built-in, so it reaches Web Crypto through the global.
 */

interface WebCrypto {
  getRandomValues<T extends Uint8Array>(array: T): T;
  readonly subtle: { digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer> };
}

const webCrypto = (): WebCrypto => (globalThis as unknown as { crypto: WebCrypto }).crypto;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A token as `newSessionToken` writes it: 43 base64url characters, the last one carrying 4 bits (its 2 low bits zero). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/** Bytes in unpadded base64url. */
function base64url(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[index], bytes[index + 1], bytes[index + 2]];
    const chunk = (a << 16) | (b << 8) | c;
    const characters = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6));
    for (let position = 0; position < characters; position += 1) text += BASE64URL[(chunk >> (18 - 6 * position)) & 63];
  }
  return text;
}

/** A new session token: 256 bits of randomness. */
export function newSessionToken(): string {
  return base64url(webCrypto().getRandomValues(new Uint8Array(32)));
}

/**
 * Whether a value can be a token this server made, checked before any lookup: a cookie of another
 * shape (empty, too long, another alphabet) is no session and costs no read of the store.
 */
export function isWellFormedSessionToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** The token's SHA-256 in lower-case hex: the session's id at rest. */
export async function sessionIdHash(token: string): Promise<string> {
  // The token is base64url, one byte per character.
  const bytes = Uint8Array.from(token, (character) => character.charCodeAt(0));
  const digest = new Uint8Array(await webCrypto().subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
