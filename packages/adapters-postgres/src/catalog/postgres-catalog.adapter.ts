import { err, ok, Result, ResultAsync } from 'neverthrow';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  brandSchema,
  currencyOf,
  unavailable,
  type CatalogPort,
  type FeaturedProductsQuery,
  type InfrastructureError,
  type ProductSummary,
} from '@storefront/core';
import type { Database } from '../database/database.js';
import { inventory, productPrices, products } from '../database/schema.js';

/** The catalogue port on the built-in engine: one region's prices and stock, one language's names. */
export class PostgresCatalog implements CatalogPort {
  constructor(private readonly db: Database) {}

  listFeaturedProducts(query: FeaturedProductsQuery): ResultAsync<readonly ProductSummary[], InfrastructureError> {
    const name = query.language === 'ar' ? products.nameAr : products.nameEn;
    const currency = currencyOf(query.region);
    return ResultAsync.fromPromise(
      this.db
        .select({
          sku: products.sku,
          name,
          brand: products.brandCode,
          imagePath: products.imagePath,
          priceMinor: productPrices.priceMinor,
          salePriceMinor: productPrices.salePriceMinor,
          availableToSell: inventory.availableToSell,
        })
        .from(products)
        .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, query.region)))
        .leftJoin(inventory, and(eq(inventory.productId, products.id), eq(inventory.region, query.region)))
        .where(eq(products.brandCode, query.brand))
        .orderBy(desc(products.createdAt), asc(products.sku))
        .limit(query.limit),
      () => unavailable('catalog'),
    ).andThen((rows) => Result.combine(rows.map((row) => toSummary(row, currency))));
  }
}

interface SummaryRow {
  sku: string;
  name: string;
  brand: string;
  imagePath: string;
  priceMinor: number;
  salePriceMinor: number | null;
  availableToSell: number | null;
}

function toSummary(row: SummaryRow, currency: ReturnType<typeof currencyOf>): Result<ProductSummary, InfrastructureError> {
  const brand = brandSchema.safeParse(row.brand);
  if (!brand.success) return err(unavailable('catalog'));
  return ok({
    sku: row.sku,
    name: row.name,
    brand: brand.data,
    price: { amountMinor: row.priceMinor, currency },
    ...(row.salePriceMinor === null ? {} : { salePrice: { amountMinor: row.salePriceMinor, currency } }),
    imageUrl: row.imagePath,
    inStock: (row.availableToSell ?? 0) > 0,
  });
}
