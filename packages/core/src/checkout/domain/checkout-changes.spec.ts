import { describe, expect, it } from 'vitest';
import { aVariant } from '../../cart/test-support/cart-variant.builder.js';
import { DefaultVatPolicy } from '../../locale/domain/vat.policy.js';
import { NECKLACE, RING } from '../test-support/checkout-world.js';
import { aPricedCart } from '../test-support/priced-cart.builder.js';
import { agreedCheckoutSchema, checkoutChanges, type AgreedCheckoutInput } from './checkout-changes.js';
import { checkoutTotals, quoteCheckout } from './checkout-quote.js';
import { defaultCheckoutSettings } from './checkout-settings.js';

const SAR = (amountMinor: number) => ({ amountMinor, currency: 'SAR' as const });
const TEN = { code: 'TEN', kind: 'percentage' as const, value: 1000, minimumSpendMinor: 0 };

function agreedOn(cart: ReturnType<ReturnType<typeof aPricedCart>['build']>): AgreedCheckoutInput {
  const quote = quoteCheckout({ cart, delivery: { kind: 'pickup', boutiqueId: 1 }, method: 'card', settings: defaultCheckoutSettings().regions.sa, vat: new DefaultVatPolicy(), boutiques: [{ locationId: 1, storeLocationId: 1, name: { en: '', ar: '' }, city: { en: '', ar: '' }, available: { 1: 9, 2: 9 } }] })._unsafeUnwrap();
  return { lines: quote.lines, coupons: quote.coupons, totals: quote.totals };
}

describe('checkoutChanges', () => {
  it('finds nothing when the cart is as agreed', () => {
    const cart = aPricedCart().with(RING, 2).withCoupon(TEN).build();
    const agreed = agreedOn(cart);
    expect(checkoutChanges(agreed, cart, agreed.totals)).toEqual([]);
  });

  it('names a price that moved, from and to', () => {
    const agreed = agreedOn(aPricedCart().with(RING).build());
    const now = aPricedCart().with({ ...RING, salePriceMinor: 250_00 }).build();
    expect(checkoutChanges(agreed, now)).toEqual([{ kind: 'price-changed', sku: RING.sku, name: RING.name, from: SAR(300_00), to: SAR(250_00) }]);
  });

  it('names a quantity the shop can no longer sell, and one changed in another tab', () => {
    const agreed = agreedOn(aPricedCart().with(RING, 2).with(NECKLACE).build());
    const now = aPricedCart().with(RING, 3).with({ ...NECKLACE, availableToSell: 0 }).build();
    expect(checkoutChanges(agreed, now)).toEqual([
      { kind: 'quantity-changed', sku: RING.sku, name: RING.name, from: 2, to: 3 },
      { kind: 'quantity-unavailable', sku: NECKLACE.sku, name: NECKLACE.name, requested: 1, available: 0 },
    ]);
  });

  it('names lines removed and added, and a coupon that no longer takes anything off', () => {
    const agreed = agreedOn(aPricedCart().with(RING, 2).withCoupon(TEN).build());
    const bracelet = aVariant(3).ofProduct(13).priced(100_00).build();
    const now = aPricedCart().with(bracelet).withCoupon({ ...TEN, endsAt: new Date('2026-01-01T00:00:00Z') }).build();
    expect(checkoutChanges(agreed, now)).toEqual([
      { kind: 'line-removed', sku: RING.sku, name: RING.name },
      { kind: 'line-added', sku: bracelet.sku, name: bracelet.name },
      { kind: 'coupon-no-longer-applies', code: 'TEN' },
    ]);
  });

  it('names totals that moved though every line is the same (a fee, a threshold, a VAT rate)', () => {
    const cart = aPricedCart().with(RING).build();
    const agreed = agreedOn(cart);
    const now = checkoutTotals('sa', new DefaultVatPolicy(), { subtotalMinor: 300_00, discountMinor: 0, shippingMinor: 25_00, cashOnDeliveryFeeMinor: 0 });
    expect(checkoutChanges(agreed, cart, now)).toEqual([{ kind: 'totals-changed', from: agreed.totals, to: now }]);
  });

  it('reads the agreed quote from the browser strictly: bounded, whole minor units, known currencies', () => {
    const agreed = agreedOn(aPricedCart().with(RING).build());
    expect(agreedCheckoutSchema.safeParse(JSON.parse(JSON.stringify(agreed))).success).toBe(true);
    expect(agreedCheckoutSchema.safeParse({ ...agreed, totals: { ...agreed.totals, total: { amountMinor: 1.5, currency: 'SAR' } } }).success).toBe(false);
    expect(agreedCheckoutSchema.safeParse({ ...agreed, coupons: Array.from({ length: 11 }, () => 'X') }).success).toBe(false);
    expect(agreedCheckoutSchema.safeParse({ ...agreed, lines: [{ ...agreed.lines[0], unitPrice: { amountMinor: 1, currency: 'USD' } }] }).success).toBe(false);
  });
});
