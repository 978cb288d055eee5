import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Language, Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import { checkToken, tokenCustomerId } from '../../domain/one-time-token.js';
import { tokenInvalid, type OneTimeTokenError, type PasswordPolicyError } from '../../errors.js';
import { mail, type AccountDeps } from '../account/account-deps.js';
import type { Accepted } from '../sign-up/sign-up.use-case.js';

export interface ResetPasswordInput {
  readonly region: Region;
  readonly language: Language;
  readonly token: string;
  readonly password: string;
}

export type ResetPasswordError = OneTimeTokenError | PasswordPolicyError | InfrastructureError;

/**
 * Sets a new password from a reset link: the token must match attribute 11 and be within its 30
 * minutes, the password must pass the policy. The link is used up, the email counts as verified
 * (the link reached its inbox), the `password-changed` email is written, and every session of the
 * account ends: whoever knew the old password is signed out everywhere.
 */
export class ResetPassword {
  constructor(private readonly deps: AccountDeps) {}

  execute(input: ResetPasswordInput): ResultAsync<Accepted, ResetPasswordError> {
    const customerId = tokenCustomerId(input.token);
    if (customerId === undefined) return errAsync(tokenInvalid());
    return this.deps.passwords
      .check(input.password)
      .andThen(() => this.deps.secrets.hashPassword(input.password))
      .andThen((passwordHash) =>
        this.deps.store.change<OneTimeTokenError>(input.region, customerId, (account) =>
          checkToken(this.deps.secrets, input.token, account.attributes.resetPasswordToken, this.deps.clock.now()).asyncAndThen(() =>
            okAsync({
              passwordHash,
              attributes: { resetPasswordToken: null, emailVerified: true, verificationEmailSent: true, verificationEmailToken: null },
              outbox: [mail(input.region, input.language, account.profile.email, 'password-changed', { firstName: account.profile.firstName })],
            }),
          ),
        ),
      )
      .orElse((error) => (error.code === 'NOT_FOUND' ? errAsync(tokenInvalid()) : errAsync(error)))
      .andThen((account) => this.deps.sessions.endAll(input.region, account.id))
      .map((): Accepted => ({ accepted: true }));
  }

  /**
   * Whether a reset link still works, without using it up: the page says a used, replaced or
   * expired link is no more before the shopper types a new password twice for nothing.
   */
  check(region: Region, token: string): ResultAsync<void, OneTimeTokenError | InfrastructureError> {
    const customerId = tokenCustomerId(token);
    if (customerId === undefined) return errAsync(tokenInvalid());
    return this.deps.store
      .read(region, customerId)
      .mapErr((error): OneTimeTokenError | InfrastructureError => (error.code === 'NOT_FOUND' ? tokenInvalid() : error))
      .andThen((account) => checkToken(this.deps.secrets, token, account.attributes.resetPasswordToken, this.deps.clock.now()));
  }
}
