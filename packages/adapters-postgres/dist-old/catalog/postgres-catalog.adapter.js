import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { errAsync, Result, ResultAsync } from 'neverthrow';
import { brandSchema, currencyOf, notFound, unavailable, } from '@storefront/core';
import { categories, inventory, inventoryLocations, productCategories, productImages, productPrices, productVariants, products, relatedProducts, reviewSummaries, } from '../database/schema/index.js';
import { arabicLabel } from '../search/facet-labels.js';
import { DEFAULT_WARNING_LEVEL, availableInRegion, tilesFrom, toSummary } from './product-tile.query.js';
function read(promise) {
    return ResultAsync.fromPromise(promise, () => unavailable('catalog'));
}
function summaries(rows, scope) {
    return Result.combine(rows.map((row) => toSummary(row, scope.region)));
}
/** The catalogue port on the built-in engine: one region's prices and stock, one language's text. */
export class PostgresCatalog {
    db;
    constructor(db) {
        this.db = db;
    }
    listFeaturedProducts(query) {
        return read(tilesFrom(this.db, query.region, query.language)
            .where(eq(products.brandCode, query.brand))
            .orderBy(desc(products.createdAt), asc(products.sku))
            .limit(query.limit)).andThen((rows) => summaries(rows, query));
    }
    listProductsByIds(scope, productIds) {
        if (productIds.length === 0)
            return read(Promise.resolve([]));
        return read(tilesFrom(this.db, scope.region, scope.language).where(inArray(products.id, [...productIds])))
            .map((rows) => {
            const byId = new Map(rows.map((row) => [row.productId, row]));
            return productIds.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []));
        })
            .andThen((rows) => summaries(rows, scope));
    }
    listRelatedProducts(scope, sku, limit) {
        const source = sql `(select ${products.id} from ${products} where ${products.sku} = ${sku})`;
        return read(tilesFrom(this.db, scope.region, scope.language)
            .innerJoin(relatedProducts, eq(relatedProducts.relatedProductId, products.id))
            .where(sql `${relatedProducts.productId} = ${source}`)
            .orderBy(asc(relatedProducts.position))
            .limit(limit)).andThen((rows) => summaries(rows, scope));
    }
    getProductBySku(scope, sku) {
        const ar = scope.language === 'ar';
        return read(this.db
            .select({
            productId: products.id,
            sku: products.sku,
            name: ar ? products.nameAr : products.nameEn,
            description: ar ? products.descriptionAr : products.descriptionEn,
            brand: products.brandCode,
            imagePath: products.imagePath,
            type: products.type,
            metal: products.metal,
            karat: products.karat,
            colour: products.colour,
            stone: products.stone,
            collection: products.collection,
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
            .limit(1)).andThen(([row]) => {
            if (!row)
                return errAsync(notFound('product', sku));
            const brand = brandSchema.safeParse(row.brand);
            if (!brand.success)
                return errAsync(unavailable('catalog'));
            return ResultAsync.combine([
                read(this.db
                    .select({ path: productImages.path, alt: ar ? productImages.altAr : productImages.altEn })
                    .from(productImages)
                    .where(eq(productImages.productId, row.productId))
                    .orderBy(asc(productImages.position))),
                read(this.db
                    .select({ name: ar ? categories.nameAr : categories.nameEn })
                    .from(productCategories)
                    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
                    .where(eq(productCategories.productId, row.productId))
                    .orderBy(asc(categories.position))),
                read(this.db
                    .select({
                    variantId: productVariants.id,
                    sku: productVariants.sku,
                    options: productVariants.options,
                    available: sql `coalesce(sum(${inventory.availableToSell}), 0)::int`,
                    warningLevel: sql `coalesce(min(${inventory.warningLevel}), ${DEFAULT_WARNING_LEVEL})::int`,
                })
                    .from(productVariants)
                    .leftJoin(inventory, and(eq(inventory.variantId, productVariants.id), sql `${inventory.locationId} in (select ${inventoryLocations.id} from ${inventoryLocations} where ${inventoryLocations.region} = ${scope.region})`))
                    .where(eq(productVariants.productId, row.productId))
                    .groupBy(productVariants.id)
                    .orderBy(asc(productVariants.position))),
            ]).map(([images, categoryRows, variants]) => {
                const currency = currencyOf(scope.region);
                const available = Number(row.availableToSell);
                const warningLevel = Math.min(DEFAULT_WARNING_LEVEL, ...variants.map((v) => Number(v.warningLevel)));
                // Products store facet values in English (decision 0501); an Arabic page shows the labels
                // the listing's Arabic filters show (the index's `_ar` facets), from the same vocabulary.
                const fields = { type: row.type, metal: row.metal, karat: row.karat, colour: row.colour, stone: row.stone, collection: row.collection };
                const customFields = Object.fromEntries(Object.entries(fields).flatMap(([field, value]) => typeof value === 'string' ? [[field, ar ? arabicLabel(field, value) : value]] : []));
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
    listCategories(scope, brand) {
        const ar = scope.language === 'ar';
        const used = sql `(
      select ${productCategories.categoryId} from ${productCategories}
      join ${products} on ${products.id} = ${productCategories.productId}
      join ${productPrices} on ${productPrices.productId} = ${products.id} and ${productPrices.region} = ${scope.region}
      where ${products.brandCode} = ${brand}
    )`;
        return read(this.db
            .select({
            categoryId: categories.id,
            slug: ar ? categories.slugAr : categories.slugEn,
            name: ar ? categories.nameAr : categories.nameEn,
            parentId: categories.parentId,
        })
            .from(categories)
            .where(sql `${categories.id} in ${used} or exists (select 1 from ${categories} as child where child.parent_id = ${categories.id} and child.id in ${used})`)
            .orderBy(sql `${categories.parentId} nulls first`, asc(categories.position), asc(categories.id))).map((rows) => rows.map((row) => ({
            categoryId: row.categoryId,
            slug: row.slug,
            name: row.name,
            ...(row.parentId === null ? {} : { parentId: row.parentId }),
        })));
    }
}
//# sourceMappingURL=postgres-catalog.adapter.js.map