import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ResultAsync } from 'neverthrow';
import type { AccountSecrets, PasswordHashParameters } from '@storefront/core/customer';
import { unavailable, type InfrastructureError } from '@storefront/core/shared';
import { decoyHash, hashPassword, SCRYPT_PARAMETERS, verifyPassword } from './password-hash.js';

/** The account's cryptography with Node's: scrypt in the stored format (decision 0400), SHA-256 digests. */
export class NodeAccountSecrets implements AccountSecrets {
  constructor() {
    // Made now, so not even the first unknown email pays for making the decoy.
    decoyHash().catch(() => undefined);
  }

  hashPassword(password: string): ResultAsync<string, InfrastructureError> {
    return ResultAsync.fromPromise(hashPassword(password), (cause) => unavailable('password-hash', cause));
  }

  verifyPassword(password: string, stored: string | undefined): ResultAsync<boolean, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        const matches = await verifyPassword(password, stored ?? (await decoyHash()));
        return stored !== undefined && matches;
      })(),
      (cause) => unavailable('password-hash', cause),
    );
  }

  randomToken(): string {
    return randomBytes(32).toString('base64url');
  }

  digest(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }

  sameDigest(a: string, b: string): boolean {
    const [left, right] = [Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')];
    return left.length === right.length && timingSafeEqual(left, right);
  }

  parameters(): PasswordHashParameters {
    return { algorithm: 'scrypt', ...SCRYPT_PARAMETERS, keyBytes: 64 };
  }
}
