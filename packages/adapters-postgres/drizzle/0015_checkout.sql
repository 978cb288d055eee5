-- Checkout and orders (decision 1220): the order's new states (the old 'pending' is 'placed'), what an
-- order record keeps (totals, coupons, delivery, payment, tracking, its lines' options, images and
-- totals, a timeline), checkout attempts with their stock reservations, webhook events seen once,
-- guests' order lookup codes, and the boutique an inventory location is. Numbered after 0014 with a
-- later "when" in the journal, which the migrator compares with the last migration applied.
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" varchar(24) NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lookup_codes" (
	"region" varchar(2) NOT NULL,
	"reference" varchar(32) NOT NULL,
	"digest" varchar(128) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lookup_codes_region_reference_pk" PRIMARY KEY("region","reference")
);
--> statement-breakpoint
CREATE TABLE "checkout_attempts" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"region" varchar(2) NOT NULL,
	"idempotency_key" varchar(128) NOT NULL,
	"status" varchar(24) NOT NULL,
	"quote" jsonb NOT NULL,
	"email" varchar(254) NOT NULL,
	"customer_id" integer,
	"provider" varchar(16),
	"provider_ref" varchar(128),
	"redirect_url" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_reference" varchar(32),
	"failure" varchar(32),
	CONSTRAINT "checkout_attempts_status_known" CHECK ("checkout_attempts"."status" IN ('open', 'awaiting-payment', 'placed', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"attempt_id" varchar(64) NOT NULL,
	"variant_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_reservations_attempt_id_variant_id_location_id_pk" PRIMARY KEY("attempt_id","variant_id","location_id"),
	CONSTRAINT "stock_reservations_quantity_positive" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(128) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
ALTER TABLE "inventory_locations" ADD COLUMN "store_location_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "total_minor" integer;--> statement-breakpoint
UPDATE "order_lines" SET "total_minor" = "unit_price_minor" * "quantity" - "discount_minor";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "total_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_on_delivery_fee_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider_ref" varchar(128);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" varchar(16);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" varchar(4);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
-- An order placed before kept its address as one text: it becomes the address's first line.
UPDATE "orders" SET "delivery" = jsonb_build_object('kind', 'home', 'method', 'standard', 'address', jsonb_build_object('firstName', '', 'lastName', '', 'phone', '', 'line1', "shipping_address", 'governorate', '', 'city', ''));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "shipping_address";--> statement-breakpoint
UPDATE "orders" SET "status" = 'placed' WHERE "status" = 'pending';--> statement-breakpoint
-- Before this migration no order was paid through a provider: its family is all a return reads.
UPDATE "orders" SET "payment_method" = 'tabby' WHERE "payment_method" = 'buy-now-pay-later';--> statement-breakpoint
UPDATE "orders" SET "payment_method" = 'cash-on-delivery' WHERE "payment_method" NOT IN ('card', 'apple-pay', 'tabby', 'tamara', 'cash-on-delivery');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lookup_codes" ADD CONSTRAINT "order_lookup_codes_region_regions_code_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_region_regions_code_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_attempt_id_checkout_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."checkout_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_location_id_inventory_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."inventory_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "at") SELECT "id", 'placed', "placed_at" FROM "orders" ORDER BY "id";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "status", "at") SELECT "id", "status", coalesce("delivered_at", "placed_at") FROM "orders" WHERE "status" <> 'placed' ORDER BY "id";--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_key_idx" ON "checkout_attempts" USING btree ("region","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_attempts_provider_ref_idx" ON "checkout_attempts" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "checkout_attempts_unfinished_idx" ON "checkout_attempts" USING btree ("expires_at") WHERE "checkout_attempts"."status" IN ('open', 'awaiting-payment');--> statement-breakpoint
ALTER TABLE "inventory_locations" ADD CONSTRAINT "inventory_locations_store_location_id_store_locations_id_fk" FOREIGN KEY ("store_location_id") REFERENCES "public"."store_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_locations_store_location_idx" ON "inventory_locations" USING btree ("store_location_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" IN ('card', 'apple-pay', 'tabby', 'tamara', 'cash-on-delivery'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('placed', 'paid', 'awaiting-cash', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'));