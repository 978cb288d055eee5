import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setVariantStock, stockedProducts, type StockedProduct } from '@storefront/adapters-postgres/testing';
import { TOKENS, type CheckoutUseCases } from '@storefront/composition';
import { CheckoutStore } from '@storefront/core/checkout';
import { OrderStore } from '@storefront/core/order';
import { aCart, aListeningApi, MovableClock, placeBody, post, until, type ListeningStore, type ShopperCart } from '../../test-support/checkout-shopper.js';
import { closesAfterAll } from '../../test-support/test-app.js';
import { API_ENGINE } from '../../test-support/engine.js';


/**
 * The merchant's settings for these tests: Tamara finances up to 2,000 SAR in KSA, and tabby is
 * switched on in Egypt (the defaults leave it off there), where the provider itself refuses EGP.
 */
function checkoutSettingsFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'checkout-settings-')), 'checkout.json');
  writeFileSync(file, JSON.stringify({ regions: { sa: { bnpl: { tamara: { maxMinor: 2_000_00 } } }, eg: { bnpl: { tabby: { enabled: true, minMinor: 100_00, maxMinor: 50_000_00 } } } } }));
  return file;
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe(`buy now, pay later through the sandbox on ${API_ENGINE}`, () => {
  const clock = new MovableClock();
  let store: ListeningStore;
  let keyCount = 0;
  const newKey = () => `bnpl-key-${API_ENGINE}-${Date.now().toString(36)}-${(keyCount += 1)}`;

  beforeAll(async () => {
    store = await aListeningApi({ CHECKOUT_SETTINGS_FILE: checkoutSettingsFile() }, { clock });
  });
  closesAfterAll(() => store);

  /**
   * A product of which one unit is left, in a cart its price lets pay in 4 (100 to 2,000 SAR), and
   * another shopper's "Place order" for the same piece by cash, ready to press (each press a new key).
   */
  async function theLastUnit(offset: number): Promise<{ product: StockedProduct; cart: ShopperCart; anotherShopperBuys: () => Promise<LightMyRequestResponse> }> {
    const candidates = (await stockedProducts(store.runtime.database.db, 'sa', 40, 50)).slice(offset);
    const cart = await aCart(store.app, 'sa', candidates, { minMinor: 100_00, maxMinor: 2_000_00 });
    const product = candidates.find((candidate) => candidate.variantId === cart.lines[0]!.variantId)!;
    const other = await aCart(store.app, 'sa', [product], { maxMinor: Number.MAX_SAFE_INTEGER });
    const body = await placeBody(store.app, other, 'cash-on-delivery', newKey);
    await setVariantStock(store.runtime.database.db, 'sa', product.variantId, 1);
    return { product, cart, anotherShopperBuys: () => post(store.app, 'checkout/place', { ...body, idempotencyKey: newKey() }, { cookie: other.cookie }) };
  }

  /** The answer to a press for a piece another attempt holds: nothing placed, the line named as unavailable. */
  function expectHeld(res: LightMyRequestResponse) {
    expect(res.statusCode).toBe(409);
    expect(res.json().response).toMatchObject({ code: 'CART_CHANGED', params: { changes: expect.arrayContaining([expect.objectContaining({ kind: 'quantity-unavailable', requested: 1, available: 0 })]) } });
  }

  /** The sandbox's approval page of a redirect, and the shopper's decision on it (where it sends them). */
  async function decide(app: FastifyInstance, redirectUrl: string, provider: 'tabby' | 'tamara', decision: 'approve' | 'decline') {
    const page = new URL(redirectUrl);
    expect(page.pathname).toMatch(new RegExp(`^/sandbox-payments/${provider}/`));
    const shown = await app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    expect(shown.statusCode).toBe(200);
    const decided = await app.inject({ method: 'POST', url: page.pathname, payload: `decision=${decision}`, headers: FORM });
    expect(decided.statusCode, decided.body.slice(0, 300)).toBe(303);
    return new URL(decided.headers.location!);
  }

  it('pays with tabby on its approval page: the shopper approves, comes back, and the order is paid by tabby', async () => {
    const cart = await aCart(store.app, 'sa', await stockedProducts(store.runtime.database.db, 'sa', 20, 50), { minMinor: 100_00 });
    const placed = await post(store.app, 'checkout/place', { ...(await placeBody(store.app, cart, 'tabby', newKey)), idempotencyKey: newKey() }, { cookie: cart.cookie });
    expect(placed.statusCode, placed.body).toBe(200);
    const outcome = placed.json().response;
    expect(outcome.kind).toBe('redirect');

    const back = await decide(store.app, outcome.url, 'tabby', 'approve');
    expect(back.pathname).toBe('/en-sa/checkout/return');
    expect(back.searchParams.get('attempt')).toBe(outcome.attemptId);
    const completed = await post(store.app, 'checkout/complete', { region: 'sa', attemptId: outcome.attemptId });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().response).toMatchObject({ kind: 'placed', reference: expect.stringMatching(/^SA-/) });

    const order = (await store.container.get<OrderStore>(OrderStore).read('sa', completed.json().response.reference))._unsafeUnwrap();
    expect(order.status).toBe('paid');
    expect(order.payment.method).toBe('tabby');
    // The cart became the order: it is gone.
    expect((await post(store.app, 'cart/getCart', { cartId: cart.cartId, region: 'sa' }, { cookie: cart.cookie })).statusCode).toBe(404);
  });

  it('places a Tamara order from the signed webhook alone when the shopper never comes back', async () => {
    const cart = await aCart(store.app, 'sa', (await stockedProducts(store.runtime.database.db, 'sa', 30, 50)).slice(10), { minMinor: 100_00, maxMinor: 2_000_00 });
    const key = newKey();
    const outcome = (await post(store.app, 'checkout/place', { ...(await placeBody(store.app, cart, 'tamara', newKey)), idempotencyKey: key }, { cookie: cart.cookie })).json().response;
    await decide(store.app, outcome.url, 'tamara', 'approve');
    const attempt = await until(async () => {
      const found = (await store.container.get<CheckoutStore>(CheckoutStore).findByIdempotencyKey('sa', key))._unsafeUnwrap();
      return found?.status === 'placed' ? found : undefined;
    }, 'the webhook placed the order');
    expect((await store.container.get<OrderStore>(OrderStore).read('sa', attempt.orderReference!))._unsafeUnwrap()).toMatchObject({ status: 'paid', payment: { method: 'tamara' } });
  });

  it('gives the last unit back and keeps the cart when Tamara is declined', async () => {
    const { product, cart, anotherShopperBuys } = await theLastUnit(0);
    const outcome = (await post(store.app, 'checkout/place', { ...(await placeBody(store.app, cart, 'tamara', newKey)), idempotencyKey: newKey() }, { cookie: cart.cookie })).json().response;
    expect(outcome.kind).toBe('redirect');
    // While Tamara decides, the unit is held for this shopper: the other is told it is no longer there.
    expectHeld(await anotherShopperBuys());

    await decide(store.app, outcome.url, 'tamara', 'decline');
    const completed = await post(store.app, 'checkout/complete', { region: 'sa', attemptId: outcome.attemptId });
    expect(completed.statusCode).toBe(402);
    expect(completed.json().response).toEqual({ code: 'PAYMENT_DECLINED', params: { reason: 'declined' } });

    const kept = await post(store.app, 'cart/getCart', { cartId: cart.cartId, region: 'sa' }, { cookie: cart.cookie });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().response.line_items.physical_items.map((line: { variant_id: number; quantity: number }) => [line.variant_id, line.quantity])).toEqual([[product.variantId, 1]]);
    const after = await anotherShopperBuys();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().response.kind).toBe('placed');
  });

  it('gives the stock back when a tabby session is left until it expires', async () => {
    const { cart, anotherShopperBuys } = await theLastUnit(5);
    const outcome = (await post(store.app, 'checkout/place', { ...(await placeBody(store.app, cart, 'tabby', newKey)), idempotencyKey: newKey() }, { cookie: cart.cookie })).json().response;
    expect(outcome.kind).toBe('redirect');
    expectHeld(await anotherShopperBuys());

    clock.advance(61);
    try {
      expect((await store.container.get<CheckoutUseCases>(TOKENS.Checkout).expireAttempts.execute()).isOk()).toBe(true);
    } finally {
      clock.advance(-61);
    }
    expect((await store.container.get<CheckoutStore>(CheckoutStore).read('sa', outcome.attemptId))._unsafeUnwrap().status).toBe('expired');
    const completed = await post(store.app, 'checkout/complete', { region: 'sa', attemptId: outcome.attemptId });
    expect(completed.json().response.code).toBe('CHECKOUT_EXPIRED');
    // The approval page no longer takes a decision, and the unit is for sale again.
    const page = new URL(outcome.url);
    expect((await store.app.inject({ method: 'POST', url: page.pathname, payload: 'decision=approve', headers: FORM })).statusCode).not.toBe(303);
    expect((await anotherShopperBuys()).json().response.kind).toBe('placed');
    expect((await post(store.app, 'cart/getCart', { cartId: cart.cartId, region: 'sa' }, { cookie: cart.cookie })).statusCode).toBe(200);
  });

  it('refuses pay in 4 outside its range or currency, holding nothing', async () => {
    const above = await aCart(store.app, 'sa', (await stockedProducts(store.runtime.database.db, 'sa', 80, 50)).slice(30), { minMinor: 2_000_01, maxMinor: Number.MAX_SAFE_INTEGER });
    // Tamara adds no fee: the totals agreed for a card are Tamara's too.
    const tooMuch = await post(store.app, 'checkout/place', { ...(await placeBody(store.app, above, 'card', newKey)), method: 'tamara', idempotencyKey: newKey() }, { cookie: above.cookie });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().response).toEqual({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      params: { method: 'tamara', reason: 'above-maximum', limit: { amountMinor: 2_000_00, currency: 'SAR' } },
    });

    // Egypt: the merchant offers tabby, but the provider finances no order in EGP.
    const egCart = await aCart(store.app, 'eg', await stockedProducts(store.runtime.database.db, 'eg', 20, 50), { minMinor: 100_00, maxMinor: 20_000_00 });
    const refused = await post(store.app, 'checkout/place', { ...(await placeBody(store.app, egCart, 'tabby', newKey)), idempotencyKey: newKey() }, { cookie: egCart.cookie });
    expect(refused.json().response).toEqual({ code: 'PAYMENT_DECLINED', params: { reason: 'not-eligible' } });
    expect((await post(store.app, 'cart/getCart', { cartId: egCart.cartId, region: 'eg' }, { cookie: egCart.cookie })).statusCode).toBe(200);
  });
});
