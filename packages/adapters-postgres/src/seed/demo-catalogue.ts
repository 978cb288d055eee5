import { eq } from 'drizzle-orm';
import { BRAND_PROFILES, BRANDS, REGION_PROFILES, REGIONS, brandSellsIn, currencyOf, type Region } from '@storefront/core';
import type { Database } from '../database/database.js';
import {
  appMeta,
  brandRegions,
  brands,
  inventory,
  inventoryLocations,
  productPrices,
  productVariants,
  products,
  regions,
} from '../database/schema/index.js';
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
const REGION_NAMES_AR = { sa: 'السعودية', ae: 'الإمارات', eg: 'مصر' } as const;
const RING_SIZES = ['50', '52', '54', '56'] as const;
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
    await tx.insert(regions).values(
      REGIONS.map((code) => ({
        code,
        nameEn: REGION_PROFILES[code].displayName,
        nameAr: REGION_NAMES_AR[code],
        currency: currencyOf(code),
      })),
    );
    await tx.insert(brands).values(
      BRANDS.map((code) => ({ code, nameEn: BRAND_PROFILES[code].displayName, nameAr: BRAND_NAMES_AR[code] })),
    );
    await tx
      .insert(brandRegions)
      .values(BRANDS.flatMap((brandCode) => REGIONS.filter((region) => brandSellsIn(brandCode, region)).map((region) => ({ brandCode, region }))));
    const locations = await tx
      .insert(inventoryLocations)
      .values(REGIONS.map((region) => ({ region, code: `${region}-online`, name: `${REGION_PROFILES[region].displayName} online warehouse` })))
      .returning({ id: inventoryLocations.id, region: inventoryLocations.region });
    const locationOf = new Map(locations.map((location) => [location.region, location.id]));
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
          type: product.kind,
          imagePath: `/images/catalog/${product.kind}.svg`,
          createdAt: new Date(EPOCH - index * DAY),
        })
        .returning({ id: products.id });
      if (!row) throw new Error(`Inserting ${product.sku} returned no id`);
      const sellingRegions = REGIONS.filter((region) => brandSellsIn(product.brand, region));
      await tx.insert(productPrices).values(
        sellingRegions.map((region) => {
          const priceMinor = regionalPrice(product.priceSar, region) * 100;
          return {
            productId: row.id,
            region,
            currency: currencyOf(region),
            priceMinor,
            basePriceMinor: priceMinor,
            salePriceMinor: salePriceMinor(product, priceMinor),
            salePercent: product.salePercent ?? 0,
          };
        }),
      );
      const variants = await tx
        .insert(productVariants)
        .values(
          product.kind === 'ring'
            ? RING_SIZES.map((size, position) => ({ productId: row.id, sku: `${product.sku}-${size}`, options: { Size: size }, position }))
            : [{ productId: row.id, sku: product.sku }],
        )
        .returning({ id: productVariants.id });
      await tx.insert(inventory).values(
        variants.flatMap((variant) =>
          sellingRegions.map((region) => ({ variantId: variant.id, locationId: locationOf.get(region)!, availableToSell: stockFor(index) })),
        ),
      );
      onProgress({ done: index + 1, total });
    }
    await tx.insert(appMeta).values({ key: DEMO_CATALOGUE_KEY, value: DEMO_CATALOGUE_VERSION });
  });
  return { seeded: true, products: total };
}
