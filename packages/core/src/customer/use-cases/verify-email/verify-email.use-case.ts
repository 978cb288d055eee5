import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import { checkToken, tokenCustomerId } from '../../domain/one-time-token.js';
import { tokenInvalid, type OneTimeTokenError } from '../../errors.js';
import type { AccountDeps } from '../account/account-deps.js';
import type { Accepted } from '../sign-up/sign-up.use-case.js';

export type VerifyEmailError = OneTimeTokenError | InfrastructureError;

/**
 * Follows a verification link: the token must match the one kept in attribute 17 and be in its
 * lifetime. The email is then verified (15 and 16 agree, so sign-in lets the customer in) and the
 * token blanked, so the link works once.
 */
export class VerifyEmail {
  constructor(private readonly deps: AccountDeps) {}

  execute(region: Region, token: string): ResultAsync<Accepted, VerifyEmailError> {
    const customerId = tokenCustomerId(token);
    if (customerId === undefined) return errAsync(tokenInvalid());
    return this.deps.store
      .change<OneTimeTokenError>(region, customerId, (account) =>
        checkToken(this.deps.secrets, token, account.attributes.verificationEmailToken, this.deps.clock.now()).asyncAndThen(() =>
          okAsync({ attributes: { emailVerified: true, verificationEmailSent: true, verificationEmailToken: null } }),
        ),
      )
      .map((): Accepted => ({ accepted: true }))
      .orElse((error) => (error.code === 'NOT_FOUND' ? errAsync(tokenInvalid()) : errAsync(error)));
  }
}
