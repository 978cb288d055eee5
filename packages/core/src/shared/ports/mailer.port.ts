import type { ResultAsync } from 'neverthrow';
import type { Locale } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../errors.js';

export const MailerPort = Symbol.for('storefront.MailerPort');

/**
 * The emails the storefront sends; the adapter renders each in the locale's language. The account
 * emails' params: `verify-email` {firstName, link, expiresInHours}; `reset-password` {firstName,
 * link, expiresInMinutes}; `account-exists` {firstName, signInLink, resetLink} (someone signed up
 * with an email that already has an account); `email-changed` {firstName, newEmail} (to the old
 * address); `password-changed` {firstName}.
 */
export type MailTemplate =
  | 'verify-email'
  | 'reset-password'
  | 'account-exists'
  | 'email-changed'
  | 'password-changed'
  | 'order-confirmation'
  | 'return-confirmation'
  | 'newsletter-welcome';

export interface MailMessage {
  /** The region's store the email speaks for, and the language it is written in. */
  readonly locale: Locale;
  readonly to: string;
  readonly template: MailTemplate;
  /** Values the template fills in: names, links, order numbers. Never pre-written sentences. */
  readonly params: Readonly<Record<string, string | number>>;
}

/** Sends transactional email (a local outbox by default). */
export interface MailerPort {
  /** Queues one message; the answer is the outbox's id for it. */
  send(message: MailMessage): ResultAsync<{ readonly messageId: string }, InfrastructureError>;
}
