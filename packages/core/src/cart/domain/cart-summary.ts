import { money, type Money } from '../../catalog/domain/money.js';
import { MINOR_UNITS_PER_MAJOR, type CurrencyCode } from '../../locale/domain/region.js';

/**
 * How the order summary rounds its figures (decision 0720): to a step of minor units per currency,
 * halves upwards. Every figure shown is rounded by this one rule.
 */
export interface CartSummaryRoundingPolicy {
  /** The step, in minor units, every figure of the summary is a multiple of. */
  stepOf(currency: CurrencyCode): number;
}

/** Whole currency units (riyals, dirhams, pounds), as the spec rounds VAT_Tax and SubTotal_Ex_TAX. */
export class WholeUnitsSummaryRounding implements CartSummaryRoundingPolicy {
  stepOf(currency: CurrencyCode): number {
    return MINOR_UNITS_PER_MAJOR[currency];
  }
}

/** Exact minor units: for a merchant who prints halalas, fils and piastres. */
export class MinorUnitsSummaryRounding implements CartSummaryRoundingPolicy {
  stepOf(): number {
    return 1;
  }
}

export const DEFAULT_CART_SUMMARY_ROUNDING: CartSummaryRoundingPolicy = new WholeUnitsSummaryRounding();

export interface CartSummaryInput {
  /** Sale prices times quantities, before the discount, VAT included. */
  readonly subtotal: Money;
  /** What the coupon takes off. */
  readonly discount: Money;
  /** What the shopper pays: the subtotal less the discount, VAT included (decision 0105). */
  readonly total: Money;
  /** The VAT inside the total. */
  readonly tax: Money;
}

export type CartSummaryLineKind = 'subtotal' | 'discount' | 'total' | 'vatIncluded' | 'subtotalExVat';

/**
 * One line of the order summary. The lines before the total add up to it (`add` and `subtract`);
 * the lines after it (`ofTotal`) say what the total is made of and add up to it among themselves.
 */
export interface CartSummaryLine {
  readonly kind: CartSummaryLineKind;
  readonly amount: Money;
  readonly role: 'add' | 'subtract' | 'total' | 'ofTotal';
}

/** The order summary's figures, each a multiple of the rounding step. */
export interface CartSummary {
  readonly subtotal: Money;
  readonly discount: Money;
  readonly total: Money;
  /** "of which VAT". */
  readonly vatIncluded: Money;
  /** "Subtotal excl. VAT": the total less its VAT. */
  readonly subtotalExVat: Money;
  /** The lines in the order they are shown; the discount only when there is one. */
  readonly lines: readonly CartSummaryLine[];
}

/** `amount` to the nearest multiple of `step`, halves upwards (amounts here are never negative). */
function roundToStep(amount: number, step: number): number {
  return Math.floor((2 * amount + step) / (2 * step)) * step;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), high);
}

/**
 * The order summary of a cart whose prices include VAT: Subtotal, Discount, Total (incl. VAT), then
 * "of which VAT" and "Subtotal excl. VAT". The total, the subtotal and the VAT are each rounded to
 * the policy's step, halves up; the discount is the rounded subtotal less the rounded total and the
 * subtotal excl. VAT the rounded total less the rounded VAT, so the lines shown add up exactly:
 * subtotal − discount = total = VAT + subtotal excl. VAT. Each figure is within one step of its
 * exact value (the total, subtotal and VAT within half a step).
 */
export function cartSummary(input: CartSummaryInput, rounding: CartSummaryRoundingPolicy = DEFAULT_CART_SUMMARY_ROUNDING): CartSummary {
  const currency = input.total.currency;
  for (const part of [input.subtotal, input.discount, input.tax]) {
    if (part.currency !== currency) throw new RangeError(`A ${part.currency} amount in a ${currency} summary`);
  }
  const step = rounding.stepOf(currency);
  if (!Number.isSafeInteger(step) || step < 1) throw new RangeError(`Bad rounding step ${step}`);

  const total = roundToStep(Math.max(0, input.total.amountMinor), step);
  // Never a negative discount: a subtotal below the total (bad input) reads as no discount.
  const subtotal = Math.max(roundToStep(Math.max(0, input.subtotal.amountMinor), step), total);
  const discount = subtotal - total;
  const vatIncluded = clamp(roundToStep(Math.max(0, input.tax.amountMinor), step), 0, total);
  const subtotalExVat = total - vatIncluded;

  const amount = (minor: number) => money(minor, currency);
  const lines: CartSummaryLine[] = [
    { kind: 'subtotal', amount: amount(subtotal), role: 'add' },
    ...(discount > 0 ? [{ kind: 'discount', amount: amount(discount), role: 'subtract' } as const] : []),
    { kind: 'total', amount: amount(total), role: 'total' },
    { kind: 'vatIncluded', amount: amount(vatIncluded), role: 'ofTotal' },
    { kind: 'subtotalExVat', amount: amount(subtotalExVat), role: 'ofTotal' },
  ];
  return {
    subtotal: amount(subtotal),
    discount: amount(discount),
    total: amount(total),
    vatIncluded: amount(vatIncluded),
    subtotalExVat: amount(subtotalExVat),
    lines,
  };
}
