import { and, eq, sql, type SQL } from 'drizzle-orm';
import { err, ok, type Result } from 'neverthrow';
import type { ProductSummary } from '@storefront/core/catalog';
import { brandSchema, currencyOf, type Language, type Region } from '@storefront/core/locale';
import { unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { inventory, inventoryLocations, productPrices, productVariants, products } from '../database/schema/index.js';

/** The stock level at or under which a product is low on stock, unless its inventory names a lower one. */
export const DEFAULT_WARNING_LEVEL = 3;

/** Units a product can still sell in a region: the sum over its variants and the region's locations. */
export function availableInRegion(region: Region): SQL<number> {
  return sql<number>`coalesce((
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
export function warningLevelInRegion(region: Region): SQL<number> {
  return sql<number>`least(${DEFAULT_WARNING_LEVEL}, coalesce((
    select min(${inventory.warningLevel})::int
    from ${inventory}
    join ${productVariants} on ${productVariants.id} = ${inventory.variantId}
    join ${inventoryLocations} on ${inventoryLocations.id} = ${inventory.locationId}
    where ${productVariants.productId} = ${products.id} and ${inventoryLocations.region} = ${region}
  ), ${DEFAULT_WARNING_LEVEL}))`;
}

/** The columns of a listing tile, in one language and one region's prices. */
export function tileColumns(region: Region, language: Language) {
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
export function tilesFrom(db: Database, region: Region, language: Language) {
  return db
    .select(tileColumns(region, language))
    .from(products)
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)));
}

export interface TileRow {
  readonly productId: number;
  readonly sku: string;
  readonly name: string;
  readonly brand: string;
  readonly imagePath: string;
  readonly priceMinor: number;
  readonly salePriceMinor: number | null;
  readonly availableToSell: number;
  readonly warningLevel: number;
}

export function toSummary(row: TileRow, region: Region): Result<ProductSummary, InfrastructureError> {
  const brand = brandSchema.safeParse(row.brand);
  if (!brand.success) return err(unavailable('catalog', brand.error));
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
