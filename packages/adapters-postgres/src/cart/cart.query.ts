import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartStateLine, CartVariantFacts, CouponPromotion } from '@storefront/core/cart';
import type { Language, Region } from '@storefront/core/locale';
import { natureOf } from '../catalog/product-nature.js';
import type { Database } from '../database/database.js';
import {
  cartLines,
  carts,
  inventory,
  inventoryLocations,
  productPrices,
  productVariants,
  products,
  promotions,
} from '../database/schema/index.js';

/** A transaction or the database itself: the cart's reads run inside the writes' transactions. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** The cart's row as loading it and checking its owner need it. */
export interface CartHead {
  readonly id: string;
  readonly language: string;
  readonly couponCode: string | null;
  readonly tokenHash: string | null;
  readonly customerId: number | null;
}

const headColumns = { id: carts.id, language: carts.language, couponCode: carts.couponCode, tokenHash: carts.tokenHash, customerId: carts.customerId };

/** The cart's own row, only when it belongs to the region's store. */
export async function selectCartHead(q: Queryable, region: Region, cartId: string): Promise<CartHead | undefined> {
  const [head] = await q
    .select(headColumns)
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.region, region)))
    .limit(1);
  return head;
}

/**
 * Bumps the cart's version, which takes its row lock until the transaction ends, and answers its
 * row; nothing for a cart of another region or none at all.
 */
export async function lockCartHead(q: Queryable, region: Region, cartId: string): Promise<CartHead | undefined> {
  const [head] = await q
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(carts.id, cartId), eq(carts.region, region)))
    .returning(headColumns);
  return head;
}

/** Units the region's locations can still sell of the variant in the current row. */
function availableToSellOf(region: Region) {
  return sql<number>`coalesce((
    select sum(${inventory.availableToSell})::int
    from ${inventory}
    join ${inventoryLocations} on ${inventoryLocations.id} = ${inventory.locationId}
    where ${inventory.variantId} = ${productVariants.id} and ${inventoryLocations.region} = ${region}
  ), 0)`;
}

/** The region's coupon of that code, running or not. */
export async function selectCoupon(q: Queryable, region: Region, code: string): Promise<CouponPromotion | undefined> {
  const [row] = await q
    .select({
      code: promotions.code,
      kind: promotions.kind,
      value: promotions.value,
      minimumSpendMinor: promotions.minimumSpendMinor,
      startsAt: promotions.startsAt,
      endsAt: promotions.endsAt,
    })
    .from(promotions)
    .where(and(eq(promotions.region, region), eq(promotions.code, code)))
    .limit(1);
  if (row === undefined || (row.kind !== 'percentage' && row.kind !== 'fixed')) return undefined;
  return { ...row, kind: row.kind, startsAt: row.startsAt ?? undefined, endsAt: row.endsAt ?? undefined };
}

/** A variant's facts in the region, named in `language`; the price columns come from the region's price list. */
function factColumns(region: Region, language: Language) {
  return {
    productId: productVariants.productId,
    variantId: productVariants.id,
    sku: productVariants.sku,
    productSku: products.sku,
    name: language === 'ar' ? products.nameAr : products.nameEn,
    options: productVariants.options,
    imageUrl: products.imagePath,
    kind: products.kind,
    pierced: products.pierced,
    priceMinor: productPrices.priceMinor,
    salePriceMinor: productPrices.salePriceMinor,
    availableToSell: availableToSellOf(region),
  };
}

type FactRow = { [K in keyof CartVariantFacts]: K extends 'priceMinor' ? number | null : K extends 'kind' ? string : CartVariantFacts[K] };

function toFacts(row: FactRow): CartVariantFacts | undefined {
  return row.priceMinor === null ? undefined : { ...row, ...natureOf(row), priceMinor: row.priceMinor, availableToSell: Number(row.availableToSell) };
}

/**
 * The cart's lines in the order first added, each with its variant as the region sells it now; a
 * line whose product has since lost its price in the region comes without one.
 */
export async function selectLineStates(q: Queryable, region: Region, language: Language, cartId: string): Promise<CartStateLine[]> {
  const rows = await q
    .select({ id: cartLines.id, quantity: cartLines.quantity, ...factColumns(region, language) })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productPrices, and(eq(productPrices.productId, cartLines.productId), eq(productPrices.region, region)))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.seq));
  return rows.map(({ id, quantity, ...facts }) => ({ id, productId: facts.productId, variantId: facts.variantId, quantity, variant: toFacts(facts) }));
}

/** The variants the region sells of a product (it has a price there), in position order. */
export async function selectVariants(q: Queryable, region: Region, language: Language, productId: number): Promise<CartVariantFacts[]> {
  // Ids outside PostgreSQL's integer range cannot name a row; asking would only raise an error.
  if (!isDatabaseId(productId)) return [];
  const rows = await q
    .select(factColumns(region, language))
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, productVariants.productId), eq(productPrices.region, region)))
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return rows.flatMap((row) => toFacts(row) ?? []);
}

const MAX_INTEGER = 2_147_483_647;

export function isDatabaseId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_INTEGER;
}
