-- Written by hand (decision 0532): the bands of the price facet are half-open, each from its lower
-- end, inclusive, up to its upper end, exclusive, so a price on a shared edge (exactly 1,000.00) is
-- counted in the upper band only. Held as inclusive bounds in minor units (PRICE_BANDS of the core
-- through priceBoundsMinor; refreshSearchIndex writes them again), then every region's band
-- bitmaps are built again from them.
DELETE FROM "search_price_bands";
--> statement-breakpoint
INSERT INTO "search_price_bands" ("band", "min_minor", "max_minor") VALUES
	(0, 0, 49999), (1, 50000, 99999), (2, 100000, 199999), (3, 200000, 499999),
	(4, 500000, 999999), (5, 1000000, 1999999), (6, 2000000, 4999999), (7, 5000000, 2147483647);
--> statement-breakpoint
SELECT "search_build_region_bitmaps"(array_agg(p."region"), array_agg(p."brand_code")) FROM (SELECT DISTINCT "region", "brand_code" FROM "search_listings") p;
