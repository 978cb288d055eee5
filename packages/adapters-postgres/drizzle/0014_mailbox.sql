-- The store's own mailbox (decision 1032): the emails sent while no SMTP_URL is set. Numbered 0014:
-- 0013 is the sessions' migration; the journal keeps 0013 before this one, with an earlier "when".
CREATE TABLE "mailbox_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"sender" varchar(320) NOT NULL,
	"recipient" varchar(320) NOT NULL,
	"language" varchar(2) NOT NULL,
	"region" varchar(2) NOT NULL,
	"template" varchar(64) NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mailbox_messages_sent_at_idx" ON "mailbox_messages" USING btree ("sent_at");