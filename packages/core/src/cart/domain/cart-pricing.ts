import { money, type Money } from '../../catalog/domain/money.js';
import { currencyOf } from '../../locale/domain/region.js';
import type { VatPolicy } from '../../locale/domain/vat.policy.js';
import { cartLineOptions, type AppliedCoupon, type Cart, type CartLine } from './cart.js';
import type { CartState, CartStateLine, CartVariantFacts } from './cart-state.js';
import { computeCartTotals } from './cart-totals.js';
import { checkInventory } from './inventory-check.js';
import { DefaultCouponPolicy, type CouponPolicy } from './coupon.policy.js';

type SellableLine = CartStateLine & { readonly variant: CartVariantFacts };

/** Lines the region still sells: a line whose product lost its price there cannot be bought. */
function sellableLines(state: Pick<CartState, 'lines'>): SellableLine[] {
  return state.lines.filter((line): line is SellableLine => line.variant !== undefined);
}

/** Sale prices times quantities of the lines the region sells, before any coupon. */
export function cartSubtotal(state: Pick<CartState, 'region' | 'lines'>): Money {
  const currency = currencyOf(state.region);
  return money(
    sellableLines(state).reduce((sum, line) => sum + (line.variant.salePriceMinor ?? line.variant.priceMinor) * line.quantity, 0),
    currency,
  );
}

/**
 * The cart as a shopper sees it: each line priced in the region's currency from its price list
 * (sale price first), flagged against the region's stock, then the cart added up with the core's
 * arithmetic: sale prices, then the coupon (as it applies at `now`, zero when it no longer does),
 * then VAT, as the `CouponPolicy` judges it. Lines must have been saved (they carry their ids).
 */
export function priceCart(state: CartState, vat: VatPolicy, now: Date, couponPolicy: CouponPolicy = new DefaultCouponPolicy()): Cart {
  const { region } = state;
  const currency = currencyOf(region);
  const priced = sellableLines(state).map((line) => {
    const { variant } = line;
    const listMinor = variant.salePriceMinor ?? variant.priceMinor;
    const availableToSell = Math.max(0, variant.availableToSell);
    return {
      id: line.id ?? '',
      productId: line.productId,
      variantId: line.variantId,
      sku: variant.sku,
      productSku: variant.productSku,
      name: variant.name,
      options: cartLineOptions(variant.options),
      quantity: line.quantity,
      originalPrice: money(variant.priceMinor, currency),
      salePrice: money(listMinor, currency),
      listPrice: money(listMinor, currency),
      extendedListPrice: money(listMinor * line.quantity, currency),
      // Coupons apply to the whole cart (`discountAmount` of the cart), never to one line.
      discountAmount: money(0, currency),
      imageUrl: variant.imageUrl,
      kind: variant.kind,
      pierced: variant.pierced,
      availableToSell,
    };
  });
  const stock = new Map(priced.map((line) => [line.sku, { isInStock: line.availableToSell > 0, availableToSell: line.availableToSell }]));
  const lines: CartLine[] = checkInventory(priced, stock).lines.map((line) => ({ ...line }));
  const before = computeCartTotals({ region, lines }, vat);
  const coupons: AppliedCoupon[] = [];
  let cartDiscountMinor = 0;
  if (state.couponCode !== undefined) {
    const discount = state.coupon === undefined ? money(0, currency) : couponPolicy.discount(state.coupon, before.subtotal, now).unwrapOr(money(0, currency));
    cartDiscountMinor = discount.amountMinor;
    coupons.push({ code: state.couponCode, discountAmount: discount });
  }
  const totals = computeCartTotals({ region, lines, cartDiscountMinor }, vat);
  return {
    id: state.id,
    region,
    locale: { language: state.language, region },
    currency,
    lines,
    cartAmount: totals.total,
    discountAmount: totals.discount,
    coupons,
    subtotal: totals.subtotal,
    taxTotal: totals.taxTotal,
    subtotalExTax: totals.subtotalExTax,
  };
}
