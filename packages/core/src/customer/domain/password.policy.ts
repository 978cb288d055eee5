import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { PasswordPolicyError } from '../errors.js';
import type { BreachedPasswords } from '../ports/breached-passwords.port.js';

/** A password's length bounds, counted in characters (code points), not bytes: 8 to 128 (ASVS 2.1). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Whether a password's length is out of the bounds, counted as the policy counts it (code points
 * of its NFKC form), so a form's early check and the store's own never disagree.
 */
export function passwordLengthIssue(password: string): 'too-short' | 'too-long' | undefined {
  const length = Array.from(password.normalize('NFKC')).length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  return length > PASSWORD_MAX_LENGTH ? 'too-long' : undefined;
}

/**
 * Whether a password is one repeated run anyone would try first (NIST SP 800-63B 5.1.1.2:
 * "repetitive or sequential characters"): at most two different characters (`aaaaaaaa`,
 * `abababab`), or one straight run up or down (`12345678`, `abcdefgh`, `87654321`).
 */
export function passwordGuessable(password: string): boolean {
  const points = Array.from(password.normalize('NFKC').toLowerCase()).map((character) => character.codePointAt(0) ?? 0);
  if (new Set(points).size <= 2) return true;
  const step = (points[1] ?? 0) - (points[0] ?? 0);
  return Math.abs(step) === 1 && points.every((point, index) => index === 0 || point - (points[index - 1] ?? 0) === step);
}

/** Which new passwords the store takes. A strategy, so a merchant may ask for more. */
export interface PasswordPolicy {
  /** Accepts a new password, or says why not. */
  check(password: string): ResultAsync<void, PasswordPolicyError>;
}

/**
 * 8 to 128 characters, anything allowed (spaces and any script: no composition rules, ASVS 2.1.7),
 * not one repeated or straight run (`passwordGuessable`), and not one of the most common breached
 * passwords (decision 1011).
 */
export class DefaultPasswordPolicy implements PasswordPolicy {
  constructor(private readonly breached: BreachedPasswords) {}

  check(password: string): ResultAsync<void, PasswordPolicyError> {
    const issue = passwordLengthIssue(password);
    if (issue === 'too-short') return errAsync({ code: 'PASSWORD_TOO_SHORT', params: { min: PASSWORD_MIN_LENGTH } });
    if (issue === 'too-long') return errAsync({ code: 'PASSWORD_TOO_LONG', params: { max: PASSWORD_MAX_LENGTH } });
    if (passwordGuessable(password)) return errAsync({ code: 'PASSWORD_GUESSABLE', params: {} });
    return this.breached
      .includes(password)
      .andThen((found) => (found ? errAsync<void, PasswordPolicyError>({ code: 'PASSWORD_BREACHED', params: {} }) : okAsync<void, PasswordPolicyError>(undefined)));
  }
}
