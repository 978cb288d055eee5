import { describe, expect, it } from 'vitest';
import { aVariant } from '../../../cart/test-support/cart-variant.builder.js';
import { aCheckoutWorld, GUEST, NECKLACE, RING } from '../../test-support/checkout-world.js';
import { ViewCheckoutOptions } from './view-checkout-options.use-case.js';

const SAR = (amountMinor: number) => ({ amountMinor, currency: 'SAR' });

describe('ViewCheckoutOptions', () => {
  it('offers the delivery services with this cart’s fees, the boutiques holding every line, and each method for this amount', async () => {
    const world = aCheckoutWorld();
    const cart = await world.aCart([[RING, 1], [NECKLACE, 1]]);

    const options = (await new ViewCheckoutOptions(world.deps).execute({ region: 'sa', language: 'en', cartId: cart.id, owner: GUEST }))._unsafeUnwrap();

    expect(options.shipping).toEqual([
      { method: 'standard', fee: SAR(0), minDays: 3, maxDays: 5, freeAbove: SAR(500_00) },
      { method: 'express', fee: SAR(50_00), minDays: 1, maxDays: 2 },
    ]);
    expect(options.pickup.map((boutique) => boutique.locationId)).toEqual([501]);
    expect(options.payment).toEqual([
      { method: 'card', available: true, brands: ['mada', 'visa', 'mastercard'] },
      { method: 'apple-pay', available: true },
      { method: 'tabby', available: true },
      { method: 'tamara', available: true },
      { method: 'cash-on-delivery', available: true, fee: SAR(15_00) },
    ]);
    expect(options.savedCards).toEqual([]);
  });

  it('says why a method is not offered: above cash on delivery’s maximum, below buy now pay later’s minimum, a provider not wired', async () => {
    const expensive = aVariant(9).ofProduct(19).priced(6_000_00).build();
    const cheap = aVariant(8).ofProduct(18).priced(50_00).build();
    const world = aCheckoutWorld({ variants: [expensive, cheap] });
    const view = new ViewCheckoutOptions({ ...world.deps, providers: { find: (id) => (id === 'tamara' ? undefined : world.deps.providers.find(id)), wallet: () => undefined } });

    const big = (await view.execute({ region: 'sa', language: 'en', cartId: (await world.aCart([[expensive, 1]])).id, owner: GUEST }))._unsafeUnwrap();
    expect(big.payment.find((option) => option.method === 'cash-on-delivery')).toMatchObject({ available: false, unavailable: { reason: 'above-maximum', limit: SAR(5_000_00) } });
    expect(big.payment.find((option) => option.method === 'tamara')).toMatchObject({ available: false, unavailable: { reason: 'not-offered' } });
    expect(big.payment.find((option) => option.method === 'apple-pay')).toMatchObject({ available: false });

    const small = (await view.execute({ region: 'sa', language: 'en', cartId: (await world.aCart([[cheap, 1]])).id, owner: GUEST }))._unsafeUnwrap();
    expect(small.payment.find((option) => option.method === 'tabby')).toMatchObject({ available: false, unavailable: { reason: 'below-minimum', limit: SAR(100_00) } });
    expect(small.pickup).toEqual([]);
  });

  it('offers a customer’s saved cards of the brands the region takes, and nothing of a cart that is not theirs', async () => {
    const world = aCheckoutWorld();
    const customer = { kind: 'customer' as const, customerId: 7 };
    const cart = await world.aCart([[RING, 1]], undefined, customer);
    world.savedCards.add('sa', 7, { token: 'tok_mada', brand: 'mada', last4: '1111', expiryMonth: 1, expiryYear: 2030 });
    const view = new ViewCheckoutOptions(world.deps);

    const options = (await view.execute({ region: 'sa', language: 'ar', cartId: cart.id, owner: customer, customerId: 7 }))._unsafeUnwrap();
    expect(options.savedCards.map((card) => card.token)).toEqual(['tok_mada']);
    expect((await view.execute({ region: 'sa', language: 'ar', cartId: cart.id, owner: GUEST }))._unsafeUnwrapErr()).toEqual({ code: 'CART_NOT_FOUND', params: {} });
  });
});
