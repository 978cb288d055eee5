import { okAsync, type ResultAsync } from 'neverthrow';
import { issueToken, RESET_TOKEN_MINUTES } from '../../domain/one-time-token.js';
import { accountLinks } from '../../domain/account-links.js';
import { mail, normaliseEmail, type AccountDeps } from '../account/account-deps.js';
import type { EmailRequest, EmailRequestError } from '../resend-verification/resend-verification.use-case.js';
import type { Accepted } from '../sign-up/sign-up.use-case.js';

/**
 * Sends a password-reset link valid for 30 minutes (its digest and expiry in attribute 11; a new
 * request replaces the old link). An unknown email gets nothing, with the same answer and a token
 * made all the same.
 */
export class RequestPasswordReset {
  constructor(private readonly deps: AccountDeps) {}

  execute(input: EmailRequest): ResultAsync<Accepted, EmailRequestError> {
    const email = normaliseEmail(input.email);
    return this.deps.limits
      .attempt(input.region, 'password-reset', { client: input.client, target: email })
      .andThen(() => this.deps.store.findByEmail(input.region, email))
      .andThen((account) => {
        const expiresAt = new Date(this.deps.clock.now().getTime() + RESET_TOKEN_MINUTES * 60_000);
        if (account === undefined) {
          issueToken(this.deps.secrets, 1, expiresAt);
          return okAsync<Accepted, EmailRequestError>({ accepted: true });
        }
        return this.deps.store
          .change(input.region, account.id, (current) => {
            const issued = issueToken(this.deps.secrets, current.id, expiresAt);
            const link = accountLinks(input.origin).resetPassword({ language: input.language, region: input.region }, issued.token);
            return okAsync({
              attributes: { resetPasswordToken: issued.stored },
              outbox: [mail(input.region, input.language, current.profile.email, 'reset-password', { firstName: current.profile.firstName, link, expiresInMinutes: RESET_TOKEN_MINUTES })],
            });
          })
          .map((): Accepted => ({ accepted: true }));
      });
  }
}
