import type { Region } from '../../locale/domain/locale.js';

export const ReturnGrantSigner = Symbol.for('storefront.ReturnGrantSigner');

/** What a guest's return grant names. */
export interface ReturnGrantClaims {
  readonly region: Region;
  readonly orderReference: string;
  readonly expiresAt: Date;
}

/**
 * Signs guests' return grants (decision 1312), whose cryptography and secret the core does not
 * hold. The core decides what a grant names and how long it lives, and checks both on reading.
 */
export interface ReturnGrantSigner {
  /** A token carrying the claims, signed. */
  sign(claims: ReturnGrantClaims): string;
  /** The claims of a token this signer signed, or `undefined` for anything else (forged, altered, unreadable). */
  read(grant: string): ReturnGrantClaims | undefined;
}
