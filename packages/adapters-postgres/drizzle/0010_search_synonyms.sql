CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" varchar(2) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"from_term" text,
	"terms" text[] NOT NULL,
	CONSTRAINT "search_synonyms_language_check" CHECK ("search_synonyms"."language" in ('en', 'ar')),
	CONSTRAINT "search_synonyms_kind_check" CHECK (("search_synonyms"."kind" = 'two-way' and "search_synonyms"."from_term" is null) or ("search_synonyms"."kind" = 'one-way' and "search_synonyms"."from_term" is not null))
);
--> statement-breakpoint
CREATE TABLE "search_synonyms_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "search_synonyms_version_single_row" CHECK ("search_synonyms_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand from here on (decision 0508): the version moves on with every change to the
-- synonyms, in the same transaction, so a search engine that keeps them reads one number per query
-- to know whether they are still current.
INSERT INTO "search_synonyms_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "search_synonyms_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "search_synonyms_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms"
	FOR EACH STATEMENT EXECUTE FUNCTION "search_synonyms_changed"();
