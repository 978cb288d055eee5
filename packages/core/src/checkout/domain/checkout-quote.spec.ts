import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aVariant } from '../../cart/test-support/cart-variant.builder.js';
import { DefaultVatPolicy } from '../../locale/domain/vat.policy.js';
import { JEDDAH_BOUTIQUE, NECKLACE, RIYADH_BOUTIQUE, RING } from '../test-support/checkout-world.js';
import { aPricedCart } from '../test-support/priced-cart.builder.js';
import { checkoutTotals, quoteCheckout, type QuoteInput } from './checkout-quote.js';
import { defaultCheckoutSettings } from './checkout-settings.js';
import type { DeliveryChoice } from './checkout.js';

const settings = defaultCheckoutSettings();
const vat = new DefaultVatPolicy();
const home: DeliveryChoice = {
  kind: 'home',
  method: 'standard',
  address: { firstName: 'Noura', lastName: 'Alharbi', phone: '+966501234567', line1: '1 King Fahd Road', governorate: 'riyadh', city: 'riyadh' },
};
const quote = (input: Partial<QuoteInput> & Pick<QuoteInput, 'cart'>) => quoteCheckout({ delivery: home, method: 'card', settings: settings.regions.sa, vat, ...input });
const SAR = (amountMinor: number) => ({ amountMinor, currency: 'SAR' });

