import { eq } from 'drizzle-orm';
import { BRAND_PROFILES, BRANDS, REGIONS, brandSellsIn, currencyOf, type Region } from '@storefront/core';
import type { Database } from '../database/database.js';
import { appMeta, brands, inventory, productPrices, products } from '../database/schema.js';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products.js';

export const DEMO_CATALOGUE_KEY = 'demo_catalogue';
const DEMO_CATALOGUE_VERSION = '1';

export interface SeedProgress {
  readonly done: number;
  readonly total: number;
}

export interface SeedOutcome {
  readonly seeded: boolean;
  readonly products: number;
}

const BRAND_NAMES_AR = { lazurde: 'لازوردي', missl: 'مس ل', waves: 'ويفز' } as const;
const EPOCH = Date.UTC(2026, 9, 1);
const DAY = 86_400_000;

/** Whole units in each region's currency, rounded the way a merchant prices. */
export function regionalPrice(priceSar: number, region: Region): number {
  switch (region) {
    case 'sa':
      return priceSar;
    case 'ae':
      return Math.round((priceSar * 0.98) / 10) * 10;
    case 'eg':
      return Math.round((priceSar * 13.2) / 50) * 50;
  }
}

function stockFor(index: number): number {
  if (index % 7 === 6) return 0;
  if (index % 5 === 4) return 2;
  return 12;
}

function salePriceMinor(product: DemoProduct, priceMinor: number): number | null {
  if (product.salePercent === undefined) return null;
  return Math.round((priceMinor * (100 - product.salePercent)) / 10_000) * 100;
}

/**
 * Seeds the demo catalogue once, in one transaction: a database that already holds it is left alone,
 * so a second start reuses the data.
 */
export async function seedDemoCatalogue(
  db: Database,
  onProgress: (progress: SeedProgress) => void = () => undefined,
): Promise<SeedOutcome> {
  const already = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_CATALOGUE_KEY));
  if (already.length > 0) return { seeded: false, products: DEMO_PRODUCTS.length };

  const total = DEMO_PRODUCTS.length;
  await db.transaction(async (tx) => {
    await tx.insert(brands).values(
      BRANDS.map((code) => ({ code, nameEn: BRAND_PROFILES[code].displayName, nameAr: BRAND_NAMES_AR[code] })),
    );
    for (const [index, product] of DEMO_PRODUCTS.entries()) {
      const [row] = await tx
        .insert(products)
        .values({
          sku: product.sku,
          brandCode: product.brand,
          nameEn: product.nameEn,
          nameAr: product.nameAr,
          descriptionEn: product.descriptionEn,
          descriptionAr: product.descriptionAr,
          imagePath: `/images/catalog/${product.kind}.svg`,
          createdAt: new Date(EPOCH - index * DAY),
        })
        .returning({ id: products.id });
      if (!row) throw new Error(`Inserting ${product.sku} returned no id`);
      const regions = REGIONS.filter((region) => brandSellsIn(product.brand, region));
      await tx.insert(productPrices).values(
        regions.map((region) => {
          const priceMinor = regionalPrice(product.priceSar, region) * 100;
          return {
            productId: row.id,
            region,
            currency: currencyOf(region),
            priceMinor,
            salePriceMinor: salePriceMinor(product, priceMinor),
          };
        }),
      );
      await tx
        .insert(inventory)
        .values(regions.map((region) => ({ productId: row.id, region, availableToSell: stockFor(index) })));
      onProgress({ done: index + 1, total });
    }
    await tx.insert(appMeta).values({ key: DEMO_CATALOGUE_KEY, value: DEMO_CATALOGUE_VERSION });
  });
  return { seeded: true, products: total };
}
