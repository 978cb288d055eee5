CREATE TABLE "search_listings" (
	"region" varchar(2) NOT NULL,
	"product_id" integer NOT NULL,
	"brand_code" varchar(16) NOT NULL,
	"sku" varchar(64) NOT NULL,
	"price_minor" integer NOT NULL,
	"sale_percent" smallint NOT NULL,
	"name_en_norm" text NOT NULL,
	"name_ar_norm" text NOT NULL,
	"best_seller_rank" integer,
	"created_at" timestamp with time zone NOT NULL,
	"brand_value" integer,
	"type_value" integer,
	"metal_value" integer,
	"karat_value" integer,
	"colour_value" integer,
	"stone_value" integer,
	"diamonds_value" integer,
	"collection_value" integer,
	"charm_family_value" integer,
	"capsule_value" integer,
	"created_month_value" integer,
	"category_ids" integer[] NOT NULL,
	CONSTRAINT "search_listings_region_product_id_pk" PRIMARY KEY("region","product_id")
);
--> statement-breakpoint
ALTER TABLE "search_listings" ADD CONSTRAINT "search_listings_region_regions_code_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_listings" ADD CONSTRAINT "search_listings_product_id_product_search_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_search"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_listings_region_brand_idx" ON "search_listings" USING btree ("region","brand_code");--> statement-breakpoint
CREATE INDEX "search_listings_product_idx" ON "search_listings" USING btree ("product_id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not emit functions or triggers): a price change reaches the
-- search listings at once, in the same transaction, so the listings never need a refresh for it.
CREATE FUNCTION "search_listings_prices_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_listings" ("region", "product_id", "brand_code", "sku", "price_minor", "sale_percent", "name_en_norm", "name_ar_norm",
		"best_seller_rank", "created_at", "brand_value", "type_value", "metal_value", "karat_value", "colour_value", "stone_value", "diamonds_value",
		"collection_value", "charm_family_value", "capsule_value", "created_month_value", "category_ids")
	SELECT n."region", ps."product_id", ps."brand_code", ps."sku", coalesce(n."sale_price_minor", n."price_minor"), n."sale_percent", ps."name_en_norm",
		ps."name_ar_norm", ps."best_seller_rank", ps."created_at", ps."brand_value", ps."type_value", ps."metal_value", ps."karat_value", ps."colour_value",
		ps."stone_value", ps."diamonds_value", ps."collection_value", ps."charm_family_value", ps."capsule_value", ps."created_month_value", ps."category_ids"
	FROM "new_prices" n JOIN "product_search" ps ON ps."product_id" = n."product_id"
	ON CONFLICT ("region", "product_id") DO UPDATE SET "price_minor" = excluded."price_minor", "sale_percent" = excluded."sale_percent";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_listings_prices_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "search_listings" l USING "old_prices" o
	WHERE l."region" = o."region" AND l."product_id" = o."product_id"
		AND NOT EXISTS (SELECT 1 FROM "product_prices" pp WHERE pp."region" = o."region" AND pp."product_id" = o."product_id");
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "search_listings_prices_cleared"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "search_listings";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_listings_prices_inserted" AFTER INSERT ON "product_prices"
	REFERENCING NEW TABLE AS "new_prices" FOR EACH STATEMENT EXECUTE FUNCTION "search_listings_prices_added"();
--> statement-breakpoint
CREATE TRIGGER "search_listings_prices_updated_old" AFTER UPDATE ON "product_prices"
	REFERENCING OLD TABLE AS "old_prices" FOR EACH STATEMENT EXECUTE FUNCTION "search_listings_prices_removed"();
--> statement-breakpoint
CREATE TRIGGER "search_listings_prices_updated_new" AFTER UPDATE ON "product_prices"
	REFERENCING NEW TABLE AS "new_prices" FOR EACH STATEMENT EXECUTE FUNCTION "search_listings_prices_added"();
--> statement-breakpoint
CREATE TRIGGER "search_listings_prices_deleted" AFTER DELETE ON "product_prices"
	REFERENCING OLD TABLE AS "old_prices" FOR EACH STATEMENT EXECUTE FUNCTION "search_listings_prices_removed"();
--> statement-breakpoint
CREATE TRIGGER "search_listings_prices_truncated" AFTER TRUNCATE ON "product_prices"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_listings_prices_cleared"();
