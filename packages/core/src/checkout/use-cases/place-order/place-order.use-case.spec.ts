import { errAsync, okAsync } from 'neverthrow';
import { notFound } from '../../../shared/errors.js';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_UPDATE_TOPIC } from '../../../events/domain/cart-update-event.js';
import { aCheckoutWorld, aPlacement, NECKLACE, RIYADH_BOUTIQUE, RING } from '../../test-support/checkout-world.js';
import { CompletePayment } from '../complete-payment/complete-payment.use-case.js';
import { PlaceOrder } from './place-order.use-case.js';

const customer = { kind: 'customer' as const, customerId: 7 };

describe('PlaceOrder', () => {
  it('places a cash-on-delivery order at once: awaiting cash, the stock taken once, the cart closed, the events and email written', async () => {
    const world = aCheckoutWorld();
    const input = await aPlacement(world, [[RING, 2]], { method: 'cash-on-delivery' });

    const outcome = (await new PlaceOrder(world.deps).execute(input))._unsafeUnwrap();

    expect(outcome).toMatchObject({ kind: 'placed', orderReference: 'SA-000001', order: { status: 'awaiting-cash', email: 'noura@example.com' } });
    expect(world.store.stockOf(RING.variantId)).toBe(1);
    expect(world.store.closedCarts).toEqual([input.cartId]);
    expect(world.store.orders[0]!.totals).toMatchObject({ shipping: { amountMinor: 0 }, cashOnDeliveryFee: { amountMinor: 15_00 }, total: { amountMinor: 615_00 } });
    expect(world.store.outbox.map((entry) => entry.topic)).toEqual(['marketing.order_update_backend', 'mail']);
    expect(world.store.outbox[1]!.payload).toMatchObject({ template: 'order-confirmation', to: 'noura@example.com', params: { orderNumber: 'SA-000001' } });
    expect(world.store.outbox.some((entry) => entry.topic === CUSTOMER_UPDATE_TOPIC)).toBe(false);
  });

  it('sends a card payment to the provider’s page with the order’s amount and lines, holding the stock meanwhile', async () => {
    const world = aCheckoutWorld();
    const input = await aPlacement(world, [[RING, 1]]);

    const outcome = (await new PlaceOrder(world.deps).execute(input))._unsafeUnwrap();

    expect(outcome).toEqual({ kind: 'redirect', attemptId: 'attempt-1', redirectUrl: 'https://pay.example/card/card-pay-1' });
    expect(world.card.started[0]).toMatchObject({
      attemptId: 'attempt-1',
      amount: { amountMinor: 325_00, currency: 'SAR' },
      email: 'noura@example.com',
      phone: '+966501234567',
      lines: [{ sku: RING.sku, quantity: 1, unitPrice: { amountMinor: 300_00, currency: 'SAR' } }],
      returnUrl: input.returnUrl,
    });
    expect(world.store.stockOf(RING.variantId)).toBe(2);
    expect(world.store.orders).toEqual([]);
    expect(world.store.attempts.get('attempt-1')).toMatchObject({ status: 'awaiting-payment', providerRef: 'card-pay-1' });
  });

  it('answers the same key again with the same answer and never reserves twice', async () => {
    const world = aCheckoutWorld();
    const placeOrder = new PlaceOrder(world.deps);
    const card = await aPlacement(world, [[RING, 1]]);
    const first = (await placeOrder.execute(card))._unsafeUnwrap();
    expect((await placeOrder.execute(card))._unsafeUnwrap()).toEqual(first);
    expect(world.card.started).toHaveLength(1);
    expect(world.store.stockOf(RING.variantId)).toBe(2);

    const cash = await aPlacement(world, [[NECKLACE, 1]], { method: 'cash-on-delivery' });
    const placed = (await placeOrder.execute(cash))._unsafeUnwrap();
    // The cart is closed by then: the key alone answers.
    const again = (await placeOrder.execute(cash))._unsafeUnwrap();
    expect(again).toMatchObject({ kind: 'placed', orderReference: placed.kind === 'placed' ? placed.orderReference : '' });
    expect(world.store.orders).toHaveLength(1);
    expect(world.store.stockOf(NECKLACE.variantId)).toBe(0);
  });

  it('makes one order of ten parallel submits with one key, and gives ten identical answers', async () => {
    const world = aCheckoutWorld();
    const input = await aPlacement(world, [[RING, 1]], { method: 'cash-on-delivery' });
    const placeOrder = new PlaceOrder(world.deps);

    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder.execute(input)));

    const references = answers.map((answer) => answer._unsafeUnwrap()).map((outcome) => (outcome.kind === 'placed' ? outcome.orderReference : outcome.kind));
    expect(new Set(references)).toEqual(new Set(['SA-000001']));
    expect(world.store.orders).toHaveLength(1);
    expect(world.store.stockOf(RING.variantId)).toBe(2);
  });

  it('answers a press that read no claim on its key, then found the cart gone, with the order the other press placed', async () => {
    const world = aCheckoutWorld();
    const input = await aPlacement(world, [[RING, 1]], { method: 'cash-on-delivery' });
    const placeOrder = new PlaceOrder(world.deps);
    const placed = (await placeOrder.execute(input))._unsafeUnwrap();
    // The second press looked for the key just before the first one's placement was written, and
    // read the cart once the placement had closed it.
    const find = world.store.findByIdempotencyKey.bind(world.store);
    let looks = 0;
    world.store.findByIdempotencyKey = (region, key) => (looks++ === 0 ? okAsync(undefined) : find(region, key));
    world.carts.getCart = () => errAsync(notFound('cart', input.cartId));

    const late = (await placeOrder.execute(input))._unsafeUnwrap();

    expect(late).toMatchObject({ kind: 'placed', orderReference: placed.kind === 'placed' ? placed.orderReference : '' });
    expect(world.store.orders).toHaveLength(1);
    expect(world.store.stockOf(RING.variantId)).toBe(2);
  });

  it('fails the attempt and gives the stock back when the provider does not answer, and says so again for the same key', async () => {
    const world = aCheckoutWorld();
    world.tabby.down = true;
    const input = await aPlacement(world, [[RING, 1]], { method: 'tabby' });

    const refused = await new PlaceOrder(world.deps).execute(input);

    expect(refused._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: 'tabby' } });
    expect(world.store.attempts.get('attempt-1')).toMatchObject({ status: 'failed', failure: 'provider-unavailable' });
    expect(world.store.stockOf(RING.variantId)).toBe(3);
    world.tabby.down = false;
    expect((await new PlaceOrder(world.deps).execute(input))._unsafeUnwrapErr().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(world.tabby.started).toEqual([]);
  });

  it('answers CART_CHANGED with what moved, and reserves nothing', async () => {
    const world = aCheckoutWorld();
    const input = await aPlacement(world, [[RING, 2]]);
    const agreed = { ...input.agreed, lines: input.agreed.lines.map((line) => ({ ...line, unitPrice: { ...line.unitPrice, amountMinor: 280_00 } })) };

    const refused = await new PlaceOrder(world.deps).execute({ ...input, agreed });

    expect(refused._unsafeUnwrapErr()).toEqual({
      code: 'CART_CHANGED',
      params: { changes: [{ kind: 'price-changed', sku: RING.sku, name: RING.name, from: { amountMinor: 280_00, currency: 'SAR' }, to: { amountMinor: 300_00, currency: 'SAR' } }] },
    });
    expect(world.store.attempts.size).toBe(0);
    expect(world.store.stockOf(RING.variantId)).toBe(3);
  });

  it('answers CART_CHANGED for totals that moved with the same lines (the delivery fee)', async () => {
    const world = aCheckoutWorld();
    const input = await aPlacement(world, [[RING, 1]]);
    const refused = await new PlaceOrder(world.deps).execute({ ...input, delivery: { ...(input.delivery as Extract<typeof input.delivery, { kind: 'home' }>), method: 'express' } });
    expect(refused._unsafeUnwrapErr()).toMatchObject({ code: 'CART_CHANGED', params: { changes: [{ kind: 'totals-changed' }] } });
  });

  it('passes SOLD_OUT through when the last unit went to someone else meanwhile', async () => {
    const world = aCheckoutWorld();
    const input = await aPlacement(world, [[NECKLACE, 1]], { method: 'cash-on-delivery' });
    world.store.stock.set(NECKLACE.variantId, 0);

    const refused = await new PlaceOrder(world.deps).execute(input);

    expect(refused._unsafeUnwrapErr()).toEqual({ code: 'SOLD_OUT', params: { lines: [{ variantId: NECKLACE.variantId, sku: NECKLACE.sku, requested: 1, available: 0 }] } });
    expect(world.store.orders).toEqual([]);
  });

  it('pays with a customer’s own saved card at once, and refuses another customer’s', async () => {
    const world = aCheckoutWorld();
    const own = world.savedCards.add('sa', 7, { token: 'tok_own', brand: 'mada', last4: '1111', expiryMonth: 1, expiryYear: 2030 });
    const others = world.savedCards.add('sa', 8, { token: 'tok_other', brand: 'visa', last4: '2222', expiryMonth: 1, expiryYear: 2030 });
    const input = await aPlacement(world, [[RING, 1]], { owner: customer, customerId: 7, savedCardId: others.id });

    expect((await new PlaceOrder(world.deps).execute(input))._unsafeUnwrapErr()).toMatchObject({ code: 'NOT_FOUND', params: { entity: 'saved-card' } });
    expect((await new PlaceOrder(world.deps).execute({ ...input, customerId: undefined, savedCardId: own.id }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');

    const outcome = (await new PlaceOrder(world.deps).execute({ ...input, savedCardId: own.id }))._unsafeUnwrap();
    expect(outcome).toMatchObject({ kind: 'placed', order: { status: 'paid', customerId: 7, payment: { method: 'card', card: { last4: '4242' } } } });
    expect(world.card.started[0]).toMatchObject({ instrumentToken: 'tok_own', customerReference: 'sa-7' });
  });

  it('answers a declined saved card with the reason and gives the stock back', async () => {
    const world = aCheckoutWorld();
    world.card.savedCardOutcome = 'declined';
    const own = world.savedCards.add('sa', 7, { token: 'tok_own', brand: 'mada', last4: '1111', expiryMonth: 1, expiryYear: 2030 });
    const input = await aPlacement(world, [[RING, 1]], { owner: customer, customerId: 7, savedCardId: own.id });

    expect((await new PlaceOrder(world.deps).execute(input))._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_DECLINED', params: { reason: 'declined' } });
    expect(world.store.stockOf(RING.variantId)).toBe(3);
  });

  it('keeps a card entered on the provider’s page for a customer who asked, never for a guest', async () => {
    const world = aCheckoutWorld();
    const input = await aPlacement(world, [[RING, 1]], { owner: customer, customerId: 7, saveCard: true });
    await new PlaceOrder(world.deps).execute(input);
    expect(world.card.started[0]).toMatchObject({ saveInstrument: true });
    world.card.approve('card-pay-1');

    await new CompletePayment(world.deps).execute({ region: 'sa', attemptId: 'attempt-1' });

    expect((await world.savedCards.list('sa', 7))._unsafeUnwrap()).toMatchObject([{ token: 'tok_visa_4242', last4: '4242' }]);
    const guest = await aPlacement(world, [[RING, 1]], { saveCard: true });
    await new PlaceOrder(world.deps).execute(guest);
    expect(world.card.started[1]).not.toHaveProperty('saveInstrument');
  });

  it('holds a pickup’s stock at its boutique and names the boutique in the order’s language', async () => {
    const world = aCheckoutWorld();
    const input = await aPlacement(world, [[RING, 2]], { method: 'cash-on-delivery', delivery: { kind: 'pickup', boutiqueId: RIYADH_BOUTIQUE.locationId } });

    const outcome = (await new PlaceOrder(world.deps).execute({ ...input, locale: { language: 'ar', region: 'sa' } }))._unsafeUnwrap();

    expect(outcome).toMatchObject({ kind: 'placed', order: { delivery: { kind: 'pickup', boutiqueId: 501, boutiqueName: 'الرياض بارك' }, locale: { language: 'ar' } } });
    expect(world.store.stockOf(RING.variantId, 'sa', 501)).toBe(0);
    expect(world.store.stockOf(RING.variantId)).toBe(3);
  });

  it('refuses a key used for another cart, a cart that is not the shopper’s, and Apple Pay (it pays through the wallet)', async () => {
    const world = aCheckoutWorld();
    const first = await aPlacement(world, [[RING, 1]]);
    await new PlaceOrder(world.deps).execute(first);
    const second = await aPlacement(world, [[NECKLACE, 1]], { idempotencyKey: first.idempotencyKey });

    expect((await new PlaceOrder(world.deps).execute(second))._unsafeUnwrapErr().code).toBe('CHECKOUT_KEY_REUSED');
    expect((await new PlaceOrder(world.deps).execute({ ...first, email: 'someone@example.com' }))._unsafeUnwrapErr().code).toBe('CHECKOUT_KEY_REUSED');
    expect((await new PlaceOrder(world.deps).execute({ ...second, idempotencyKey: 'new', owner: { kind: 'guest', cartToken: 'someone-else' } }))._unsafeUnwrapErr()).toEqual({
      code: 'CART_NOT_FOUND',
      params: {},
    });
    expect((await new PlaceOrder(world.deps).execute({ ...second, idempotencyKey: 'new', method: 'apple-pay' as never }))._unsafeUnwrapErr().code).toBe('INVALID');
  });

  it('refuses a delivery address outside the region’s areas or phone rule, and a locale of another region, before anything is reserved', async () => {
    const world = aCheckoutWorld();
    const input = await aPlacement(world, [[RING, 1]]);
    const home = input.delivery as Extract<typeof input.delivery, { kind: 'home' }>;

    expect((await new PlaceOrder(world.deps).execute({ ...input, delivery: { ...home, address: { ...home.address, governorate: 'cairo' } } }))._unsafeUnwrapErr().code).toBe('AREA_UNKNOWN');
    expect((await new PlaceOrder(world.deps).execute({ ...input, phone: '123' }))._unsafeUnwrapErr().code).toBe('PHONE_TOO_SHORT');
    expect((await new PlaceOrder(world.deps).execute({ ...input, locale: { language: 'en', region: 'ae' } }))._unsafeUnwrapErr()).toEqual({ code: 'INVALID', params: { field: 'locale', issue: 'another region' } });
    expect(world.store.calls.open).toBe(0);
  });
});

