-- The image endpoint renders a generated illustration only when a product shows it (decision 0915):
-- both places a product names an image are looked up by path.
CREATE INDEX "product_images_path_idx" ON "product_images" USING btree ("path");--> statement-breakpoint
CREATE INDEX "products_image_path_idx" ON "products" USING btree ("image_path");