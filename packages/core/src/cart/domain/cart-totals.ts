import { money, type Money } from '../../catalog/domain/money.js';
import type { Region } from '../../locale/domain/locale.js';
import { MINOR_UNITS_PER_MAJOR, currencyOf } from '../../locale/domain/region.js';
import type { VatPolicy } from '../../locale/domain/vat.policy.js';
import type { CartLine } from './cart.js';

export type TotalsLine = Pick<CartLine, 'quantity' | 'salePrice' | 'discountAmount'>;

export interface CartTotalsInput {
  readonly region: Region;
  readonly lines: readonly TotalsLine[];
  /** Cart-level discount in minor units, on top of line discounts. */
  readonly cartDiscountMinor?: number;
}

export interface CartTotalsOptions {
  /** Shelf prices include VAT in all three regions (decision 0105); `false` adds VAT on top. */
  readonly pricesIncludeVat?: boolean;
}

/** The figures of the cart summary. `taxTotal` and `subtotalExTax` are whole currency units. */
export interface CartTotals {
  readonly itemCount: number;
  /** Sale prices times quantities, before discounts. */
  readonly subtotal: Money;
  /** Line discounts plus the cart discount, never more than the subtotal. */
  readonly discount: Money;
  /** What the shopper pays. */
  readonly total: Money;
  /** VAT_Tax: the VAT inside (or on top of) the total, rounded to a whole unit. */
  readonly taxTotal: Money;
  /** SubTotal_Ex_TAX: the total without VAT, rounded to a whole unit. */
  readonly subtotalExTax: Money;
}

const BASIS = 10_000n;

/** Rounds `numerator / denominator` minor units to whole major units, halves upwards. */
function roundToWholeUnits(numerator: bigint, denominator: bigint, minorPerMajor: bigint): bigint {
  const unit = denominator * minorPerMajor;
  return ((2n * numerator + unit) / (2n * unit)) * minorPerMajor;
}

function roundToMinor(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * Adds up a cart in integer minor units and derives the VAT figures the cart page shows. Tax and
 * subtotal-ex-tax are each rounded to whole units as the spec says, so together they may differ
 * from the total by at most one unit.
 */
export function computeCartTotals(input: CartTotalsInput, vat: VatPolicy, options: CartTotalsOptions = {}): CartTotals {
  const currency = currencyOf(input.region);
  let subtotal = 0n;
  let discount = BigInt(input.cartDiscountMinor ?? 0);
  for (const line of input.lines) {
    // Lines from another store or fractional amounts are adapter bugs, not shopper mistakes.
    if (line.salePrice.currency !== currency || line.discountAmount.currency !== currency) {
      throw new RangeError(`Cart line priced in ${line.salePrice.currency} inside a ${currency} cart`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) throw new RangeError(`Bad quantity ${line.quantity}`);
    subtotal += BigInt(line.salePrice.amountMinor) * BigInt(line.quantity);
    discount += BigInt(line.discountAmount.amountMinor);
  }
  if (discount < 0n) discount = 0n;
  if (discount > subtotal) discount = subtotal;
  const net = subtotal - discount;

  const rate = BigInt(vat.rateOf(input.region));
  const minorPerMajor = BigInt(MINOR_UNITS_PER_MAJOR[currency]);
  const inclusive = options.pricesIncludeVat ?? true;
  const taxTotal = inclusive ? roundToWholeUnits(net * rate, BASIS + rate, minorPerMajor) : roundToWholeUnits(net * rate, BASIS, minorPerMajor);
  const subtotalExTax = inclusive ? roundToWholeUnits(net * BASIS, BASIS + rate, minorPerMajor) : roundToWholeUnits(net, 1n, minorPerMajor);
  const total = inclusive ? net : net + roundToMinor(net * rate, BASIS);

  const toMoney = (amount: bigint) => money(Number(amount), currency);
  return {
    itemCount: input.lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: toMoney(subtotal),
    discount: toMoney(discount),
    total: toMoney(total),
    taxTotal: toMoney(taxTotal),
    subtotalExTax: toMoney(subtotalExTax),
  };
}
