import { asc, eq } from 'drizzle-orm';
import type { MailMessage } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { outbox } from '../database/schema/index.js';

/** The emails written to the outbox so far, oldest first: what the mail worker would deliver. */
export async function mailsInOutbox(db: Database): Promise<MailMessage[]> {
  const rows = await db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.topic, 'mail')).orderBy(asc(outbox.createdAt));
  return rows.map((row) => row.payload as MailMessage);
}

/** The one-time token of the newest email to `to` with a link (`link` or `resetLink` params' `?token=`). */
export async function lastLinkToken(db: Database, to: string): Promise<string | undefined> {
  const mails = (await mailsInOutbox(db)).filter((mail) => mail.to === to && typeof mail.params['link'] === 'string');
  const link = mails.at(-1)?.params['link'];
  return typeof link === 'string' ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
}
