CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"region" varchar(2) NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"value" integer NOT NULL,
	"minimum_spend_minor" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_region_code_unique" UNIQUE("region","code"),
	CONSTRAINT "promotions_kind_known" CHECK ("promotions"."kind" IN ('percentage', 'fixed')),
	CONSTRAINT "promotions_value_positive" CHECK ("promotions"."value" > 0 AND ("promotions"."kind" <> 'percentage' OR "promotions"."value" <= 10000)),
	CONSTRAINT "promotions_minimum_not_negative" CHECK ("promotions"."minimum_spend_minor" >= 0),
	CONSTRAINT "promotions_code_upper" CHECK ("promotions"."code" = upper("promotions"."code"))
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_region_regions_code_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;