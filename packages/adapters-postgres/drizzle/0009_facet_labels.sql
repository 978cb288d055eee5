ALTER TABLE "products" ADD COLUMN "type_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "metal_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "karat_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stone_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "collection_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "charm_family_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "capsule_ar" text;--> statement-breakpoint
-- A store seeded before these columns existed keeps its Arabic labels: its search index holds every
-- label its products use, under the index's facet names (a stone of diamonds under `diamonds`).
UPDATE "products" AS p SET
  "type_ar" = (SELECT v."value_ar" FROM "search_facet_values" v WHERE v."facet" = 'type' AND v."value_en" = p."type" AND v."value_ar" <> v."value_en"),
  "metal_ar" = (SELECT v."value_ar" FROM "search_facet_values" v WHERE v."facet" = 'metal' AND v."value_en" = p."metal" AND v."value_ar" <> v."value_en"),
  "karat_ar" = (SELECT v."value_ar" FROM "search_facet_values" v WHERE v."facet" = 'karat' AND v."value_en" = p."karat" AND v."value_ar" <> v."value_en"),
  "colour_ar" = (SELECT v."value_ar" FROM "search_facet_values" v WHERE v."facet" = 'colour' AND v."value_en" = p."colour" AND v."value_ar" <> v."value_en"),
  "stone_ar" = (SELECT min(v."value_ar") FROM "search_facet_values" v WHERE v."facet" IN ('stone', 'diamonds') AND v."value_en" = p."stone" AND v."value_ar" <> v."value_en"),
  "collection_ar" = (SELECT v."value_ar" FROM "search_facet_values" v WHERE v."facet" = 'collection' AND v."value_en" = p."collection" AND v."value_ar" <> v."value_en"),
  "charm_family_ar" = (SELECT v."value_ar" FROM "search_facet_values" v WHERE v."facet" = 'charm_family' AND v."value_en" = p."charm_family" AND v."value_ar" <> v."value_en"),
  "capsule_ar" = (SELECT v."value_ar" FROM "search_facet_values" v WHERE v."facet" = 'capsule' AND v."value_en" = p."capsule" AND v."value_ar" <> v."value_en");
