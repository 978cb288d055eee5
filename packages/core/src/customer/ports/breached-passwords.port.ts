import type { ResultAsync } from 'neverthrow';

export const BreachedPasswords = Symbol.for('storefront.BreachedPasswords');

/** The most common passwords of known breaches, which the password policy refuses. */
export interface BreachedPasswords {
  /** Whether the password (compared without regard to letter case) is on the list. Never fails: a list that cannot be read refuses nothing. */
  includes(password: string): ResultAsync<boolean, never>;
}
