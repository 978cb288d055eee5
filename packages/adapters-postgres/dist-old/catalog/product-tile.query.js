import { and, eq, sql } from 'drizzle-orm';
import { err, ok } from 'neverthrow';
import { brandSchema, currencyOf, unavailable, } from '@storefront/core';
import { inventory, inventoryLocations, productPrices, productVariants, products } from '../database/schema/index.js';
/** The stock level at or under which a product is low on stock, unless its inventory names a lower one. */
export const DEFAULT_WARNING_LEVEL = 3;
/** Units a product can still sell in a region: the sum over its variants and the region's locations. */
export function availableInRegion(region) {
    return sql `coalesce((
    select sum(${inventory.availableToSell})::int
    from ${inventory}
    join ${productVariants} on ${productVariants.id} = ${inventory.variantId}
    join ${inventoryLocations} on ${inventoryLocations.id} = ${inventory.locationId}
    where ${productVariants.productId} = ${products.id} and ${inventoryLocations.region} = ${region}
  ), 0)`;
}
/**
 * The product's warning level in a region: the lowest of its inventory rows there, never above
 * the default (the product page's rule).
 */
export function warningLevelInRegion(region) {
    return sql `least(${DEFAULT_WARNING_LEVEL}, coalesce((
    select min(${inventory.warningLevel})::int
    from ${inventory}
    join ${productVariants} on ${productVariants.id} = ${inventory.variantId}
    join ${inventoryLocations} on ${inventoryLocations.id} = ${inventory.locationId}
    where ${productVariants.productId} = ${products.id} and ${inventoryLocations.region} = ${region}
  ), ${DEFAULT_WARNING_LEVEL}))`;
}
/** The columns of a listing tile, in one language and one region's prices. */
export function tileColumns(region, language) {
    return {
        productId: products.id,
        sku: products.sku,
        name: language === 'ar' ? products.nameAr : products.nameEn,
        brand: products.brandCode,
        imagePath: products.imagePath,
        priceMinor: productPrices.priceMinor,
        salePriceMinor: productPrices.salePriceMinor,
        availableToSell: availableInRegion(region),
        warningLevel: warningLevelInRegion(region),
    };
}
/** Products joined to their price in the region: a product without one is not sold there. */
export function tilesFrom(db, region, language) {
    return db
        .select(tileColumns(region, language))
        .from(products)
        .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)));
}
export function toSummary(row, region) {
    const brand = brandSchema.safeParse(row.brand);
    if (!brand.success)
        return err(unavailable('catalog'));
    const currency = currencyOf(region);
    return ok({
        productId: row.productId,
        sku: row.sku,
        name: row.name,
        brand: brand.data,
        price: { amountMinor: row.priceMinor, currency },
        ...(row.salePriceMinor === null ? {} : { salePrice: { amountMinor: row.salePriceMinor, currency } }),
        imageUrl: row.imagePath,
        inStock: Number(row.availableToSell) > 0,
        availableToSell: Math.max(0, Number(row.availableToSell)),
        warningLevel: Math.max(0, Number(row.warningLevel)),
    });
}
//# sourceMappingURL=product-tile.query.js.map