CREATE TABLE "search_index_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_index_version_single_row" CHECK ("search_index_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "search_index_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Written by hand: every price change also moves the index version on, in its own transaction,
-- so facet counts kept for an unfiltered listing are never read after the prices they counted changed.
CREATE OR REPLACE FUNCTION "search_listings_prices_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_listings" ("region", "product_id", "brand_code", "sku", "price_minor", "sale_percent", "name_en_norm", "name_ar_norm",
		"best_seller_rank", "created_at", "brand_value", "type_value", "metal_value", "karat_value", "colour_value", "stone_value", "diamonds_value",
		"collection_value", "charm_family_value", "capsule_value", "created_month_value", "category_ids")
	SELECT n."region", ps."product_id", ps."brand_code", ps."sku", coalesce(n."sale_price_minor", n."price_minor"), n."sale_percent", ps."name_en_norm",
		ps."name_ar_norm", ps."best_seller_rank", ps."created_at", ps."brand_value", ps."type_value", ps."metal_value", ps."karat_value", ps."colour_value",
		ps."stone_value", ps."diamonds_value", ps."collection_value", ps."charm_family_value", ps."capsule_value", ps."created_month_value", ps."category_ids"
	FROM "new_prices" n JOIN "product_search" ps ON ps."product_id" = n."product_id"
	ON CONFLICT ("region", "product_id") DO UPDATE SET "price_minor" = excluded."price_minor", "sale_percent" = excluded."sale_percent";
	UPDATE "search_index_version" SET "version" = "version" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_listings_prices_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "search_listings" l USING "old_prices" o
	WHERE l."region" = o."region" AND l."product_id" = o."product_id"
		AND NOT EXISTS (SELECT 1 FROM "product_prices" pp WHERE pp."region" = o."region" AND pp."product_id" = o."product_id");
	UPDATE "search_index_version" SET "version" = "version" + 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_listings_prices_cleared"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "search_listings";
	UPDATE "search_index_version" SET "version" = "version" + 1;
	RETURN NULL;
END $$;
