import { okAsync, type ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../shared/errors.js';
import type { AccountSecrets, PasswordHashParameters } from '../ports/account-secrets.port.js';

/**
 * Reversible stand-ins for the slow hash and the digest, for the use cases' specs, which count
 * the hashes made and checked: an unknown email must cost the same work as a known one.
 */
export class FakeAccountSecrets implements AccountSecrets {
  hashes = 0;
  verifications = 0;
  private counter = 0;

  hashPassword(password: string): ResultAsync<string, InfrastructureError> {
    this.hashes += 1;
    return okAsync(`hashed:${password}`);
  }

  verifyPassword(password: string, stored: string | undefined): ResultAsync<boolean, InfrastructureError> {
    this.verifications += 1;
    return okAsync(stored === `hashed:${password}`);
  }

  randomToken(): string {
    this.counter += 1;
    return String(this.counter).padStart(43, 'A');
  }

  digest(token: string): string {
    let hex = '';
    for (const char of token) hex += (char.codePointAt(0) ?? 0).toString(16).padStart(2, '0');
    return hex.slice(-64).padStart(64, '0');
  }

  sameDigest(a: string, b: string): boolean {
    return a === b;
  }

  parameters(): PasswordHashParameters {
    return { algorithm: 'fake' };
  }
}
