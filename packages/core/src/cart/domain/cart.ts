import type { Money } from '../../catalog/domain/money.js';
import type { Locale, Region } from '../../locale/domain/locale.js';
import type { CurrencyCode } from '../../locale/domain/region.js';

/** One physical item line of a cart. Prices are per unit unless named `extended…`. */
export interface CartLine {
  readonly id: string;
  readonly productId: number;
  readonly sku: string;
  readonly name: string;
  readonly quantity: number;
  readonly originalPrice: Money;
  readonly salePrice: Money;
  readonly listPrice: Money;
  /** `listPrice * quantity` as the cart service computed it. */
  readonly extendedListPrice: Money;
  /** Discount applied to the whole line. */
  readonly discountAmount: Money;
  readonly imageUrl: string;
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
  readonly checkoutUrl?: string;
}

/** The number on the cart icon's badge: units, not lines. */
export function itemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
