import type { CartLineWire, CartWire } from '@storefront/contract';
import { cartSummary, itemCount, type Cart, type CartLine, type CartSummary } from '@storefront/core/cart';
import { productSlug, type Money } from '@storefront/core/catalog';
import { MINOR_UNITS_PER_MAJOR, formatLocale } from '@storefront/core/locale';
import { encodeQueryString } from '@storefront/core/search';

/** Whole major units, as the spec rounds `tax_total` and `subtotal_ex_tax`. */
export function wholeUnits(amount: Money): number {
  return Math.round(amount.amountMinor / MINOR_UNITS_PER_MAJOR[amount.currency]);
}

/**
 * The order summary's figures (decision 0720): VAT_Tax and SubTotal_Ex_TAX are its "of which VAT"
 * and "Subtotal excl. VAT", which add up to the total the storefront shows.
 */
export function summaryOf(cart: Cart): CartSummary {
  return cartSummary({ subtotal: cart.subtotal, discount: cart.discountAmount, total: cart.cartAmount, tax: cart.taxTotal });
}

function lineToWire(cart: Cart, line: CartLine): CartLineWire {
  const locale = formatLocale(cart.locale);
  return {
    id: line.id,
    product_id: line.productId,
    variant_id: line.variantId,
    sku: line.sku,
    name: line.name,
    options: line.options.map((option) => ({ name: option.name, value: option.value })),
    quantity: line.quantity,
    original_price: line.originalPrice,
    sale_price: line.salePrice,
    list_price: line.listPrice,
    extended_list_price: line.extendedListPrice,
    discount_amount: line.discountAmount,
    image_url: line.imageUrl,
    url: `/${locale}/p/${encodeURIComponent(productSlug(line.name))}${encodeQueryString([['product_sku', line.productSku]])}`,
    available_to_sell: line.availableToSell,
    hasStock: line.hasStock,
    exceedingQuantity: line.exceedingQuantity,
  };
}

/**
 * The cart as docs/api/cart.md describes it (field names of spec section 3), in the contract's
 * shape that the browser parses (decision 0016): a field more or less does not compile.
 */
export function cartToWire(cart: Cart): CartWire {
  const locale = formatLocale(cart.locale);
  const summary = summaryOf(cart);
  return {
    id: cart.id,
    region: cart.region,
    locale,
    currency: { code: cart.currency },
    cart_amount: cart.cartAmount,
    discount_amount: cart.discountAmount,
    totalCount: itemCount(cart.lines),
    coupons: cart.coupons.map((coupon) => ({ code: coupon.code, discount_amount: coupon.discountAmount })),
    redirect_urls: { checkout_url: `/${locale}/checkout${encodeQueryString([['cartId', cart.id]])}` },
    VAT_Tax: wholeUnits(summary.vatIncluded),
    SubTotal_Ex_TAX: wholeUnits(summary.subtotalExVat),
    line_items: { physical_items: cart.lines.map((line) => lineToWire(cart, line)) },
  };
}
