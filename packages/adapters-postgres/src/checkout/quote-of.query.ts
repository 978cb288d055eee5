import { and, eq, inArray } from 'drizzle-orm';
import { cartLineOptions, computeCartTotals } from '@storefront/core/cart';
import { money } from '@storefront/core/catalog';
import { cashOnDeliveryFeeMinor, checkoutTotals, shippingFeeMinor, type CheckoutQuote, type DeliveryChoice, type PaymentMethod, type QuotedLine, type RegionCheckoutSettings } from '@storefront/core/checkout';
import { currencyOf, type Locale, type VatPolicy } from '@storefront/core/locale';
import { productPrices, productVariants, products } from '../database/schema/index.js';
import { natureOf } from '../catalog/product-nature.js';
import type { Queryable } from '../order/order-record.query.js';

/** What to quote: variants and how many, how the order goes and is paid. */
export interface QuoteRequest {
  readonly locale: Locale;
  readonly lines: readonly { readonly variantId: number; readonly quantity: number }[];
  readonly delivery: DeliveryChoice;
  readonly method: PaymentMethod;
  readonly cartId: string;
}

/**
 * A quote of variants at the region's prices today (sale price first), totals by the core's
 * `computeCartTotals` with `vat` (VAT inside the prices), no coupon: an order written outside
 * checkout (an imported history, a test's order) priced as the catalogue prices it. With the
 * region's checkout `settings`, the shipping and cash-on-delivery fees are the core's, as checkout
 * quotes them (`checkoutTotals`); without, there are none. A variant the region does not sell, or
 * a shipping service the settings switch off, throws.
 */
export async function quoteOf(q: Queryable, request: QuoteRequest, vat: VatPolicy, settings?: RegionCheckoutSettings): Promise<CheckoutQuote> {
  const region = request.locale.region;
  const currency = currencyOf(region);
  const rows = await q
    .select({
      variantId: productVariants.id,
      sku: productVariants.sku,
      options: productVariants.options,
      productId: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      imagePath: products.imagePath,
      kind: products.kind,
      pierced: products.pierced,
      priceMinor: productPrices.priceMinor,
      salePriceMinor: productPrices.salePriceMinor,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.region, region)))
    .where(inArray(productVariants.id, request.lines.map((line) => line.variantId)));
  const byVariant = new Map(rows.map((row) => [row.variantId, row]));
  const lines = request.lines.map((line): QuotedLine => {
    const row = byVariant.get(line.variantId);
    if (!row) throw new Error(`Variant ${line.variantId} is not sold in ${region}`);
    const unit = row.salePriceMinor ?? row.priceMinor;
    return {
      productId: row.productId,
      variantId: row.variantId,
      sku: row.sku,
      name: request.locale.language === 'ar' ? row.nameAr : row.nameEn,
      options: cartLineOptions(row.options),
      quantity: line.quantity,
      unitPrice: money(unit, currency),
      discount: money(0, currency),
      total: money(unit * line.quantity, currency),
      imageUrl: row.imagePath,
      ...natureOf(row),
    };
  });
  const totals = computeCartTotals({ region, lines: lines.map((line) => ({ quantity: line.quantity, salePrice: line.unitPrice, discountAmount: line.discount })) }, vat);
  const zero = money(0, currency);
  const base = { region, locale: request.locale, cartId: request.cartId, currency, lines, coupons: [], delivery: request.delivery, method: request.method };
  if (settings !== undefined) {
    const shipping = shippingFeeMinor(settings, request.delivery, totals.total.amountMinor);
    if (shipping.isErr()) throw new Error(`Shipping ${JSON.stringify(shipping.error.params)} is not offered in ${region}`);
    const fees = { shippingMinor: shipping.value, cashOnDeliveryFeeMinor: cashOnDeliveryFeeMinor(settings, request.delivery, request.method) };
    return { ...base, totals: checkoutTotals(region, vat, { subtotalMinor: totals.subtotal.amountMinor, discountMinor: totals.discount.amountMinor, ...fees }) };
  }
  return {
    region,
    locale: request.locale,
    cartId: request.cartId,
    currency,
    lines,
    coupons: [],
    delivery: request.delivery,
    method: request.method,
    totals: { subtotal: totals.subtotal, discount: totals.discount, shipping: zero, cashOnDeliveryFee: zero, vat: totals.taxTotal, total: totals.total },
  };
}
