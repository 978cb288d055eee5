import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError, MailboxEntry, MailboxMessage, OutgoingMail } from '@storefront/core/shared';

export type { MailboxEntry, MailboxMessage };

/** Where rendered emails go: a mail server (SMTP) or the store's own mailbox. */
export interface MailTransport {
  /** Hands one email over; the answer is the id the server or mailbox gave it. `UNAVAILABLE` when it could not. */
  deliver(mail: OutgoingMail): ResultAsync<{ readonly messageId: string }, InfrastructureError>;
}

/**
 * The store's own mailbox, used when no mail server is configured: it keeps what it is handed, so
 * one can read the emails the store sent (a verification link on a fresh machine) on a page.
 */
export interface Mailbox extends MailTransport {
  /** The newest emails first, at most `limit`. */
  list(limit: number): ResultAsync<readonly MailboxEntry[], InfrastructureError>;
  /** One email by its id, or `undefined` when the mailbox has none of that id. */
  find(id: string): ResultAsync<MailboxMessage | undefined, InfrastructureError>;
}
