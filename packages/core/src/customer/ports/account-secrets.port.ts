import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../shared/errors.js';

export const AccountSecrets = Symbol.for('storefront.AccountSecrets');

/** Which hash parameters a store uses, for the record (the benchmark prints them beside sign-in's time). */
export type PasswordHashParameters = Readonly<Record<string, number | string>>;

/**
 * The cryptography of accounts, which the core does not do itself: slow password hashes and
 * one-time tokens. Passwords are never stored, only their hash; tokens only their digest.
 */
export interface AccountSecrets {
  /** A slow hash of the password with a fresh salt, in a format that carries its parameters. */
  hashPassword(password: string): ResultAsync<string, InfrastructureError>;
  /**
   * Whether the password matches a stored hash, in constant time. Without a stored hash (an
   * unknown email) it checks against a decoy of the same cost and answers `false`, so the answer
   * takes as long as for a real account.
   */
  verifyPassword(password: string, stored: string | undefined): ResultAsync<boolean, InfrastructureError>;
  /** 32 random bytes, base64url: the secret part of a one-time link. */
  randomToken(): string;
  /** The token's digest as stored (SHA-256, hex). */
  digest(token: string): string;
  /** Whether two digests are equal, in constant time. */
  sameDigest(a: string, b: string): boolean;
  /** The hash parameters new passwords get. */
  parameters(): PasswordHashParameters;
}
