import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRows, stockedProducts, type StockedProduct } from '@storefront/adapters-postgres/testing';
import { TOKENS, type Runtime } from '@storefront/composition';
import { CART_ABANDONED_TOPIC, type RemindAbandonedCarts } from '@storefront/core/cart';
import type { CartAbandonedEvent } from '@storefront/core/events';
import { ClockPort } from '@storefront/core/shared';
import { aCart, MovableClock, placeBody, post } from '../../test-support/checkout-shopper.js';
import { aTestApi } from '../../test-support/test-app.js';
import type { RestoreLinks } from './restore-links.js';
import { API_ENGINE } from '../../test-support/engine.js';


interface WireLine {
  readonly variant_id: number;
  readonly quantity: number;
}

describe(`abandoned-cart reminders and restore links on ${API_ENGINE}`, () => {
  const clock = new MovableClock();
  let app: FastifyInstance;
  let runtime: Runtime;
  let container: Container;
  let products: StockedProduct[];
  let keys = 0;
  const newKey = () => `abandoned-${API_ENGINE}-${Date.now().toString(36)}-${(keys += 1)}`;

  beforeAll(async () => {
    ({ app, runtime, container } = await aTestApi(
      { PUBLIC_ORIGIN: 'https://shop.example', CART_ABANDONED_MINUTES: '90', CART_RESTORE_SECRET: 'a-restore-link-secret-for-the-tests-only' },
      {
        prepare: async (bindings) => {
          await bindings.unbind(ClockPort);
          bindings.bind<ClockPort>(ClockPort).toConstantValue(clock);
        },
      },
    ));
    products = await stockedProducts(runtime.database.db, 'sa', 12, 50);
  });
  afterAll(() => app?.close());

  /** Runs the reminder as the host does, `minutes` after now on the store's clock. */
  async function remindAfter(minutes: number) {
    clock.advance(minutes);
    try {
      return (await container.get<RemindAbandonedCarts>(TOKENS.RemindAbandonedCarts).execute())._unsafeUnwrap();
    } finally {
      clock.advance(-minutes);
    }
  }
  const remindersOf = async (cartId: string) =>
    (await outboxRows(runtime.database.db, CART_ABANDONED_TOPIC)).map((row) => row.payload as CartAbandonedEvent).filter((event) => event.cartId === cartId);
  const linesOf = (cart: { line_items: { physical_items: WireLine[] } }) => cart.line_items.physical_items.map((line) => [line.variant_id, line.quantity]);

  it('reminds of a cart left for the configured time once, with a link the cart page restores it by', async () => {
    const cart = await aCart(app, 'sa', products);
    expect((await remindAfter(89)).reminded).toBe(0);
    await remindAfter(91);
    await remindAfter(240);
    const [reminder, ...more] = await remindersOf(cart.cartId);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ name: 'cart_abandoned_backend', region: 'sa', language: 'en', itemCount: 1 });

    // The link is the cart page's, with what its restore reads: the cart and the signed token.
    const link = new URL(reminder!.restoreUrl);
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.example/en-sa/cart');
    expect(link.searchParams.get('cartId')).toBe(cart.cartId);
    const restored = await post(app, 'cart/restore', { region: 'sa', token: link.searchParams.get('token') });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().response.id).not.toBe(cart.cartId);
    expect(linesOf(restored.json().response)).toEqual([[cart.lines[0]!.variantId, 1]]);
    // Refused in another region's store, as any link is.
    expect((await post(app, 'cart/restore', { region: 'ae', token: link.searchParams.get('token') })).json().response.code).toBe('ABANDONED_CART_LINK_INVALID');
  });

  it('never reminds of a cart that became an order, whose own restore link rebuilds its lines', async () => {
    const cart = await aCart(app, 'sa', products.slice(3));
    const placed = await post(app, 'checkout/place', { ...(await placeBody(app, cart, 'cash-on-delivery', newKey)), idempotencyKey: newKey() }, { cookie: cart.cookie });
    expect(placed.statusCode, placed.body).toBe(200);
    await remindAfter(120);
    expect(await remindersOf(cart.cartId)).toEqual([]);

    const token = container.get<RestoreLinks>(TOKENS.RestoreLinks).issue({ kind: 'order', id: placed.json().response.reference, region: 'sa' });
    const rebuilt = await post(app, 'cart/restore', { region: 'sa', token });
    expect(rebuilt.statusCode, rebuilt.body).toBe(200);
    expect(linesOf(rebuilt.json().response)).toEqual([[cart.lines[0]!.variantId, 1]]);
  });
});
