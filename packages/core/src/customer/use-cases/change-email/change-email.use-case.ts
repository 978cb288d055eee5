import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Language, Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError, RateLimitedError } from '../../../shared/errors.js';
import { issueToken } from '../../domain/one-time-token.js';
import { currentPasswordIncorrect, type CurrentPasswordError } from '../../errors.js';
import type { AccountState } from '../../ports/customer-store.port.js';
import { accountLinks } from '../../domain/account-links.js';
import { mail, normaliseEmail, type AccountDeps } from '../account/account-deps.js';

export interface ChangeEmailInput {
  readonly region: Region;
  readonly customerId: number;
  readonly language: Language;
  readonly password: string;
  readonly newEmail: string;
  readonly client?: string | undefined;
  /** The store's origin the email's links point to. */
  readonly origin: string;
}

/** How the change went: changed (to verify), or the address has an account already (told by email, not here). */
export interface EmailChanged {
  readonly account: AccountState;
  readonly changed: boolean;
}

export type ChangeEmailError = CurrentPasswordError | RateLimitedError | InfrastructureError;

/**
 * Moves a signed-in customer to a new email, with the password as proof. The new address must be
 * verified again (15 false, 16 sent, 17 a new link to it), the old one is told (`email-changed`),
 * and every session ends (the driver starts a new one here). An address that has an account of
 * the region already is not taken: its owner gets the `account-exists` email and the answer says
 * nothing more than "not changed", which the customer's own account already shows.
 */
export class ChangeEmail {
  constructor(private readonly deps: AccountDeps) {}

  execute(input: ChangeEmailInput): ResultAsync<EmailChanged, ChangeEmailError> {
    const newEmail = normaliseEmail(input.newEmail);
    const locale = { language: input.language, region: input.region };
    return this.deps.store
      .read(input.region, input.customerId)
      .andThen((account) => this.deps.limits.attempt(input.region, 'sign-in', { client: input.client, target: account.profile.email }).map(() => account))
      .andThen((account) =>
        this.deps.secrets.verifyPassword(input.password, account.passwordHash).andThen((matches) => (matches ? okAsync(account) : errAsync(currentPasswordIncorrect()))),
      )
      .andThen((account) => {
        if (normaliseEmail(account.profile.email) === newEmail) return okAsync<EmailChanged, ChangeEmailError>({ account, changed: false });
        return this.deps.store.findByEmail(input.region, newEmail).andThen((owner) => {
          if (owner !== undefined) {
            const notice = mail(input.region, input.language, owner.profile.email, 'account-exists', {
              firstName: owner.profile.firstName,
              signInLink: accountLinks(input.origin).signIn(locale),
              resetLink: accountLinks(input.origin).forgotPassword(locale),
            });
            return this.deps.store.notify([notice]).map((): EmailChanged => ({ account, changed: false }));
          }
          const expiresAt = new Date(this.deps.clock.now().getTime() + this.deps.verificationHours * 3_600_000);
          return this.deps.store
            .change(input.region, input.customerId, (current) => {
              const issued = issueToken(this.deps.secrets, current.id, expiresAt);
              const firstName = current.profile.firstName;
              return okAsync({
                profile: { email: newEmail },
                attributes: { emailVerified: false, verificationEmailSent: true, verificationEmailToken: issued.stored },
                outbox: [
                  mail(input.region, input.language, newEmail, 'verify-email', { firstName, link: accountLinks(input.origin).verifyEmail(locale, issued.token), expiresInHours: this.deps.verificationHours }),
                  mail(input.region, input.language, current.profile.email, 'email-changed', { firstName, newEmail }),
                ],
              });
            })
            .andThen((changed) => this.deps.sessions.endAll(input.region, changed.id).map((): EmailChanged => ({ account: changed, changed: true })));
        });
      });
  }
}
