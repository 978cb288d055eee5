-- One review per product per customer in a region's store (decision 1301). Numbered 0018, after
-- the abandoned-cart and outbox migrations. Reviews written before the rule, when a customer had several of one
-- product, keep the newest as the customer's own; the older ones stay listed (and counted in the
-- product's stars) but belong to no account any more, as a deleted account's reviews do.
UPDATE "reviews" SET "customer_id" = NULL
WHERE "customer_id" IS NOT NULL AND "id" NOT IN (
	SELECT DISTINCT ON ("customer_id", "product_id", "region") "id" FROM "reviews"
	WHERE "customer_id" IS NOT NULL
	ORDER BY "customer_id", "product_id", "region", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_customer_idx" ON "reviews" USING btree ("customer_id","product_id","region") WHERE "reviews"."customer_id" IS NOT NULL;
