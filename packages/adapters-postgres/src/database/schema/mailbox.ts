import { bigint, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The store's own mailbox (decision 1032): every email the store sent while no mail server is
 * configured, rendered, so a page can show it. Only the newest messages are kept.
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: uuid('id').primaryKey(),
    sender: varchar('sender', { length: 320 }).notNull(),
    recipient: varchar('recipient', { length: 320 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    region: varchar('region', { length: 2 }).notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order the emails came in, newest last: the mailbox lists and prunes by it, since two emails sent within one tick of the clock share their `sent_at`. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (table) => [index('mailbox_messages_seq_idx').on(table.seq)],
);
