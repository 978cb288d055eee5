import { and, asc, eq, sql } from 'drizzle-orm';
import { err, ok, type Result } from 'neverthrow';
import {
  cartLineOptions,
  checkInventory,
  chooseVariant,
  computeCartTotals,
  couponDiscount,
  currencyOf,
  languageSchema,
  money,
  unavailable,
  type AppliedCoupon,
  type Cart,
  type CartLine,
  type CartPortError,
  type CouponPromotion,
  type Language,
  type Region,
  type VariantChoiceError,
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
  promotions,
} from '../database/schema/index.js';

/** A transaction or the database itself: the cart's reads run inside the writes' transactions. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface CartHead {
  readonly id: string;
  readonly language: string;
  readonly couponCode: string | null;
}

/** The cart's row as an owner check needs it. */
export interface OwnedCartHead extends CartHead {
  readonly tokenHash: string | null;
  readonly customerId: number | null;
}

export interface CartLineRow {
  readonly id: string;
  readonly productId: number;
  readonly variantId: number;
  readonly availableToSell: number;
  readonly sku: string;
  readonly productSku: string;
  readonly name: string;
  /** The variant's options, `{ Size: '52' }`. */
  readonly options: Readonly<Record<string, string>> | null;
  readonly imagePath: string;
  readonly quantity: number;
  readonly priceMinor: number;
  readonly salePriceMinor: number | null;
}

export interface CartRows {
  readonly head: CartHead;
  readonly lines: readonly CartLineRow[];
  /** The coupon on the cart, when it names one the region's store has. */
  readonly coupon?: CouponPromotion | undefined;
}

/** The cart's own row, only when it belongs to the region's store. */
export async function selectCartHead(q: Queryable, region: Region, cartId: string): Promise<OwnedCartHead | undefined> {
  const [head] = await q
    .select({ id: carts.id, language: carts.language, couponCode: carts.couponCode, tokenHash: carts.tokenHash, customerId: carts.customerId })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.region, region)))
    .limit(1);
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

/** Everything a cart reading needs: its lines priced now, and its coupon. */
export async function selectCartRows(q: Queryable, region: Region, head: CartHead): Promise<CartRows> {
  const lines = await selectCartLines(q, region, head.language, head.id);
  const coupon = head.couponCode === null ? undefined : await selectCoupon(q, region, head.couponCode);
  return { head, lines, coupon };
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
      variantId: cartLines.variantId,
      availableToSell: availableToSellOf(region),
      sku: productVariants.sku,
      productSku: products.sku,
      name: language === 'ar' ? products.nameAr : products.nameEn,
      options: productVariants.options,
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
 * The variant a shopper means, chosen by the core's `chooseVariant` among those the region sells of
 * the product (in position order): the one named, or the only one; a product in sizes with none
 * named is `SIZE_REQUIRED`, and a product or variant the region does not sell `VARIANT_NOT_SOLD`.
 */
export async function resolveVariant(
  q: Queryable,
  region: Region,
  productId: number,
  variantId: number | undefined,
): Promise<Result<ResolvedVariant, VariantChoiceError>> {
  // Ids outside PostgreSQL's integer range cannot name a row; asking would only raise an error.
  if (!isDatabaseId(productId) || (variantId !== undefined && !isDatabaseId(variantId))) return chooseVariant<ResolvedVariant>([], variantId);
  const rows = await q
    .select({
      productId: productVariants.productId,
      variantId: productVariants.id,
      sku: productVariants.sku,
      availableToSell: availableToSellOf(region),
    })
    .from(productVariants)
    .innerJoin(productPrices, and(eq(productPrices.productId, productVariants.productId), eq(productPrices.region, region)))
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return chooseVariant(
    rows.map((row) => ({ ...row, availableToSell: Number(row.availableToSell) })),
    variantId,
  );
}

const MAX_INTEGER = 2_147_483_647;

export function isDatabaseId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_INTEGER;
}

/**
 * Prices each line in the region's currency, flags it against the region's stock and adds the cart
 * up with the core's arithmetic: sale prices, then the coupon (as it applies at `now`), then VAT.
 */
export function toCart(region: Region, rows: CartRows, vat: VatPolicy, now: Date): Result<Cart, CartPortError> {
  const language = languageSchema.safeParse(rows.head.language);
  if (!language.success) return err(unavailable('cart'));
  const currency = currencyOf(region);
  const priced = rows.lines.map((row) => {
    const listMinor = row.salePriceMinor ?? row.priceMinor;
    const availableToSell = Math.max(0, Number(row.availableToSell));
    return {
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      sku: row.sku,
      productSku: row.productSku,
      name: row.name,
      options: cartLineOptions(row.options),
      quantity: row.quantity,
      originalPrice: money(row.priceMinor, currency),
      salePrice: money(listMinor, currency),
      listPrice: money(listMinor, currency),
      extendedListPrice: money(listMinor * row.quantity, currency),
      // Coupons apply to the whole cart (`discountAmount` of the cart), never to one line.
      discountAmount: money(0, currency),
      imageUrl: row.imagePath,
      availableToSell,
    };
  });
  const stock = new Map(priced.map((line) => [line.sku, { isInStock: line.availableToSell > 0, availableToSell: line.availableToSell }]));
  const lines: CartLine[] = checkInventory(priced, stock).lines.map((line) => ({ ...line }));
  const before = computeCartTotals({ region, lines }, vat);
  const coupons: AppliedCoupon[] = [];
  let cartDiscountMinor = 0;
  if (rows.head.couponCode !== null) {
    const discount =
      rows.coupon === undefined ? money(0, currency) : couponDiscount(rows.coupon, before.subtotal, now).unwrapOr(money(0, currency));
    cartDiscountMinor = discount.amountMinor;
    coupons.push({ code: rows.head.couponCode, discountAmount: discount });
  }
  const totals = computeCartTotals({ region, lines, cartDiscountMinor }, vat);
  const locale: { language: Language; region: Region } = { language: language.data, region };
  return ok({
    id: rows.head.id,
    region,
    locale,
    currency,
    lines,
    cartAmount: totals.total,
    discountAmount: totals.discount,
    coupons,
    subtotal: totals.subtotal,
    taxTotal: totals.taxTotal,
    subtotalExTax: totals.subtotalExTax,
  });
}
