import { and, asc, eq, sql } from 'drizzle-orm';
import { err, ok, type Result } from 'neverthrow';
import {
  computeCartTotals,
  currencyOf,
  languageSchema,
  money,
  unavailable,
  type Cart,
  type CartLine,
  type CartPortError,
  type Language,
  type Region,
  type VatPolicy,
} from '@storefront/core';
import type { Database } from '../database/database.js';
import {
  cartLines,
  carts,
  inventory,
  inventoryLocations,
  productPrices,
  productVariants,
  products,
} from '../database/schema/index.js';

/** A transaction or the database itself: the cart's reads run inside the writes' transactions. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface CartHead {
  readonly id: string;
  readonly language: string;
}

export interface CartLineRow {
  readonly id: string;
  readonly productId: number;
  readonly sku: string;
  readonly name: string;
  readonly imagePath: string;
  readonly quantity: number;
  readonly priceMinor: number;
  readonly salePriceMinor: number | null;
}

export interface CartRows {
  readonly head: CartHead;
  readonly lines: readonly CartLineRow[];
}

/** The cart's own row, only when it belongs to the region's store. */
export async function selectCartHead(q: Queryable, region: Region, cartId: string): Promise<CartHead | undefined> {
  const [head] = await q
    .select({ id: carts.id, language: carts.language })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.region, region)))
    .limit(1);
  return head;
}

/**
 * The cart's lines priced from the region's price list as it is now. A line whose product has
 * since lost its price in the region cannot be bought there, so it is left out of the reading.
 */
export function selectCartLines(q: Queryable, region: Region, language: string, cartId: string): Promise<CartLineRow[]> {
  return q
    .select({
      id: cartLines.id,
      productId: cartLines.productId,
      sku: productVariants.sku,
      name: language === 'ar' ? products.nameAr : products.nameEn,
      imagePath: products.imagePath,
      quantity: cartLines.quantity,
      priceMinor: productPrices.priceMinor,
      salePriceMinor: productPrices.salePriceMinor,
    })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, cartLines.productId), eq(productPrices.region, region)))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.seq));
}

export interface ResolvedVariant {
  readonly productId: number;
  readonly variantId: number;
  readonly sku: string;
  /** Units the region's locations can still sell of this variant. */
  readonly availableToSell: number;
}

/**
 * The variant a shopper means: the one named, or the product's first in position order. Nothing
 * comes back when the region does not sell the product or the variant belongs to another product.
 */
export async function resolveVariant(
  q: Queryable,
  region: Region,
  productId: number,
  variantId: number | undefined,
): Promise<ResolvedVariant | undefined> {
  // Ids outside PostgreSQL's integer range cannot name a row; asking would only raise an error.
  if (!isDatabaseId(productId) || (variantId !== undefined && !isDatabaseId(variantId))) return undefined;
  const [row] = await q
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      sku: productVariants.sku,
      availableToSell: sql<number>`coalesce((
        select sum(${inventory.availableToSell})::int
        from ${inventory}
        join ${inventoryLocations} on ${inventoryLocations.id} = ${inventory.locationId}
        where ${inventory.variantId} = ${productVariants.id} and ${inventoryLocations.region} = ${region}
      ), 0)`,
    })
    .from(productVariants)
    .innerJoin(productPrices, and(eq(productPrices.productId, productVariants.productId), eq(productPrices.region, region)))
    .where(
      and(
        eq(productVariants.productId, productId),
        variantId === undefined ? undefined : eq(productVariants.id, variantId),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id))
    .limit(1);
  return row === undefined ? undefined : { ...row, availableToSell: Number(row.availableToSell) };
}

const MAX_INTEGER = 2_147_483_647;

export function isDatabaseId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_INTEGER;
}

/** Prices each line in the region's currency and adds the cart up with the core's arithmetic. */
export function toCart(region: Region, rows: CartRows, vat: VatPolicy): Result<Cart, CartPortError> {
  const language = languageSchema.safeParse(rows.head.language);
  if (!language.success) return err(unavailable('cart'));
  const currency = currencyOf(region);
  const lines = rows.lines.map((row): CartLine => {
    const listMinor = row.salePriceMinor ?? row.priceMinor;
    return {
      id: row.id,
      productId: row.productId,
      sku: row.sku,
      name: row.name,
      quantity: row.quantity,
      originalPrice: money(row.priceMinor, currency),
      salePrice: money(listMinor, currency),
      listPrice: money(listMinor, currency),
      extendedListPrice: money(listMinor * row.quantity, currency),
      // No promotions run on the built-in engine yet: lines and carts carry no discount.
      discountAmount: money(0, currency),
      imageUrl: row.imagePath,
    };
  });
  const totals = computeCartTotals({ region, lines }, vat);
  const locale: { language: Language; region: Region } = { language: language.data, region };
  return ok({
    id: rows.head.id,
    region,
    locale,
    currency,
    lines,
    cartAmount: totals.total,
    discountAmount: money(0, currency),
  });
}
