import { describe, expect, it } from 'vitest';
import { aVariant } from '../../../cart/test-support/cart-variant.builder.js';
import { aCheckoutWorld, GUEST, HOME, JEDDAH_BOUTIQUE, NECKLACE, RIYADH_BOUTIQUE, RING } from '../../test-support/checkout-world.js';
import { PlaceOrder } from '../place-order/place-order.use-case.js';
import { QuoteCheckout, type QuoteCheckoutInput } from './quote-checkout.use-case.js';

const SAR = (amountMinor: number) => ({ amountMinor, currency: 'SAR' });
const EN_SA = { language: 'en', region: 'sa' } as const;

describe('QuoteCheckout', () => {
  it('quotes the lines, shipping, the cash-on-delivery fee and the VAT inside the total for a home delivery, with no address yet', async () => {
    const world = aCheckoutWorld();
    const cart = await world.aCart([[RING, 1]]);

    const quote = (
      await new QuoteCheckout(world.deps).execute({ region: 'sa', locale: EN_SA, cartId: cart.id, owner: GUEST, delivery: { kind: 'home', method: 'standard' }, method: 'cash-on-delivery' })
    )._unsafeUnwrap();

    expect(quote.lines).toEqual([
      expect.objectContaining({ variantId: RING.variantId, sku: RING.sku, name: cart.lines[0]!.name, quantity: 1, unitPrice: SAR(300_00), imageUrl: cart.lines[0]!.imageUrl }),
    ]);
    expect(quote.totals).toEqual({
      subtotal: SAR(300_00),
      discount: SAR(0),
      shipping: SAR(25_00),
      cashOnDeliveryFee: SAR(15_00),
      vat: SAR(44_35),
      total: SAR(340_00),
    });
    expect(quote.delivery).toEqual({ kind: 'home', method: 'standard' });
    expect(quote.locale).toEqual(EN_SA);
  });

  it('leaves the address out of the quote, whatever the request carried', async () => {
    const world = aCheckoutWorld();
    const cart = await world.aCart([[RING, 1]]);

    const quote = (await new QuoteCheckout(world.deps).execute({ region: 'sa', locale: EN_SA, cartId: cart.id, owner: GUEST, delivery: HOME, method: 'card' }))._unsafeUnwrap();

    expect(quote.delivery).toEqual({ kind: 'home', method: 'standard' });
  });

  it('is the quote "Place order" agrees to: sent back as agreed, the order is placed without a change', async () => {
    const world = aCheckoutWorld();
    const cart = await world.aCart([[RING, 2]]);
    const quote = (await new QuoteCheckout(world.deps).execute({ region: 'sa', locale: EN_SA, cartId: cart.id, owner: GUEST, delivery: HOME, method: 'cash-on-delivery' }))._unsafeUnwrap();

    const outcome = await new PlaceOrder(world.deps).execute({
      region: 'sa',
      locale: EN_SA,
      cartId: cart.id,
      owner: GUEST,
      idempotencyKey: `key-${cart.id}`,
      email: 'noura@example.com',
      delivery: HOME,
      method: 'cash-on-delivery',
      agreed: world.agreedTo({ ...quote, delivery: HOME }),
      returnUrl: 'https://shop.example/en-sa/checkout/return',
    });

    expect(outcome._unsafeUnwrap()).toMatchObject({ kind: 'placed', order: { totals: quote.totals } });
  });

  it('costs nothing to collect from a boutique holding every line, and refuses one lacking a line', async () => {
    const world = aCheckoutWorld();
    const cart = await world.aCart([[RING, 1], [NECKLACE, 1]]);
    const quote = new QuoteCheckout(world.deps);
    const at = (boutiqueId: number): QuoteCheckoutInput => ({ region: 'sa', locale: EN_SA, cartId: cart.id, owner: GUEST, delivery: { kind: 'pickup', boutiqueId }, method: 'card' });

    expect((await quote.execute(at(RIYADH_BOUTIQUE.locationId)))._unsafeUnwrap().totals).toMatchObject({ shipping: SAR(0), total: SAR(1_500_00) });
    expect((await quote.execute(at(JEDDAH_BOUTIQUE.locationId)))._unsafeUnwrapErr()).toEqual({
      code: 'PICKUP_UNAVAILABLE',
      params: { boutiqueId: JEDDAH_BOUTIQUE.locationId, missing: [NECKLACE.sku] },
    });
  });

  it('refuses a method this amount may not use, with the limit', async () => {
    const cheap = aVariant(8).ofProduct(18).priced(50_00).build();
    const world = aCheckoutWorld({ variants: [cheap] });
    const cart = await world.aCart([[cheap, 1]]);

    const refused = await new QuoteCheckout(world.deps).execute({ region: 'sa', locale: EN_SA, cartId: cart.id, owner: GUEST, delivery: { kind: 'home', method: 'standard' }, method: 'tabby' });

    expect(refused._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_METHOD_UNAVAILABLE', params: { method: 'tabby', reason: 'below-minimum', limit: SAR(100_00) } });
  });

  it('finds no cart that is not the shopper’s, and refuses a locale of another region', async () => {
    const world = aCheckoutWorld();
    const cart = await world.aCart([[RING, 1]]);
    const quote = new QuoteCheckout(world.deps);
    const input: QuoteCheckoutInput = { region: 'sa', locale: EN_SA, cartId: cart.id, owner: { kind: 'guest', cartToken: 'another-browser' }, delivery: { kind: 'home', method: 'standard' }, method: 'card' };

    expect((await quote.execute(input))._unsafeUnwrapErr()).toEqual({ code: 'CART_NOT_FOUND', params: {} });
    expect((await quote.execute({ ...input, owner: GUEST, locale: { language: 'en', region: 'ae' } }))._unsafeUnwrapErr()).toMatchObject({ code: 'INVALID' });
  });
});
