DROP INDEX "mailbox_messages_sent_at_idx";--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "mailbox_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "mailbox_messages_seq_idx" ON "mailbox_messages" USING btree ("seq");