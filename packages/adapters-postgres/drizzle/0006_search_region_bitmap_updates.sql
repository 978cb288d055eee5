-- Written by hand: a price change updates the bits of the products it touched in their region's
-- bitmaps, instead of rebuilding the bitmaps of the whole brand (decision 0506), so a price write
-- costs about as much as the rows it changes.
-- For each (region, product) of `regions` and `products`: its bit cleared in every bitmap of its
-- region and brand, then set in those its current listing row belongs to (priced, price band).
CREATE FUNCTION "search_update_region_bitmaps"(regions varchar[], products integer[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "search_region_bitmaps" r SET "bits" = (r."bits" & ~x."cleared") | x."added"
	FROM (
		SELECT t."region", t."brand_code", t."kind", t."key",
			"search_bitmap"(length(t."bits"), array(
				SELECT ps."ordinal" FROM unnest(regions, products) AS c("region", "product_id")
				JOIN "product_search" ps ON ps."product_id" = c."product_id"
				WHERE c."region" = t."region" AND ps."brand_code" = t."brand_code")) AS "cleared",
			"search_bitmap"(length(t."bits"), array(
				SELECT ps."ordinal" FROM unnest(regions, products) AS c("region", "product_id")
				JOIN "product_search" ps ON ps."product_id" = c."product_id"
				JOIN "search_listings" l ON l."region" = c."region" AND l."product_id" = c."product_id"
				WHERE c."region" = t."region" AND ps."brand_code" = t."brand_code"
					AND (t."kind" = 0 OR EXISTS (
						SELECT 1 FROM "search_price_bands" b WHERE b."band" = t."key" AND l."price_minor" BETWEEN b."min_minor" AND b."max_minor")))) AS "added"
		FROM "search_region_bitmaps" t
		WHERE (t."region", t."brand_code") IN (
			SELECT DISTINCT c."region", ps."brand_code" FROM unnest(regions, products) AS c("region", "product_id")
			JOIN "product_search" ps ON ps."product_id" = c."product_id")
	) x
	WHERE r."region" = x."region" AND r."brand_code" = x."brand_code" AND r."kind" = x."kind" AND r."key" = x."key";
	-- A band (or a region) the brand had no product in yet: its first bits.
	INSERT INTO "search_region_bitmaps" ("region", "brand_code", "kind", "key", "bits")
	SELECT m."region", m."brand_code", m."kind", m."key", "search_bitmap"(s."size", array_agg(m."ordinal"))
	FROM (
		SELECT l."region", l."brand_code", l."ordinal", f."kind", f."key"
		FROM unnest(regions, products) AS c("region", "product_id")
		JOIN "search_listings" l ON l."region" = c."region" AND l."product_id" = c."product_id"
		CROSS JOIN LATERAL (
			SELECT 0::smallint, 0
			UNION ALL
			SELECT 1::smallint, b."band"::integer FROM "search_price_bands" b WHERE l."price_minor" BETWEEN b."min_minor" AND b."max_minor"
		) f("kind", "key")
	) m
	-- Every bitmap of a brand is as long as it has products, like its facet bitmaps.
	CROSS JOIN LATERAL (SELECT length(b."bits") AS "size" FROM "search_brand_bitmaps" b WHERE b."brand_code" = m."brand_code" LIMIT 1) s
	WHERE NOT EXISTS (
		SELECT 1 FROM "search_region_bitmaps" r
		WHERE r."region" = m."region" AND r."brand_code" = m."brand_code" AND r."kind" = m."kind" AND r."key" = m."key")
	GROUP BY m."region", m."brand_code", m."kind", m."key", s."size";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_listings_prices_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	regions varchar[];
	products integer[];
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
	SELECT array_agg(n."region"), array_agg(n."product_id") INTO regions, products
	FROM "new_prices" n JOIN "product_search" ps ON ps."product_id" = n."product_id";
	IF regions IS NOT NULL THEN
		PERFORM "search_update_region_bitmaps"(regions, products);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_listings_prices_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	regions varchar[];
	products integer[];
BEGIN
	WITH "gone" AS (
		DELETE FROM "search_listings" l USING "old_prices" o
		WHERE l."region" = o."region" AND l."product_id" = o."product_id"
			AND NOT EXISTS (SELECT 1 FROM "product_prices" pp WHERE pp."region" = o."region" AND pp."product_id" = o."product_id")
		RETURNING l."region", l."product_id"
	)
	SELECT array_agg(g."region"), array_agg(g."product_id") INTO regions, products FROM "gone" g;
	IF regions IS NOT NULL THEN
		PERFORM "search_update_region_bitmaps"(regions, products);
	END IF;
	RETURN NULL;
END $$;
