import { err, ok, type Result } from 'neverthrow';
import { tokenExpired, tokenInvalid, type OneTimeTokenError } from '../errors.js';
import type { AccountSecrets } from '../ports/account-secrets.port.js';

/** A reset link lives 30 minutes (ASVS 2.5). */
export const RESET_TOKEN_MINUTES = 30;
/** The default lifetime of a verification link; configurable (`VERIFICATION_LINK_HOURS`). */
export const DEFAULT_VERIFICATION_TOKEN_HOURS = 24;

/** A token just made: what the link carries, and what the account keeps (attribute 17 or 11). */
export interface IssuedToken {
  /** `<customer id>.<32 random bytes, base64url>`: the id finds the account, the rest proves the link. */
  readonly token: string;
  /** `<SHA-256 of the token, hex>:<expiry, ms since the epoch>`: never the token itself. */
  readonly stored: string;
}

/** Makes a one-time token for a customer, valid until `expiresAt`. */
export function issueToken(secrets: AccountSecrets, customerId: number, expiresAt: Date): IssuedToken {
  const token = `${customerId}.${secrets.randomToken()}`;
  return { token, stored: `${secrets.digest(token)}:${expiresAt.getTime()}` };
}

/** The customer a token names, or none for anything that is not a token's shape. */
export function tokenCustomerId(token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token.trim());
  if (!match) return undefined;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : undefined;
}

/**
 * Checks a token against what the account keeps: the digest must match (in constant time) and
 * the expiry be ahead. A used token was blanked, so it no longer matches anything: `TOKEN_INVALID`.
 */
export function checkToken(secrets: AccountSecrets, token: string, stored: string | undefined, now: Date): Result<void, OneTimeTokenError> {
  const match = stored === undefined ? null : /^([0-9a-f]{64}):(\d{1,15})$/.exec(stored);
  if (!match) {
    secrets.sameDigest(secrets.digest(token), secrets.digest(''));
    return err(tokenInvalid());
  }
  if (!secrets.sameDigest(secrets.digest(token.trim()), match[1]!)) return err(tokenInvalid());
  return Number(match[2]) > now.getTime() ? ok(undefined) : err(tokenExpired());
}
