import { okAsync, type ResultAsync } from 'neverthrow';
import type { Language, Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError, RateLimitedError } from '../../../shared/errors.js';
import { issueToken } from '../../domain/one-time-token.js';
import type { AccountState } from '../../ports/customer-store.port.js';
import { accountLinks } from '../../domain/account-links.js';
import { mail, normaliseEmail, type AccountDeps } from '../account/account-deps.js';
import type { Accepted } from '../sign-up/sign-up.use-case.js';

export interface EmailRequest {
  readonly region: Region;
  readonly language: Language;
  readonly email: string;
  /** The client's address, for the rate limit. */
  readonly client?: string | undefined;
  /** The store's origin the email's links point to. */
  readonly origin: string;
}

export type EmailRequestError = RateLimitedError | InfrastructureError;

/**
 * Sends a new verification link to an account whose email is not verified; the new link replaces
 * the old one (attribute 17). Any other email (unknown, or verified already) gets nothing, with
 * the same answer and a token made all the same.
 */
export class ResendVerification {
  constructor(private readonly deps: AccountDeps) {}

  execute(input: EmailRequest): ResultAsync<Accepted, EmailRequestError> {
    const email = normaliseEmail(input.email);
    return this.deps.limits
      .attempt(input.region, 'verification-email', { client: input.client, target: email })
      .andThen(() => this.deps.store.findByEmail(input.region, email))
      .andThen((account) => {
        const expiresAt = new Date(this.deps.clock.now().getTime() + this.deps.verificationHours * 3_600_000);
        if (account === undefined || account.attributes.emailVerified === true) {
          issueToken(this.deps.secrets, 1, expiresAt);
          return okAsync<Accepted, EmailRequestError>({ accepted: true });
        }
        return this.deps.store.change(input.region, account.id, (current: AccountState) => {
          const issued = issueToken(this.deps.secrets, current.id, expiresAt);
          const link = accountLinks(input.origin).verifyEmail({ language: input.language, region: input.region }, issued.token);
          return okAsync({
            attributes: { verificationEmailSent: true, emailVerified: false, verificationEmailToken: issued.stored },
            outbox: [mail(input.region, input.language, current.profile.email, 'verify-email', { firstName: current.profile.firstName, link, expiresInHours: this.deps.verificationHours })],
          });
        }).map((): Accepted => ({ accepted: true }));
      });
  }
}
