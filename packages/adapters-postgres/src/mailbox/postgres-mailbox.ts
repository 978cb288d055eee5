import { randomUUID } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { isLanguage, isRegion, type Locale } from '@storefront/core/locale';
import { unavailable, type InfrastructureError, type MailboxEntry, type MailboxMessage, type OutgoingMail } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { mailboxMessages } from '../database/schema/index.js';

export interface PostgresMailboxOptions {
  /** How many of the newest emails are kept; older ones are deleted as new ones come (1,000 unless set). */
  readonly keep?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The store's own mailbox on the engine (decision 1032): the transport the mailer uses when no
 * SMTP server is configured. It keeps every email it is handed, rendered, up to the newest `keep`,
 * for the mailbox page to list and show.
 */
export class PostgresMailbox {
  private readonly keep: number;

  constructor(
    private readonly db: Database,
    options: PostgresMailboxOptions = {},
  ) {
    this.keep = Math.max(1, options.keep ?? 1_000);
  }

  /** Stores one email; its id is the message id. */
  deliver(mail: OutgoingMail): ResultAsync<{ readonly messageId: string }, InfrastructureError> {
    const id = randomUUID();
    return ResultAsync.fromPromise(
      (async () => {
        await this.db.insert(mailboxMessages).values({
          id,
          sender: mail.from,
          recipient: mail.to,
          language: mail.locale.language,
          region: mail.locale.region,
          template: mail.template,
          subject: mail.subject,
          html: mail.html,
          body: mail.text,
        });
        const older = this.db.select({ id: mailboxMessages.id }).from(mailboxMessages).orderBy(desc(mailboxMessages.seq)).offset(this.keep);
        await this.db.delete(mailboxMessages).where(inArray(mailboxMessages.id, older));
        return { messageId: id };
      })(),
      (cause) => unavailable('mailbox', cause),
    );
  }

  /** The newest emails first, at most `limit`. */
  list(limit: number): ResultAsync<readonly MailboxEntry[], InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db
        .select({
          id: mailboxMessages.id,
          to: mailboxMessages.recipient,
          subject: mailboxMessages.subject,
          language: mailboxMessages.language,
          region: mailboxMessages.region,
          template: mailboxMessages.template,
          sentAt: mailboxMessages.sentAt,
        })
        .from(mailboxMessages)
        .orderBy(desc(mailboxMessages.seq))
        .limit(Math.max(0, limit)),
      (cause) => unavailable('mailbox', cause),
    ).map((rows) => rows.map(({ language, region, ...row }) => ({ ...row, locale: localeOf(language, region) })));
  }

  /** One email by its id; `undefined` for an id the mailbox does not have (or that is no id at all). */
  find(id: string): ResultAsync<MailboxMessage | undefined, InfrastructureError> {
    if (!UUID.test(id)) return ResultAsync.fromSafePromise(Promise.resolve(undefined));
    return ResultAsync.fromPromise(this.db.select().from(mailboxMessages).where(eq(mailboxMessages.id, id)), (cause) => unavailable('mailbox', cause)).map(
      ([row]) =>
        row === undefined
          ? undefined
          : {
              id: row.id,
              from: row.sender,
              to: row.recipient,
              subject: row.subject,
              locale: localeOf(row.language, row.region),
              template: row.template,
              sentAt: row.sentAt,
              html: row.html,
              text: row.body,
            },
    );
  }
}

function localeOf(language: string, region: string): Locale {
  return { language: isLanguage(language) ? language : 'en', region: isRegion(region) ? region : 'sa' };
}
