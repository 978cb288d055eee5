import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DefaultVatPolicy } from '../../locale/domain/vat.policy.js';
import type { CurrencyCode } from '../../locale/domain/region.js';
import { aCartLine } from '../test-support/cart-line.builder.js';
import { computeCartTotals } from './cart-totals.js';
import { cartSummary, MinorUnitsSummaryRounding, type CartSummary } from './cart-summary.js';

const sar = (amountMinor: number) => ({ amountMinor, currency: 'SAR' as const });
const minor = (summary: CartSummary) => Object.fromEntries(summary.lines.map((line) => [line.kind, line.amount.amountMinor]));

/** The lines before the total, signed, and the lines after it. */
function sums(summary: CartSummary) {
  let before = 0;
  let after = 0;
  for (const line of summary.lines) {
    if (line.role === 'add') before += line.amount.amountMinor;
    if (line.role === 'subtract') before -= line.amount.amountMinor;
    if (line.role === 'ofTotal') after += line.amount.amountMinor;
  }
  return { before, after };
}

describe('the order summary', () => {
  it('lists subtotal, discount and total, then VAT and the subtotal excl. VAT, which add up to the total', () => {
    // The KSA cart with WELCOME10 a shopper saw: 10,910.00 less 1,091.00 is 9,819.00, VAT 15 % inside.
    const summary = cartSummary({ subtotal: sar(10_910_00), discount: sar(1_091_00), total: sar(9_819_00), tax: sar(1_281_00) });
    expect(summary.lines.map((line) => [line.kind, line.role])).toEqual([
      ['subtotal', 'add'],
      ['discount', 'subtract'],
      ['total', 'total'],
      ['vatIncluded', 'ofTotal'],
      ['subtotalExVat', 'ofTotal'],
    ]);
    expect(minor(summary)).toEqual({ subtotal: 10_910_00, discount: 1_091_00, total: 9_819_00, vatIncluded: 1_281_00, subtotalExVat: 8_538_00 });
  });

  it('rounds a discount with piastres to whole pounds with the rest of the summary, and still adds up', () => {
    // 10 % off 144,048.00 EGP is 14,404.80: the total 129,643.20 reads 129,643, so the discount reads 14,405.
    const egp = (amountMinor: number) => ({ amountMinor, currency: 'EGP' as const });
    const summary = cartSummary({ subtotal: egp(144_048_00), discount: egp(14_404_80), total: egp(129_643_20), tax: egp(15_921_00) });
    expect(minor(summary)).toEqual({ subtotal: 144_048_00, discount: 14_405_00, total: 129_643_00, vatIncluded: 15_921_00, subtotalExVat: 113_722_00 });
    expect(summary.total.currency).toBe('EGP');
  });

  it('rounds halves upwards, and leaves the discount out when there is none', () => {
    const summary = cartSummary({ subtotal: sar(10_50), discount: sar(0), total: sar(10_50), tax: sar(1_37) });
    expect(minor(summary)).toEqual({ subtotal: 11_00, total: 11_00, vatIncluded: 1_00, subtotalExVat: 10_00 });
    expect(summary.discount.amountMinor).toBe(0);
  });

  it('keeps the minor units for a merchant who prints them', () => {
    const summary = cartSummary({ subtotal: sar(144_048_00), discount: sar(14_404_80), total: sar(129_643_20), tax: sar(16_910_00) }, new MinorUnitsSummaryRounding());
    expect(minor(summary)).toMatchObject({ discount: 14_404_80, total: 129_643_20, subtotalExVat: 112_733_20 });
  });

  it('refuses amounts of two currencies', () => {
    expect(() => cartSummary({ subtotal: sar(100), discount: { amountMinor: 0, currency: 'AED' }, total: sar(100), tax: sar(13) })).toThrow(RangeError);
  });

  it('adds up exactly for any cart of the engine, every figure whole and within one unit of the exact one', () => {
    const vat = new DefaultVatPolicy();
    const currencies: Record<'sa' | 'ae' | 'eg', CurrencyCode> = { sa: 'SAR', ae: 'AED', eg: 'EGP' };
    fc.assert(
      fc.property(
        fc.constantFrom('sa' as const, 'ae' as const, 'eg' as const),
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 10 }) }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 10_000 }),
        (region, priced, discountBasisPoints) => {
          const currency = currencies[region];
          const lines = priced.map(({ price, quantity }) => aCartLine().inCurrency(currency).priced(price).withQuantity(quantity).build());
          const before = computeCartTotals({ region, lines }, vat);
          const cartDiscountMinor = Math.floor((before.subtotal.amountMinor * discountBasisPoints) / 10_000);
          const totals = computeCartTotals({ region, lines, cartDiscountMinor }, vat);
          const summary = cartSummary({ subtotal: totals.subtotal, discount: totals.discount, total: totals.total, tax: totals.taxTotal });

          const { before: upToTotal, after: ofTotal } = sums(summary);
          expect(upToTotal).toBe(summary.total.amountMinor);
          expect(ofTotal).toBe(summary.total.amountMinor);
          for (const line of summary.lines) {
            expect(line.amount.amountMinor % 100).toBe(0);
            expect(line.amount.amountMinor).toBeGreaterThanOrEqual(0);
            expect(line.amount.currency).toBe(currency);
          }
          expect(Math.abs(summary.total.amountMinor - totals.total.amountMinor)).toBeLessThanOrEqual(50);
          expect(Math.abs(summary.subtotal.amountMinor - totals.subtotal.amountMinor)).toBeLessThanOrEqual(50);
          expect(Math.abs(summary.discount.amountMinor - totals.discount.amountMinor)).toBeLessThanOrEqual(100);
          expect(summary.vatIncluded).toEqual(totals.taxTotal);
        },
      ),
      { numRuns: 200 },
    );
  });
});
