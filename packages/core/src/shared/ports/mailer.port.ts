import type { ResultAsync } from 'neverthrow';
import type { Locale } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../errors.js';

export const MailerPort = Symbol.for('storefront.MailerPort');

/**
 * The emails the storefront sends; the adapter renders each in the locale's language. The account
 * emails' params: `verify-email` {firstName, link, expiresInHours}; `reset-password` {firstName,
 * link, expiresInMinutes}; `account-exists` {firstName, signInLink, resetLink} (someone signed up
 * with an email that already has an account); `email-changed` {firstName, newEmail} (to the old
 * address); `password-changed` {firstName}. The order emails' params are the order context's
 * (`OrderConfirmationMailParams`, `OrderShippedMailParams`, `OrderCancelledMailParams`,
 * `OrderLookupCodeMailParams` in `@storefront/core/order`), whose builders write them.
 */
export type MailTemplate =
  | 'verify-email'
  | 'reset-password'
  | 'account-exists'
  | 'email-changed'
  | 'password-changed'
  | 'order-confirmation'
  | 'order-shipped'
  | 'order-cancelled'
  | 'order-lookup-code'
  | 'return-confirmation'
  | 'return-status'
  | 'newsletter-welcome';

export interface MailMessage {
  /** The region's store the email speaks for, and the language it is written in. */
  readonly locale: Locale;
  readonly to: string;
  readonly template: MailTemplate;
  /** Values the template fills in: names, links, order numbers. Never pre-written sentences. */
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * One email rendered from a `MailMessage`, on its way out: who it is from and to, its locale and
 * template, and its parts. What a mail server (SMTP) or the store's own mailbox is handed.
 */
export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly locale: Locale;
  readonly template: MailTemplate;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** An email as the store's own mailbox lists it. */
export interface MailboxEntry {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly locale: Locale;
  readonly template: string;
  readonly sentAt: Date;
}

/** An email as the store's own mailbox shows it. */
export interface MailboxMessage extends MailboxEntry {
  readonly from: string;
  readonly html: string;
  readonly text: string;
}

/**
 * Delivers transactional email: renders one message in its locale's language and hands it to the
 * mail server (SMTP) or, on the embedded default, to the store's own mailbox. Use cases never call
 * it directly: they append a `mail` entry (`MAIL_TOPIC`) to the outbox of their transaction, and
 * the outbox worker calls `send`, retrying with backoff while it fails.
 */
export interface MailerPort {
  /**
   * Delivers one message, once it is accepted by the server or stored in the mailbox; the answer
   * is the id the server or mailbox gave it. `INVALID` when the message cannot be rendered (an
   * unknown template, a missing param, a link that is no http(s) address); `UNAVAILABLE` when the
   * server or mailbox could not take it (worth a retry).
   */
  send(message: MailMessage): ResultAsync<{ readonly messageId: string }, InfrastructureError>;
}
