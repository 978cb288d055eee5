import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DefaultVatPolicy } from '../../locale/domain/vat.policy.js';
import { aCartLine } from '../test-support/cart-line.builder.js';
import { computeCartTotals } from './cart-totals.js';

const vat = new DefaultVatPolicy();

describe('cart totals', () => {
  it('adds sale prices times quantities and takes discounts off, in minor units', () => {
    const totals = computeCartTotals(
      { region: 'sa', lines: [aCartLine().priced(1_150_00).withQuantity(2).discounted(100_00).build(), aCartLine().priced(230_50).build()], cartDiscountMinor: 50_00 },
      vat,
    );
    expect(totals.itemCount).toBe(3);
    expect(totals.subtotal).toEqual({ amountMinor: 2_530_50, currency: 'SAR' });
    expect(totals.discount).toEqual({ amountMinor: 150_00, currency: 'SAR' });
    expect(totals.total).toEqual({ amountMinor: 2_380_50, currency: 'SAR' });
  });

  it('finds the 15 % VAT inside a KSA total and rounds tax and subtotal ex tax to whole riyals', () => {
    const totals = computeCartTotals({ region: 'sa', lines: [aCartLine().priced(1_150_00).build()] }, vat);
    expect(totals.taxTotal).toEqual({ amountMinor: 150_00, currency: 'SAR' });
    expect(totals.subtotalExTax).toEqual({ amountMinor: 1_000_00, currency: 'SAR' });
  });

  it('rounds half a unit upwards', () => {
    // 105.00 AED at 5 %: VAT 5.00; 10.50 AED: VAT 0.50 -> 1, ex tax 10.00
    const totals = computeCartTotals({ region: 'ae', lines: [aCartLine().inCurrency('AED').priced(10_50).build()] }, vat);
    expect(totals.taxTotal.amountMinor).toBe(1_00);
    expect(totals.subtotalExTax.amountMinor).toBe(10_00);
  });

  it('uses Egypt’s 14 % in pounds', () => {
    const totals = computeCartTotals({ region: 'eg', lines: [aCartLine().inCurrency('EGP').priced(11_400_00).build()] }, vat);
    expect(totals.taxTotal).toEqual({ amountMinor: 1_400_00, currency: 'EGP' });
    expect(totals.subtotalExTax).toEqual({ amountMinor: 10_000_00, currency: 'EGP' });
  });

  it('adds VAT on top when a merchant’s prices exclude it', () => {
    const totals = computeCartTotals({ region: 'sa', lines: [aCartLine().priced(1_000_00).build()] }, vat, { pricesIncludeVat: false });
    expect(totals.total.amountMinor).toBe(1_150_00);
    expect(totals.taxTotal.amountMinor).toBe(150_00);
    expect(totals.subtotalExTax.amountMinor).toBe(1_000_00);
  });

  it('never lets discounts take the total below zero', () => {
    const totals = computeCartTotals({ region: 'sa', lines: [aCartLine().priced(10_00).build()], cartDiscountMinor: 50_00 }, vat);
    expect(totals.total.amountMinor).toBe(0);
    expect(computeCartTotals({ region: 'sa', lines: [], cartDiscountMinor: -5 }, vat).discount.amountMinor).toBe(0);
  });

  it('refuses lines from another store’s currency as a programming error', () => {
    expect(() => computeCartTotals({ region: 'sa', lines: [aCartLine().inCurrency('AED').build()] }, vat)).toThrow(RangeError);
    expect(() => computeCartTotals({ region: 'sa', lines: [aCartLine().withQuantity(-1).build()] }, vat)).toThrow(RangeError);
  });

  it('keeps tax and subtotal ex tax whole, within one unit of the total together', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sa' as const, 'ae' as const, 'eg' as const),
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 5_000_000_00 }), quantity: fc.integer({ min: 1, max: 10 }) }), { maxLength: 8 }),
        (region, specs) => {
          const currency = region === 'sa' ? 'SAR' : region === 'ae' ? 'AED' : 'EGP';
          const lines = specs.map((spec) => aCartLine().inCurrency(currency).priced(spec.price).withQuantity(spec.quantity).build());
          const totals = computeCartTotals({ region, lines }, vat);
          expect(totals.taxTotal.amountMinor % 100).toBe(0);
          expect(totals.subtotalExTax.amountMinor % 100).toBe(0);
          expect(Math.abs(totals.taxTotal.amountMinor + totals.subtotalExTax.amountMinor - totals.total.amountMinor)).toBeLessThanOrEqual(100);
          expect(totals.taxTotal.amountMinor).toBeLessThanOrEqual(totals.total.amountMinor + 50);
          expect(totals.total.amountMinor).toBe(specs.reduce((sum, spec) => sum + spec.price * spec.quantity, 0));
        },
      ),
    );
  });
});
