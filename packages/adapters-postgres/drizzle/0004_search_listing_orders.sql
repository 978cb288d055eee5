DROP INDEX "search_listings_region_brand_idx";--> statement-breakpoint
CREATE INDEX "search_listings_relevance_idx" ON "search_listings" USING btree ("region","brand_code","best_seller_rank","created_at" DESC NULLS FIRST,"sku" collate "C");--> statement-breakpoint
CREATE INDEX "search_listings_best_selling_idx" ON "search_listings" USING btree ("region","brand_code","best_seller_rank","sku" collate "C");--> statement-breakpoint
CREATE INDEX "search_listings_newest_idx" ON "search_listings" USING btree ("region","brand_code","created_at" DESC NULLS FIRST,"sku" collate "C");--> statement-breakpoint
CREATE INDEX "search_listings_price_asc_idx" ON "search_listings" USING btree ("region","brand_code","price_minor","sku" collate "C");--> statement-breakpoint
CREATE INDEX "search_listings_price_desc_idx" ON "search_listings" USING btree ("region","brand_code","price_minor" DESC NULLS FIRST,"sku" collate "C");--> statement-breakpoint
CREATE INDEX "search_listings_name_en_idx" ON "search_listings" USING btree ("region","brand_code","name_en_norm" collate "C","sku" collate "C");--> statement-breakpoint
CREATE INDEX "search_listings_name_ar_idx" ON "search_listings" USING btree ("region","brand_code","name_ar_norm" collate "C","sku" collate "C");--> statement-breakpoint
CREATE INDEX "search_listings_sale_idx" ON "search_listings" USING btree ("region","brand_code","sale_percent" DESC NULLS FIRST,"sku" collate "C");