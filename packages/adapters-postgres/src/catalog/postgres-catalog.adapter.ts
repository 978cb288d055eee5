import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { errAsync, Result, ResultAsync } from 'neverthrow';
import type { CatalogPort, CatalogScope, Category, FeaturedProductsQuery, ProductDetail, ProductSummary } from '@storefront/core/catalog';
import { brandSchema, currencyOf, type Brand } from '@storefront/core/locale';
import { notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import {
  categories,
  inventory,
  inventoryLocations,
  productCategories,
  productImages,
  productPrices,
  productVariants,
  products,
  relatedProducts,
  reviewSummaries,
} from '../database/schema/index.js';
import { DEFAULT_WARNING_LEVEL, availableInRegion, tilesFrom, toSummary, type TileRow } from './product-tile.query.js';

/** A facet value's Arabic label, or the value as stored when it has none. */
function inArabic(value: AnyPgColumn, label: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`coalesce(${label}, ${value})`;
}

function read<T>(promise: Promise<T>): ResultAsync<T, InfrastructureError> {
  return ResultAsync.fromPromise(promise, (cause) => unavailable('catalog', cause));
}

function summaries(rows: readonly TileRow[], scope: CatalogScope) {
  return Result.combine(rows.map((row) => toSummary(row, scope.region)));
}

/** The catalogue port on the built-in engine: one region's prices and stock, one language's text. */
export class PostgresCatalog implements CatalogPort {
  constructor(private readonly db: Database) {}

  listFeaturedProducts(query: FeaturedProductsQuery): ResultAsync<readonly ProductSummary[], InfrastructureError> {
    return read(
      tilesFrom(this.db, query.region, query.language)
        .where(eq(products.brandCode, query.brand))
        .orderBy(desc(products.createdAt), asc(products.sku))
        .limit(query.limit),
    ).andThen((rows) => summaries(rows, query));
  }

  listProductsByIds(scope: CatalogScope, productIds: readonly number[]): ResultAsync<readonly ProductSummary[], InfrastructureError> {
    if (productIds.length === 0) return read(Promise.resolve([]));
    return read(tilesFrom(this.db, scope.region, scope.language).where(inArray(products.id, [...productIds])))
      .map((rows) => {
        const byId = new Map(rows.map((row) => [row.productId, row]));
        return productIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      })
      .andThen((rows) => summaries(rows, scope));
  }

  listRelatedProducts(scope: CatalogScope, sku: string, limit: number): ResultAsync<readonly ProductSummary[], InfrastructureError> {
    const source = sql`(select ${products.id} from ${products} where ${products.sku} = ${sku})`;
    return read(
      tilesFrom(this.db, scope.region, scope.language)
        .innerJoin(relatedProducts, eq(relatedProducts.relatedProductId, products.id))
        .where(sql`${relatedProducts.productId} = ${source}`)
        .orderBy(asc(relatedProducts.position))
        .limit(limit),
    ).andThen((rows) => summaries(rows, scope));
  }

  showsImage(path: string): ResultAsync<boolean, InfrastructureError> {
    // Both are indexed by path (migration 0012).
    const pictures = this.db.select({ one: sql`1` }).from(productImages).where(eq(productImages.path, path)).limit(1);
    const mains = this.db.select({ one: sql`1` }).from(products).where(eq(products.imagePath, path)).limit(1);
    return read(Promise.all([pictures, mains])).map(([picture, main]) => picture.length > 0 || main.length > 0);
  }

  getProductBySku(scope: CatalogScope, sku: string): ResultAsync<ProductDetail, InfrastructureError> {
    const ar = scope.language === 'ar';
    return read(
      this.db
        .select({
          productId: products.id,
          sku: products.sku,
          name: ar ? products.nameAr : products.nameEn,
          description: ar ? products.descriptionAr : products.descriptionEn,
          brand: products.brandCode,
          imagePath: products.imagePath,
          // Products store facet values in English (decision 0501); an Arabic page shows the labels
          // the listing's Arabic filters show (the index's `_ar` facets), stored beside each value.
          type: ar ? inArabic(products.type, products.typeAr) : products.type,
          metal: ar ? inArabic(products.metal, products.metalAr) : products.metal,
          karat: ar ? inArabic(products.karat, products.karatAr) : products.karat,
          colour: ar ? inArabic(products.colour, products.colourAr) : products.colour,
          stone: ar ? inArabic(products.stone, products.stoneAr) : products.stone,
          collection: ar ? inArabic(products.collection, products.collectionAr) : products.collection,
          priceMinor: productPrices.priceMinor,
          salePriceMinor: productPrices.salePriceMinor,
          availableToSell: availableInRegion(scope.region),
          summationOfRatings: reviewSummaries.summationOfRatings,
          numberOfReviews: reviewSummaries.numberOfReviews,
        })
        .from(products)
        .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, scope.region)))
        .leftJoin(reviewSummaries, eq(reviewSummaries.productId, products.id))
        .where(eq(products.sku, sku))
        .limit(1),
    ).andThen(([row]) => {
      if (!row) return errAsync(notFound('product', sku));
      const brand = brandSchema.safeParse(row.brand);
      if (!brand.success) return errAsync(unavailable('catalog', brand.error));
      return ResultAsync.combine([
        read(
          this.db
            .select({ path: productImages.path, alt: ar ? productImages.altAr : productImages.altEn })
            .from(productImages)
            .where(eq(productImages.productId, row.productId))
            .orderBy(asc(productImages.position)),
        ),
        read(
          this.db
            .select({ name: ar ? categories.nameAr : categories.nameEn })
            .from(productCategories)
            .innerJoin(categories, eq(categories.id, productCategories.categoryId))
            .where(eq(productCategories.productId, row.productId))
            .orderBy(asc(categories.position)),
        ),
        read(
          this.db
            .select({
              variantId: productVariants.id,
              sku: productVariants.sku,
              options: productVariants.options,
              available: sql<number>`coalesce(sum(${inventory.availableToSell}), 0)::int`,
              warningLevel: sql<number>`coalesce(min(${inventory.warningLevel}), ${DEFAULT_WARNING_LEVEL})::int`,
            })
            .from(productVariants)
            .leftJoin(
              inventory,
              and(
                eq(inventory.variantId, productVariants.id),
                sql`${inventory.locationId} in (select ${inventoryLocations.id} from ${inventoryLocations} where ${inventoryLocations.region} = ${scope.region})`,
              ),
            )
            .where(eq(productVariants.productId, row.productId))
            .groupBy(productVariants.id)
            .orderBy(asc(productVariants.position)),
        ),
      ]).map(([images, categoryRows, variants]): ProductDetail => {
        const currency = currencyOf(scope.region);
        const available = Number(row.availableToSell);
        const warningLevel = Math.min(DEFAULT_WARNING_LEVEL, ...variants.map((v) => Number(v.warningLevel)));
        const fields = { type: row.type, metal: row.metal, karat: row.karat, colour: row.colour, stone: row.stone, collection: row.collection } as const;
        const customFields = Object.fromEntries(Object.entries(fields).flatMap(([field, value]) => (typeof value === 'string' ? [[field, value]] : [])));
        return {
          productId: row.productId,
          sku: row.sku,
          name: row.name,
          description: row.description,
          brand: brand.data,
          images: images.length > 0 ? images.map((image) => ({ url: image.path, alt: image.alt })) : [{ url: row.imagePath, alt: row.name }],
          categories: categoryRows.map((category) => category.name),
          customFields,
          price: { amountMinor: row.priceMinor, currency },
          ...(row.salePriceMinor === null ? {} : { salePrice: { amountMinor: row.salePriceMinor, currency } }),
          inventory: { isInStock: available > 0, availableToSell: available, warningLevel },
          variants: variants.map((variant) => ({
            variantId: variant.variantId,
            sku: variant.sku,
            options: variant.options,
            inventory: {
              isInStock: Number(variant.available) > 0,
              availableToSell: Number(variant.available),
              warningLevel: Number(variant.warningLevel),
            },
          })),
          reviewSummary: {
            summationOfRatings: row.summationOfRatings ?? 0,
            numberOfReviews: row.numberOfReviews ?? 0,
          },
        };
      });
    });
  }

  listCategories(scope: CatalogScope, brand: Brand): ResultAsync<readonly Category[], InfrastructureError> {
    const ar = scope.language === 'ar';
    const used = sql`(
      select ${productCategories.categoryId} from ${productCategories}
      join ${products} on ${products.id} = ${productCategories.productId}
      join ${productPrices} on ${productPrices.productId} = ${products.id} and ${productPrices.region} = ${scope.region}
      where ${products.brandCode} = ${brand}
    )`;
    return read(
      this.db
        .select({
          categoryId: categories.id,
          slug: ar ? categories.slugAr : categories.slugEn,
          name: ar ? categories.nameAr : categories.nameEn,
          parentId: categories.parentId,
        })
        .from(categories)
        .where(
          sql`${categories.id} in ${used} or exists (select 1 from ${categories} as child where child.parent_id = ${categories.id} and child.id in ${used})`,
        )
        .orderBy(sql`${categories.parentId} nulls first`, asc(categories.position), asc(categories.id)),
    ).map((rows) =>
      rows.map((row): Category => ({
        categoryId: row.categoryId,
        slug: row.slug,
        name: row.name,
        ...(row.parentId === null ? {} : { parentId: row.parentId }),
      })),
    );
  }
}
