CREATE TABLE "search_brand_bitmaps" (
	"brand_code" varchar(16) NOT NULL,
	"kind" smallint NOT NULL,
	"key" integer NOT NULL,
	"bits" bit varying NOT NULL,
	CONSTRAINT "search_brand_bitmaps_brand_code_kind_key_pk" PRIMARY KEY("brand_code","kind","key")
);
--> statement-breakpoint
CREATE TABLE "search_price_bands" (
	"band" smallint PRIMARY KEY NOT NULL,
	"min_minor" integer NOT NULL,
	"max_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_region_bitmaps" (
	"region" varchar(2) NOT NULL,
	"brand_code" varchar(16) NOT NULL,
	"kind" smallint NOT NULL,
	"key" integer NOT NULL,
	"bits" bit varying NOT NULL,
	CONSTRAINT "search_region_bitmaps_region_brand_code_kind_key_pk" PRIMARY KEY("region","brand_code","kind","key")
);
--> statement-breakpoint
ALTER TABLE "search_index_version" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "search_index_version" CASCADE;--> statement-breakpoint
DROP INDEX "product_search_brand_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "ordinal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_listings" ADD COLUMN "ordinal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "search_region_bitmaps" ADD CONSTRAINT "search_region_bitmaps_region_regions_code_fk" FOREIGN KEY ("region") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_listings_ordinal_idx" ON "search_listings" USING btree ("region","brand_code","ordinal");
--> statement-breakpoint
-- Written by hand from here on (decision 0506): the facet bitmaps, kept in the transaction of every
-- refresh and every price change, so a search counts every facet by ANDing bitmaps and counting bits.
-- A bitmap of `size` bits with a 1 at each of `ordinals` (outside 0..size-1 ignored).
CREATE FUNCTION "search_bitmap"(size integer, ordinals integer[]) RETURNS bit varying LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT (coalesce(string_agg(repeat('0', o."ordinal" - o."previous" - 1) || '1', '' ORDER BY o."ordinal"), '')
		|| repeat('0', size - coalesce(max(o."ordinal"), -1) - 1))::bit varying
	FROM (
		SELECT u."ordinal", lag(u."ordinal", 1, -1) OVER (ORDER BY u."ordinal") AS "previous"
		FROM (SELECT DISTINCT x AS "ordinal" FROM unnest(ordinals) AS x WHERE x >= 0 AND x < size) u
	) o
$$;
--> statement-breakpoint
-- Numbers the products of `brands` 0, 1, 2… in SKU order (collate "C"), in the index and its listing rows.
CREATE FUNCTION "search_number_products"(brands varchar[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "product_search" ps SET "ordinal" = n."ordinal"
	FROM (
		SELECT "product_id", (row_number() OVER (PARTITION BY "brand_code" ORDER BY "sku" COLLATE "C", "product_id") - 1)::integer AS "ordinal"
		FROM "product_search" WHERE "brand_code" = ANY(brands)
	) n
	WHERE ps."product_id" = n."product_id" AND ps."ordinal" <> n."ordinal";
	UPDATE "search_listings" l SET "ordinal" = ps."ordinal" FROM "product_search" ps
	WHERE ps."product_id" = l."product_id" AND ps."brand_code" = ANY(brands) AND l."ordinal" <> ps."ordinal";
$$;
--> statement-breakpoint
-- The facet value (kind 0) and category (kind 1) bitmaps of `brands`, over every product of the brand.
CREATE FUNCTION "search_build_brand_bitmaps"(brands varchar[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "search_brand_bitmaps" WHERE "brand_code" = ANY(brands);
	INSERT INTO "search_brand_bitmaps" ("brand_code", "kind", "key", "bits")
	SELECT e."brand_code", e."kind", e."key", "search_bitmap"(s."size", array_agg(e."ordinal"))
	FROM (
		SELECT ps."brand_code", ps."ordinal", f."kind", f."key"
		FROM "product_search" ps
		CROSS JOIN LATERAL (
			SELECT 0::smallint, v FROM unnest(ARRAY[ps."brand_value", ps."type_value", ps."metal_value", ps."karat_value", ps."colour_value", ps."stone_value", ps."diamonds_value", ps."collection_value", ps."charm_family_value", ps."capsule_value", ps."created_month_value"]) AS v WHERE v IS NOT NULL
			UNION ALL
			SELECT 1::smallint, c FROM unnest(ps."category_ids") AS c
		) f("kind", "key")
		WHERE ps."brand_code" = ANY(brands)
	) e
	JOIN (SELECT "brand_code", count(*)::integer AS "size" FROM "product_search" WHERE "brand_code" = ANY(brands) GROUP BY "brand_code") s
		ON s."brand_code" = e."brand_code"
	GROUP BY e."brand_code", e."kind", e."key", s."size";
$$;
--> statement-breakpoint
-- For each (region, brand) pair: the products the region prices (kind 0, key 0) and those in each
-- price band (kind 1, key the band), over the brand's ordinals.
CREATE FUNCTION "search_build_region_bitmaps"(regions varchar[], brands varchar[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "search_region_bitmaps" r USING unnest(regions, brands) AS p("region", "brand_code")
	WHERE r."region" = p."region" AND r."brand_code" = p."brand_code";
	INSERT INTO "search_region_bitmaps" ("region", "brand_code", "kind", "key", "bits")
	SELECT e."region", e."brand_code", e."kind", e."key", "search_bitmap"(s."size", array_agg(e."ordinal"))
	FROM (
		SELECT l."region", l."brand_code", l."ordinal", f."kind", f."key"
		FROM (SELECT DISTINCT "region", "brand_code" FROM unnest(regions, brands) AS u("region", "brand_code")) p
		JOIN "search_listings" l ON l."region" = p."region" AND l."brand_code" = p."brand_code"
		CROSS JOIN LATERAL (
			SELECT 0::smallint, 0
			UNION ALL
			SELECT 1::smallint, b."band"::integer FROM "search_price_bands" b WHERE l."price_minor" BETWEEN b."min_minor" AND b."max_minor"
		) f("kind", "key")
	) e
	JOIN (SELECT "brand_code", count(*)::integer AS "size" FROM "product_search" WHERE "brand_code" = ANY(brands) GROUP BY "brand_code") s
		ON s."brand_code" = e."brand_code"
	GROUP BY e."region", e."brand_code", e."kind", e."key", s."size";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_listings_prices_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	regions varchar[];
	brands varchar[];
BEGIN
	INSERT INTO "search_listings" ("region", "product_id", "brand_code", "sku", "price_minor", "sale_percent", "name_en_norm", "name_ar_norm",
		"best_seller_rank", "created_at", "brand_value", "type_value", "metal_value", "karat_value", "colour_value", "stone_value", "diamonds_value",
		"collection_value", "charm_family_value", "capsule_value", "created_month_value", "category_ids", "ordinal")
	SELECT n."region", ps."product_id", ps."brand_code", ps."sku", coalesce(n."sale_price_minor", n."price_minor"), n."sale_percent", ps."name_en_norm",
		ps."name_ar_norm", ps."best_seller_rank", ps."created_at", ps."brand_value", ps."type_value", ps."metal_value", ps."karat_value", ps."colour_value",
		ps."stone_value", ps."diamonds_value", ps."collection_value", ps."charm_family_value", ps."capsule_value", ps."created_month_value", ps."category_ids",
		ps."ordinal"
	FROM "new_prices" n JOIN "product_search" ps ON ps."product_id" = n."product_id"
	ON CONFLICT ("region", "product_id") DO UPDATE SET "price_minor" = excluded."price_minor", "sale_percent" = excluded."sale_percent";
	SELECT array_agg(p."region"), array_agg(p."brand_code") INTO regions, brands
	FROM (SELECT DISTINCT n."region", ps."brand_code" FROM "new_prices" n JOIN "product_search" ps ON ps."product_id" = n."product_id") p;
	IF regions IS NOT NULL THEN
		PERFORM "search_build_region_bitmaps"(regions, brands);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_listings_prices_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	regions varchar[];
	brands varchar[];
BEGIN
	WITH "gone" AS (
		DELETE FROM "search_listings" l USING "old_prices" o
		WHERE l."region" = o."region" AND l."product_id" = o."product_id"
			AND NOT EXISTS (SELECT 1 FROM "product_prices" pp WHERE pp."region" = o."region" AND pp."product_id" = o."product_id")
		RETURNING l."region", l."brand_code"
	)
	SELECT array_agg(p."region"), array_agg(p."brand_code") INTO regions, brands FROM (SELECT DISTINCT "region", "brand_code" FROM "gone") p;
	IF regions IS NOT NULL THEN
		PERFORM "search_build_region_bitmaps"(regions, brands);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_listings_prices_cleared"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "search_listings";
	DELETE FROM "search_region_bitmaps";
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The bands of the price facet (PRICE_BANDS in src/search/search-statement.ts; refreshSearchIndex writes them again).
INSERT INTO "search_price_bands" ("band", "min_minor", "max_minor") VALUES
	(0, 0, 50000), (1, 50000, 100000), (2, 100000, 200000), (3, 200000, 500000),
	(4, 500000, 1000000), (5, 1000000, 2000000), (6, 2000000, 5000000), (7, 5000000, 2147483647);
--> statement-breakpoint
-- An index filled before this migration: number its products and build its bitmaps.
SELECT "search_number_products"(array(SELECT DISTINCT "brand_code" FROM "product_search"));
--> statement-breakpoint
SELECT "search_build_brand_bitmaps"(array(SELECT DISTINCT "brand_code" FROM "product_search"));
--> statement-breakpoint
SELECT "search_build_region_bitmaps"(array_agg(p."region"), array_agg(p."brand_code")) FROM (SELECT DISTINCT "region", "brand_code" FROM "search_listings") p;
