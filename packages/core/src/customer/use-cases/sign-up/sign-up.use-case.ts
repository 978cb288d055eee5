import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { CUSTOMER_UPDATE_TOPIC } from '../../../events/domain/cart-update-event.js';
import type { Language, Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError, RateLimitedError } from '../../../shared/errors.js';
import { issueToken } from '../../domain/one-time-token.js';
import { parsePhoneNumber } from '../../domain/phone-number.js';
import { customerDayIssue } from '../../domain/customer-day.js';
import type { CustomerDayError, PasswordPolicyError, PhoneNumberError } from '../../errors.js';
import type { NewAccount } from '../../ports/customer-store.port.js';
import { accountLinks } from '../../domain/account-links.js';
import { mail, normaliseEmail, type AccountDeps } from '../account/account-deps.js';

export interface SignUpInput {
  readonly region: Region;
  readonly language: Language;
  readonly title?: string | undefined;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** As typed; the region's rule reads it. */
  readonly phone: string;
  readonly password: string;
  readonly newsletter: boolean;
  readonly dateOfBirth?: string | undefined;
  readonly anniversaryDate?: string | undefined;
  /** The client's address, for the rate limit. */
  readonly client?: string | undefined;
  /** The store's origin the email's links point to (`https://www.example.com`). */
  readonly origin: string;
}

export type SignUpError = PhoneNumberError | CustomerDayError | PasswordPolicyError | RateLimitedError | InfrastructureError;

/** The same answer whether or not the email had an account. */
export interface Accepted {
  readonly accepted: true;
}

const ACCEPTED: Accepted = { accepted: true };

/**
 * Makes an account whose email is not verified yet, and writes the verification email with it
 * (attribute 16 sent, 15 not verified, 17 the link's digest and expiry). An email that has an
 * account already gets the `account-exists` email instead, and the same answer after the same
 * work (a password hash included): sign-up tells no one which emails have accounts.
 */
export class SignUp {
  constructor(private readonly deps: AccountDeps) {}

  execute(input: SignUpInput): ResultAsync<Accepted, SignUpError> {
    const email = normaliseEmail(input.email);
    const phone = parsePhoneNumber(input.phone, input.region);
    if (phone.isErr()) return errAsync(phone.error);
    const day = customerDayIssue(input, this.deps.clock.now());
    if (day !== undefined) return errAsync(day);
    return this.deps.limits
      .attempt(input.region, 'sign-up', { client: input.client, target: email })
      .andThen(() => this.deps.passwords.check(input.password))
      .andThen(() => this.deps.store.findByEmail(input.region, email))
      .andThen((existing) =>
        this.deps.secrets.hashPassword(input.password).andThen((passwordHash) => {
          if (existing !== undefined) return this.notifyExisting(input, existing.profile.email, existing.profile.firstName);
          return this.deps.store
            .create(input.region, this.newAccount(input, email, phone.value.e164, passwordHash))
            .map(() => ACCEPTED)
            .orElse((error) => (error.code === 'CONFLICT' ? this.notifyExisting(input, email, input.firstName) : errAsync(error)));
        }),
      );
  }

  private newAccount(input: SignUpInput, email: string, phone: string, passwordHash: string): NewAccount {
    const { region, language } = input;
    const expiresAt = new Date(this.deps.clock.now().getTime() + this.deps.verificationHours * 3_600_000);
    return {
      profile: { email, firstName: input.firstName.trim(), lastName: input.lastName.trim(), phone },
      passwordHash,
      attributes: {
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.dateOfBirth === undefined ? {} : { dateOfBirth: input.dateOfBirth }),
        ...(input.anniversaryDate === undefined ? {} : { anniversaryDate: input.anniversaryDate }),
        newsletterSubscribed: input.newsletter,
        emailVerified: false,
        verificationEmailSent: true,
      },
      outbox: (customerId) => {
        const issued = issueToken(this.deps.secrets, customerId, expiresAt);
        const link = accountLinks(input.origin).verifyEmail({ language, region }, issued.token);
        return {
          attributes: { verificationEmailToken: issued.stored },
          entries: [
            mail(region, language, email, 'verify-email', { firstName: input.firstName.trim(), link, expiresInHours: this.deps.verificationHours }),
            ...(input.newsletter
              ? [{ topic: CUSTOMER_UPDATE_TOPIC, payload: { name: 'customer_update' as const, identity: { email }, region, properties: { newsletterSubscribed: true, signedUp: true } } }]
              : []),
          ],
        };
      },
    };
  }

  private notifyExisting(input: SignUpInput, email: string, firstName: string): ResultAsync<Accepted, InfrastructureError> {
    const locale = { language: input.language, region: input.region };
    const entry = mail(input.region, input.language, email, 'account-exists', {
      firstName,
      signInLink: accountLinks(input.origin).signIn(locale),
      resetLink: accountLinks(input.origin).forgotPassword(locale),
    });
    return this.deps.store.notify([entry]).andThen(() => okAsync(ACCEPTED));
  }
}
