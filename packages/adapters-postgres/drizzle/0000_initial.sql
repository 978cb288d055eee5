CREATE TABLE "app_meta" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory" (
	"product_id" integer NOT NULL,
	"region" varchar(2) NOT NULL,
	"available_to_sell" integer NOT NULL,
	CONSTRAINT "inventory_product_id_region_pk" PRIMARY KEY("product_id","region"),
	CONSTRAINT "inventory_available_not_negative" CHECK ("inventory"."available_to_sell" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"region" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price_minor" integer NOT NULL,
	"sale_price_minor" integer,
	CONSTRAINT "product_prices_product_id_region_pk" PRIMARY KEY("product_id","region"),
	CONSTRAINT "product_prices_price_positive" CHECK ("product_prices"."price_minor" > 0),
	CONSTRAINT "product_prices_sale_below_price" CHECK ("product_prices"."sale_price_minor" IS NULL OR ("product_prices"."sale_price_minor" > 0 AND "product_prices"."sale_price_minor" < "product_prices"."price_minor"))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sku" varchar(64) NOT NULL,
	"brand_code" varchar(16) NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"image_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
ALTER TABLE "inventory" ADD CONSTRAINT "inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_code_brands_code_fk" FOREIGN KEY ("brand_code") REFERENCES "public"."brands"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_prices_region_idx" ON "product_prices" USING btree ("region");--> statement-breakpoint
CREATE INDEX "products_brand_created_idx" ON "products" USING btree ("brand_code","created_at" DESC NULLS LAST);