-- A product's kind (jewellery, a gold coin or a gold bar) and whether it is pierced, which the
-- cart carries to the order line for the return rules (decision 1330). Numbered 0021, after the
-- returns migrations. Products already imported stay jewellery, not pierced, as decision 1203 sold them.
ALTER TABLE "products" ADD COLUMN "kind" varchar(16) DEFAULT 'jewellery' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pierced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_kind" CHECK ("products"."kind" IN ('jewellery', 'gold-coin', 'gold-bar'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bullion_not_pierced" CHECK ("products"."kind" = 'jewellery' OR NOT "products"."pierced");
