import type { Money } from '../../catalog/domain/money.js';
import type { CatalogueKind } from '../../catalog/domain/product-kind.js';
import type { Locale, Region } from '../../locale/domain/locale.js';
import type { CurrencyCode } from '../../locale/domain/region.js';

/** One chosen option of a line's variant, as the engine names it: `{ name: 'Size', value: '52' }`. */
export interface CartLineOption {
  readonly name: string;
  readonly value: string;
}

/**
 * A variant's options (`{ Size: '52' }`, as the catalogue keeps them) as a line's list, ordered by
 * name so the same variant always reads the same; a variant without choices has none.
 */
export function cartLineOptions(options: Readonly<Record<string, string>> | null | undefined): readonly CartLineOption[] {
  return Object.entries(options ?? {})
    .filter(([name, value]) => name.trim() !== '' && value.trim() !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => ({ name, value }));
}

/** One physical item line of a cart. Prices are per unit unless named `extended…`. */
export interface CartLine {
  readonly id: string;
  readonly productId: number;
  readonly variantId: number;
  /** The variant's SKU (a ring size has its own). */
  readonly sku: string;
  /** The product's SKU, which names its product page (`?product_sku=`). */
  readonly productSku: string;
  readonly name: string;
  /** The variant's chosen options (a ring's size), so two sizes of one piece read as two lines. */
  readonly options: readonly CartLineOption[];
  readonly quantity: number;
  readonly originalPrice: Money;
  readonly salePrice: Money;
  readonly listPrice: Money;
  /** `listPrice * quantity` as the cart service computed it. */
  readonly extendedListPrice: Money;
  /** Discount applied to the whole line. */
  readonly discountAmount: Money;
  readonly imageUrl: string;
  /** What the product is, as the catalogue says: the order line keeps it for the return rules. */
  readonly kind: CatalogueKind;
  /** Worn through the skin (earrings that pierce the ear): shipped sealed. */
  readonly pierced: boolean;
  /** Units the region can still sell of this line's variant. */
  readonly availableToSell: number;
  /** The variant can be sold at all in the region. */
  readonly hasStock: boolean;
  /** The line asks for more than can be sold: the shopper must lower it before checkout. */
  readonly exceedingQuantity: boolean;
}

/** A coupon code on the cart and what it takes off now (zero when it no longer applies). */
export interface AppliedCoupon {
  readonly code: string;
  readonly discountAmount: Money;
}

/** A cart of one region's store. Amounts include VAT (decision 0105). */
export interface Cart {
  readonly id: string;
  readonly region: Region;
  readonly locale: Locale;
  readonly currency: CurrencyCode;
  readonly lines: readonly CartLine[];
  /** What the shopper pays, after discounts. */
  readonly cartAmount: Money;
  /** Cart-level discount (coupons, promotions), on top of line discounts. */
  readonly discountAmount: Money;
  readonly coupons: readonly AppliedCoupon[];
  /** Sale prices times quantities, before discounts. */
  readonly subtotal: Money;
  /** VAT_Tax: the VAT inside the amount, a whole currency unit (spec: rounded). */
  readonly taxTotal: Money;
  /** SubTotal_Ex_TAX: the amount without VAT, a whole currency unit. */
  readonly subtotalExTax: Money;
  readonly checkoutUrl?: string;
}

/** The number on the cart icon's badge: units, not lines. */
export function itemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
