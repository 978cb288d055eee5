import { and, asc, eq, sql } from 'drizzle-orm';
import { err, ok } from 'neverthrow';
import { cartLineOptions, checkInventory, chooseVariant, computeCartTotals, couponDiscount, currencyOf, languageSchema, money, unavailable, } from '@storefront/core';
import { cartLines, carts, inventory, inventoryLocations, productPrices, productVariants, products, promotions, } from '../database/schema/index.js';
/** The cart's own row, only when it belongs to the region's store. */
export async function selectCartHead(q, region, cartId) {
    const [head] = await q
        .select({ id: carts.id, language: carts.language, couponCode: carts.couponCode, tokenHash: carts.tokenHash, customerId: carts.customerId })
        .from(carts)
        .where(and(eq(carts.id, cartId), eq(carts.region, region)))
        .limit(1);
    return head;
}
/** Units the region's locations can still sell of the variant in the current row. */
function availableToSellOf(region) {
    return sql `coalesce((
    select sum(${inventory.availableToSell})::int
    from ${inventory}
    join ${inventoryLocations} on ${inventoryLocations.id} = ${inventory.locationId}
    where ${inventory.variantId} = ${productVariants.id} and ${inventoryLocations.region} = ${region}
  ), 0)`;
}
/** The region's coupon of that code, running or not. */
export async function selectCoupon(q, region, code) {
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
    if (row === undefined || (row.kind !== 'percentage' && row.kind !== 'fixed'))
        return undefined;
    return { ...row, kind: row.kind, startsAt: row.startsAt ?? undefined, endsAt: row.endsAt ?? undefined };
}
/** Everything a cart reading needs: its lines priced now, and its coupon. */
export async function selectCartRows(q, region, head) {
    const lines = await selectCartLines(q, region, head.language, head.id);
    const coupon = head.couponCode === null ? undefined : await selectCoupon(q, region, head.couponCode);
    return { head, lines, coupon };
}
/**
 * The cart's lines priced from the region's price list as it is now. A line whose product has
 * since lost its price in the region cannot be bought there, so it is left out of the reading.
 */
export function selectCartLines(q, region, language, cartId) {
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
/**
 * The variant a shopper means, chosen by the core's `chooseVariant` among those the region sells of
 * the product (in position order): the one named, or the only one; a product in sizes with none
 * named is `SIZE_REQUIRED`, and a product or variant the region does not sell `VARIANT_NOT_SOLD`.
 */
export async function resolveVariant(q, region, productId, variantId) {
    // Ids outside PostgreSQL's integer range cannot name a row; asking would only raise an error.
    if (!isDatabaseId(productId) || (variantId !== undefined && !isDatabaseId(variantId)))
        return chooseVariant([], variantId);
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
    return chooseVariant(rows.map((row) => ({ ...row, availableToSell: Number(row.availableToSell) })), variantId);
}
const MAX_INTEGER = 2_147_483_647;
export function isDatabaseId(id) {
    return Number.isInteger(id) && id > 0 && id <= MAX_INTEGER;
}
/**
 * Prices each line in the region's currency, flags it against the region's stock and adds the cart
 * up with the core's arithmetic: sale prices, then the coupon (as it applies at `now`), then VAT.
 */
export function toCart(region, rows, vat, now) {
    const language = languageSchema.safeParse(rows.head.language);
    if (!language.success)
        return err(unavailable('cart'));
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
    const lines = checkInventory(priced, stock).lines.map((line) => ({ ...line }));
    const before = computeCartTotals({ region, lines }, vat);
    const coupons = [];
    let cartDiscountMinor = 0;
    if (rows.head.couponCode !== null) {
        const discount = rows.coupon === undefined ? money(0, currency) : couponDiscount(rows.coupon, before.subtotal, now).unwrapOr(money(0, currency));
        cartDiscountMinor = discount.amountMinor;
        coupons.push({ code: rows.head.couponCode, discountAmount: discount });
    }
    const totals = computeCartTotals({ region, lines, cartDiscountMinor }, vat);
    const locale = { language: language.data, region };
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
//# sourceMappingURL=cart.query.js.map