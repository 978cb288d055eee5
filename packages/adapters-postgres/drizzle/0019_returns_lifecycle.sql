CREATE TABLE "account_review_flags" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"region" varchar(2) NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL,
	"return_count" integer NOT NULL,
	"window_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"status" varchar(24) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "return_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"return_id" integer NOT NULL,
	"idempotency_key" varchar(160) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"route" varchar(24) NOT NULL,
	"provider_refund_id" varchar(128),
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "return_refunds_amount_not_negative" CHECK ("return_refunds"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "returns" DROP CONSTRAINT "returns_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "returns" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "refund_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "email" varchar(254) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "idempotency_key" varchar(128);--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "currency" varchar(3) DEFAULT 'SAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_amount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "handover_kind" varchar(16) DEFAULT 'courier-pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "handover_boutique_id" integer;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "handover_boutique_name" jsonb;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "bank_holder_name" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "bank_iban" varchar(34);--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "account_review_flags" ADD CONSTRAINT "account_review_flags_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_review_flags" ADD CONSTRAINT "account_review_flags_region_regions_code_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_refunds" ADD CONSTRAINT "return_refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","id");--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_idempotency_key_idx" ON "returns" USING btree ("region","idempotency_key");--> statement-breakpoint
UPDATE "returns" SET "status" = 'inspected' WHERE "status" = 'inspecting';--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_status_known" CHECK ("returns"."status" IN ('requested', 'approved', 'received', 'inspected', 'refunded', 'rejected'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_handover_known" CHECK ("returns"."handover_kind" IN ('courier-pickup', 'boutique'));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_refund_not_negative" CHECK ("returns"."refund_amount_minor" >= 0);