import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Language, Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError, RateLimitedError } from '../../../shared/errors.js';
import { currentPasswordIncorrect, type CurrentPasswordError, type PasswordPolicyError, type PasswordUnchangedError } from '../../errors.js';
import type { AccountState } from '../../ports/customer-store.port.js';
import { mail, type AccountDeps } from '../account/account-deps.js';

export interface ChangePasswordInput {
  readonly region: Region;
  readonly customerId: number;
  readonly language: Language;
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly client?: string | undefined;
}

export type ChangePasswordError = CurrentPasswordError | PasswordPolicyError | PasswordUnchangedError | RateLimitedError | InfrastructureError;

/**
 * Changes the password of a signed-in customer, who must give the current one (counted as a
 * sign-in attempt, so a left-open session is no way to guess it); the new one must differ from it
 * (`PASSWORD_UNCHANGED`). The `password-changed` email is
 * written with the change and every session of the account ends; the driver then starts a new one
 * for this browser (the session id changes).
 */
export class ChangePassword {
  constructor(private readonly deps: AccountDeps) {}

  execute(input: ChangePasswordInput): ResultAsync<AccountState, ChangePasswordError> {
    return this.deps.store
      .read(input.region, input.customerId)
      .andThen((account) => this.deps.limits.attempt(input.region, 'sign-in', { client: input.client, target: account.profile.email }).map(() => account))
      .andThen((account) =>
        this.deps.secrets
          .verifyPassword(input.currentPassword, account.passwordHash)
          .andThen((matches) => (matches ? okAsync(account) : errAsync(currentPasswordIncorrect()))),
      )
      .andThen(() =>
        input.newPassword.normalize('NFKC') === input.currentPassword.normalize('NFKC')
          ? errAsync<void, ChangePasswordError>({ code: 'PASSWORD_UNCHANGED', params: {} })
          : this.deps.passwords.check(input.newPassword),
      )
      .andThen(() => this.deps.secrets.hashPassword(input.newPassword))
      .andThen((passwordHash) =>
        this.deps.store.change(input.region, input.customerId, (account) =>
          okAsync({
            passwordHash,
            attributes: { resetPasswordToken: null },
            outbox: [mail(input.region, input.language, account.profile.email, 'password-changed', { firstName: account.profile.firstName })],
          }),
        ),
      )
      .andThen((account) => this.deps.sessions.endAll(input.region, account.id).map(() => account));
  }
}