describe('quoteCheckout', () => {
  it('charges standard shipping below the threshold and none from it, with the VAT inside the total', () => {
    const below = quote({ cart: aPricedCart().with(RING).build() })._unsafeUnwrap();
    expect(below.totals).toEqual({ subtotal: SAR(300_00), discount: SAR(0), shipping: SAR(25_00), cashOnDeliveryFee: SAR(0), vat: SAR(42_39), total: SAR(325_00) });

    const above = quote({ cart: aPricedCart().with(RING, 2).build() })._unsafeUnwrap();
    expect(above.totals.shipping).toEqual(SAR(0));
    expect(above.totals.total).toEqual(SAR(600_00));
  });

  it('charges express whatever the amount, and the cash-on-delivery fee only for a delivery', () => {
    const cart = aPricedCart().with(RING, 2).build();
    const express = quote({ cart, delivery: { ...home, method: 'express' }, method: 'cash-on-delivery' })._unsafeUnwrap();
    expect(express.totals).toMatchObject({ shipping: SAR(50_00), cashOnDeliveryFee: SAR(15_00), total: SAR(665_00) });

    const atBoutique = quote({ cart, delivery: { kind: 'pickup', boutiqueId: RIYADH_BOUTIQUE.locationId }, method: 'cash-on-delivery', boutiques: [RIYADH_BOUTIQUE] })._unsafeUnwrap();
    expect(atBoutique.totals).toMatchObject({ shipping: SAR(0), cashOnDeliveryFee: SAR(0), total: SAR(600_00) });
  });

  it('takes the coupon off and lists only coupons that take something off', () => {
    const cart = aPricedCart().with(RING, 2).withCoupon({ code: 'TEN', kind: 'percentage', value: 1000, minimumSpendMinor: 0 }).build();
    const quoted = quote({ cart })._unsafeUnwrap();
    expect(quoted.totals).toMatchObject({ subtotal: SAR(600_00), discount: SAR(60_00), shipping: SAR(0), total: SAR(540_00) });
    expect(quoted.coupons).toEqual(['TEN']);

    const tooSmall = aPricedCart().with(RING).withCoupon({ code: 'BIG', kind: 'fixed', value: 50_00, minimumSpendMinor: 1_000_00 }).build();
    expect(quote({ cart: tooSmall })._unsafeUnwrap().coupons).toEqual([]);
  });

  it('quotes each line as the catalogue knows the piece: a gold coin as a coin, pierced earrings as pierced', () => {
    const coin = aVariant(21).priced(2_900_00).ofKind('gold-coin').build();
    const studs = aVariant(22).priced(450_00).ofKind('jewellery', true).build();
    const quoted = quote({ cart: aPricedCart().with(RING).with(coin).with(studs).build() })._unsafeUnwrap();

    expect(quoted.lines.map((line) => [line.sku, line.kind, line.pierced])).toEqual([
      [RING.sku, 'jewellery', false],
      [coin.sku, 'gold-coin', false],
      [studs.sku, 'jewellery', true],
    ]);
  });

  it('refuses an empty cart and a line asking more than the region can sell, listing the short lines', () => {
    expect(quote({ cart: aPricedCart().build() })._unsafeUnwrapErr().code).toBe('CHECKOUT_CART_EMPTY');
    expect(quote({ cart: aPricedCart().with(NECKLACE, 2).with(RING).build() })._unsafeUnwrapErr()).toEqual({
      code: 'SOLD_OUT',
      params: { lines: [{ variantId: NECKLACE.variantId, sku: NECKLACE.sku, requested: 2, available: 1 }] },
    });
  });

  it('refuses cash on delivery above its maximum and buy now pay later outside its range, naming the bound', () => {
    const expensive = aVariant(9).priced(6_000_00).build();
    expect(quote({ cart: aPricedCart().with(expensive).build(), method: 'cash-on-delivery' })._unsafeUnwrapErr()).toEqual({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      params: { method: 'cash-on-delivery', reason: 'above-maximum', limit: SAR(5_000_00) },
    });
    expect(quote({ cart: aPricedCart().with(expensive).build(), method: 'tabby' })._unsafeUnwrapErr().params).toMatchObject({ reason: 'above-maximum' });
    const cheap = aVariant(8).priced(50_00).build();
    expect(quote({ cart: aPricedCart().with(cheap).build(), method: 'tamara' })._unsafeUnwrapErr().params).toEqual({ method: 'tamara', reason: 'below-minimum', limit: SAR(100_00) });
    expect(quote({ cart: aPricedCart().with(cheap).build(), method: 'card' }).isOk()).toBe(true);
  });

  it('refuses a method or service the merchant switched off in the region', () => {
    const off = { ...settings.regions.sa, applePay: { enabled: false }, cashOnDelivery: { ...settings.regions.sa.cashOnDelivery, enabled: false } };
    const express = { ...off, shipping: { ...off.shipping, express: { ...off.shipping.express, enabled: false } } };
    const cart = aPricedCart().with(RING).build();
    expect(quote({ cart, settings: off, method: 'apple-pay' })._unsafeUnwrapErr().params).toEqual({ method: 'apple-pay', reason: 'not-offered' });
    expect(quote({ cart, settings: off, method: 'cash-on-delivery' })._unsafeUnwrapErr().params).toEqual({ method: 'cash-on-delivery', reason: 'not-offered' });
    expect(quote({ cart, settings: express, delivery: { ...home, method: 'express' } })._unsafeUnwrapErr()).toEqual({ code: 'SHIPPING_METHOD_UNAVAILABLE', params: { method: 'express' } });
    expect(quote({ cart, settings: { ...off, cardBrands: [] } })._unsafeUnwrapErr().params).toEqual({ method: 'card', reason: 'not-offered' });
    expect(quote({ cart: aPricedCart('eg').with(aVariant(3).priced(2_000_00).build()).build(), settings: settings.regions.eg, method: 'tabby' })._unsafeUnwrapErr().params).toEqual({
      method: 'tabby',
      reason: 'not-offered',
    });
  });

  it('refuses a boutique lacking a line, naming what it lacks, and one that is not the region’s', () => {
    const cart = aPricedCart().with(RING).with(NECKLACE).build();
    expect(quote({ cart, delivery: { kind: 'pickup', boutiqueId: JEDDAH_BOUTIQUE.locationId }, boutiques: [RIYADH_BOUTIQUE, JEDDAH_BOUTIQUE] })._unsafeUnwrapErr()).toEqual({
      code: 'PICKUP_UNAVAILABLE',
      params: { boutiqueId: JEDDAH_BOUTIQUE.locationId, missing: [NECKLACE.sku] },
    });
    expect(quote({ cart, delivery: { kind: 'pickup', boutiqueId: 999 } })._unsafeUnwrapErr().params).toEqual({ boutiqueId: 999, missing: [RING.sku, NECKLACE.sku] });
  });

  it('adds up: total = subtotal - discount + shipping + fee, and the VAT inside is the rate’s share of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom('sa' as const, 'ae' as const, 'eg' as const),
        (subtotalMinor, discountMinor, shippingMinor, cashOnDeliveryFeeMinor, region) => {
          const totals = checkoutTotals(region, vat, { subtotalMinor, discountMinor, shippingMinor, cashOnDeliveryFeeMinor });
          const discount = Math.min(discountMinor, subtotalMinor);
          expect(totals.discount.amountMinor).toBe(discount);
          expect(totals.total.amountMinor).toBe(subtotalMinor - discount + shippingMinor + cashOnDeliveryFeeMinor);
          const rate = vat.rateOf(region);
          const exact = (totals.total.amountMinor * rate) / (10_000 + rate);
          expect(Math.abs(totals.vat.amountMinor - exact)).toBeLessThanOrEqual(0.5);
          expect(totals.vat.amountMinor).toBeLessThanOrEqual(totals.total.amountMinor);
        },
      ),
      { numRuns: 200 },
    );
  });
});
