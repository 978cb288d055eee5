CREATE TABLE "facet_labels" (
	"facet" varchar(32) NOT NULL,
	"value_en" varchar(96) NOT NULL,
	"value_ar" text NOT NULL,
	CONSTRAINT "facet_labels_facet_value_en_pk" PRIMARY KEY("facet","value_en")
);
--> statement-breakpoint
-- A store seeded before this table existed keeps its Arabic labels: its search index holds every
-- label its products use, under the index's facet names.
INSERT INTO "facet_labels" ("facet", "value_en", "value_ar")
SELECT CASE "facet" WHEN 'charm_family' THEN 'charmFamily' WHEN 'diamonds' THEN 'stone' ELSE "facet" END, "value_en", "value_ar"
FROM "search_facet_values"
WHERE "facet" IN ('type', 'metal', 'karat', 'colour', 'stone', 'diamonds', 'collection', 'charm_family', 'capsule') AND "value_ar" <> "value_en"
ON CONFLICT DO NOTHING;
