CREATE TABLE "search_word_bitmaps" (
	"brand_code" varchar(16) NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"bits" bit varying,
	"ordinals" integer[],
	CONSTRAINT "search_word_bitmaps_brand_code_word_pk" PRIMARY KEY("brand_code","word")
);
--> statement-breakpoint
DROP INDEX "product_search_vector_idx";--> statement-breakpoint
CREATE INDEX "product_search_ordinal_idx" ON "product_search" USING btree ("brand_code","ordinal");--> statement-breakpoint
-- Written by hand from here on (decision 0507): the brands' words as bitmaps, rebuilt with the
-- facet bitmaps, so a text search matches its words by ORing and ANDing bitmaps instead of reading
-- and testing the products' tsvectors.
-- For each word (lexeme) of the products of `brands`: the ordinals of the products that have it,
-- as a bitmap when that takes no more room than the ordinals (4 bytes each), else as the ordinals.
CREATE FUNCTION "search_build_word_bitmaps"(brands varchar[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "search_word_bitmaps" WHERE "brand_code" = ANY(brands);
	INSERT INTO "search_word_bitmaps" ("brand_code", "word", "bits", "ordinals")
	SELECT w."brand_code", w."word",
		CASE WHEN w."products" * 32 >= s."size" THEN "search_bitmap"(s."size", w."ordinals") END,
		CASE WHEN w."products" * 32 < s."size" THEN w."ordinals" END
	FROM (
		SELECT ps."brand_code", x."word", count(*)::integer AS "products", array_agg(ps."ordinal" ORDER BY ps."ordinal") AS "ordinals"
		FROM "product_search" ps CROSS JOIN LATERAL unnest(tsvector_to_array(ps."search_vector")) AS x("word")
		WHERE ps."brand_code" = ANY(brands)
		GROUP BY ps."brand_code", x."word"
	) w
	JOIN (SELECT "brand_code", count(*)::integer AS "size" FROM "product_search" WHERE "brand_code" = ANY(brands) GROUP BY "brand_code") s
		ON s."brand_code" = w."brand_code";
$$;
--> statement-breakpoint
-- An index filled before this migration: build its word bitmaps.
SELECT "search_build_word_bitmaps"(array(SELECT DISTINCT "brand_code" FROM "product_search"));
