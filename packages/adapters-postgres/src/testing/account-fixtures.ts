import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Region } from '@storefront/core/locale';
import { REDACTED, type MailMessage } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { customers, mailboxMessages, outbox } from '../database/schema/index.js';

/** The emails written to the outbox so far, oldest first: what the mail worker would deliver. */
export async function mailsInOutbox(db: Database): Promise<MailMessage[]> {
  const rows = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.topic, 'mail')).orderBy(asc(outbox.createdAt));
  return rows.map((row) => row.payload as MailMessage);
}

/**
 * The one-time token of the newest email to `to` with a link (`link` or `resetLink` params'
 * `?token=`). The outbox worker may have sent it already, which leaves the outbox's copy redacted
 * (decision 1031): the token is then read from the store's mailbox, where the sent email is kept.
 */
export async function lastLinkToken(db: Database, to: string): Promise<string | undefined> {
  const mails = (await mailsInOutbox(db)).filter((mail) => mail.to === to && typeof mail.params['link'] === 'string');
  const link = mails.at(-1)?.params['link'];
  const token = typeof link === 'string' ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
  if (token !== undefined && token !== REDACTED) return token;
  const [sent] = await db
    .select({ body: mailboxMessages.body })
    .from(mailboxMessages)
    .where(and(eq(mailboxMessages.recipient, to), like(mailboxMessages.body, '%token=%')))
    .orderBy(desc(mailboxMessages.seq))
    .limit(1);
  // A token is `<customer id>.<43 base64url characters>` (`issueToken`): read whole, dot included.
  return sent === undefined ? token : (/[?&]token=(\d+\.[A-Za-z0-9_-]{43})/.exec(sent.body)?.[1] ?? token);
}

/** The id of the region's customer of that email (a test places orders for a demo account with it). */
export async function customerIdOf(db: Database, region: Region, email: string): Promise<number> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.region, region), sql`lower(${customers.email}) = ${email.toLowerCase()}`));
  if (row === undefined) throw new Error(`No customer ${email} in ${region}`);
  return row.id;
}
