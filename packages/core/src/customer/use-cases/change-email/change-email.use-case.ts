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

/** How the change went: asked (the link is on its way to the new address), or the address has an account already (told by email, not here). */
export interface EmailChanged {
  readonly account: AccountState;
  readonly changed: boolean;
}

export type ChangeEmailError = CurrentPasswordError | RateLimitedError | InfrastructureError;

/**
 * Asks to move a signed-in customer to a new email, with the password as proof. Nothing changes
 * until the new address proves itself (decision 1410): it is kept as the pending email (18) with a
 * link to it (17), and the customer signs in with the old one meanwhile, so a mistyped address
 * locks nobody out; `VerifyEmail` makes the move. Asking again replaces the pending address and its
 * link. An address that has an account of the region already is not taken: its owner gets the
 * `account-exists` email and the answer says nothing more than "not changed".
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
              return okAsync({
                attributes: { pendingEmail: newEmail, verificationEmailToken: issued.stored },
                outbox: [
                  mail(input.region, input.language, newEmail, 'verify-email', {
                    firstName: current.profile.firstName,
                    link: accountLinks(input.origin).verifyEmail(locale, issued.token),
                    expiresInHours: this.deps.verificationHours,
                  }),
                ],
              });
            })
            .map((changed): EmailChanged => ({ account: changed, changed: true }));
        });
      });
  }
}
