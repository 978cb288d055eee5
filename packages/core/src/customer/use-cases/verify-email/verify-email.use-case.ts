import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { DEFAULT_LOCALE, type Language, type Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import { checkToken, tokenCustomerId } from '../../domain/one-time-token.js';
import { tokenInvalid, type OneTimeTokenError } from '../../errors.js';
import type { AccountChange } from '../../ports/customer-store.port.js';
import { mail, type AccountDeps } from '../account/account-deps.js';
import type { Accepted } from '../sign-up/sign-up.use-case.js';

export type VerifyEmailError = OneTimeTokenError | InfrastructureError;

/**
 * Follows a verification link: the token must match the one kept in attribute 17 and be in its
 * lifetime, and it works once (the token is blanked). A new account's email is then verified (15
 * and 16 agree, so sign-in lets the customer in). An email change's link (decision 1410) makes the
 * move: the pending address (18) becomes the account's, the old one is told (`email-changed`, in
 * `language`, the link's page's) and every session ends. A pending address that another account
 * took meanwhile is dropped, and the link answers `TOKEN_INVALID`, as a used one.
 */
export class VerifyEmail {
  constructor(private readonly deps: AccountDeps) {}

  execute(region: Region, token: string, language: Language = DEFAULT_LOCALE.language): ResultAsync<Accepted, VerifyEmailError> {
    const customerId = tokenCustomerId(token);
    if (customerId === undefined) return errAsync(tokenInvalid());
    return this.deps.store
      .read(region, customerId)
      .andThen((before) => {
        const pending = before.attributes.pendingEmail;
        if (pending === undefined) return okAsync({ pending, taken: false });
        return this.deps.store.findByEmail(region, pending).map((owner) => ({ pending, taken: owner !== undefined && owner.id !== customerId }));
      })
      .andThen(({ pending, taken }) =>
        this.deps.store
          .change<OneTimeTokenError>(region, customerId, (account) =>
            checkToken(this.deps.secrets, token, account.attributes.verificationEmailToken, this.deps.clock.now()).asyncAndThen((): ResultAsync<AccountChange, OneTimeTokenError> => {
              if (pending === undefined || account.attributes.pendingEmail !== pending) return okAsync({ attributes: { emailVerified: true, verificationEmailSent: true, verificationEmailToken: null } });
              if (taken) return okAsync({ attributes: { pendingEmail: null, verificationEmailToken: null } });
              return okAsync({
                profile: { email: pending },
                attributes: { pendingEmail: null, emailVerified: true, verificationEmailSent: true, verificationEmailToken: null },
                outbox: [mail(region, language, account.profile.email, 'email-changed', { firstName: account.profile.firstName, newEmail: pending })],
              });
            }),
          )
          .andThen((): ResultAsync<Accepted, VerifyEmailError> => {
            if (pending === undefined) return okAsync({ accepted: true });
            if (taken) return errAsync(tokenInvalid());
            return this.deps.sessions.endAll(region, customerId).map((): Accepted => ({ accepted: true }));
          }),
      )
      .orElse((error) => (error.code === 'NOT_FOUND' ? errAsync(tokenInvalid()) : errAsync(error)));
  }
}
