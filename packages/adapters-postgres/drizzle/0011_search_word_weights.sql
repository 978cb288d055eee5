CREATE TABLE "search_word_weights" (
	"brand_code" varchar(16) NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"weights" text NOT NULL,
	"bits" bit varying,
	"ordinals" integer[],
	CONSTRAINT "search_word_weights_brand_code_word_weights_pk" PRIMARY KEY("brand_code","word","weights")
);

--> statement-breakpoint
-- Written by hand from here on (decision 0511): for each word (lexeme) of the products of `brands`
-- and each sequence of weights it has in a product (its positions' weights in position order, one
-- letter each), the ordinals of the products that have it so, as a bitmap when that takes no more
-- room than the ordinals, else as the ordinals (as `search_build_word_bitmaps` does).
CREATE FUNCTION "search_build_word_weights"(brands varchar[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "search_word_weights" WHERE "brand_code" = ANY(brands);
	INSERT INTO "search_word_weights" ("brand_code", "word", "weights", "bits", "ordinals")
	SELECT w."brand_code", w."word", w."weights",
		CASE WHEN w."products" * 32 >= s."size" THEN "search_bitmap"(s."size", w."ordinals") END,
		CASE WHEN w."products" * 32 < s."size" THEN w."ordinals" END
	FROM (
		SELECT ps."brand_code", x."lexeme" AS "word", array_to_string(x."weights", '') AS "weights",
			count(*)::integer AS "products", array_agg(ps."ordinal" ORDER BY ps."ordinal") AS "ordinals"
		FROM "product_search" ps CROSS JOIN LATERAL unnest(ps."search_vector") AS x
		WHERE ps."brand_code" = ANY(brands)
		GROUP BY ps."brand_code", x."lexeme", array_to_string(x."weights", '')
	) w
	JOIN (SELECT "brand_code", count(*)::integer AS "size" FROM "product_search" WHERE "brand_code" = ANY(brands) GROUP BY "brand_code") s
		ON s."brand_code" = w."brand_code";
$$;
--> statement-breakpoint
-- An index filled before this migration: build its word weights.
SELECT "search_build_word_weights"(array(SELECT DISTINCT "brand_code" FROM "product_search"));
