import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CartAbandonedEvent } from '../../../events/domain/marketing-event.js';
import { CART_ABANDONED_TOPIC, type RestoreLinkTarget } from '../../domain/abandoned-cart-reminder.js';
import type { CartOwner } from '../../domain/cart-owner.js';
import { InMemoryCartStore } from '../../test-support/in-memory-cart-store.js';
import { RemindAbandonedCarts } from './remind-abandoned-carts.use-case.js';

const START = new Date('2026-03-01T10:00:00Z');

/** A store whose clock the test moves, carts made and changed through its units of work, and the use case over it. */
function aWorld(idleMinutes = 120) {
  let now = START;
  const store = new InMemoryCartStore('sa', new Map(), [], [], () => now);
  const signed: RestoreLinkTarget[] = [];
  const links = { issue: (target: RestoreLinkTarget) => (signed.push(target), `signed.${target.kind}.${target.id}`) };
  const remind = new RemindAbandonedCarts(store, links, { now: () => now }, { idleMinutes, origin: 'https://shop.example/' });
  const line = (productId: number, quantity = 1) => ({ id: undefined, productId, variantId: productId * 10, quantity, variant: undefined });
  return {
    store,
    signed,
    remind,
    later: (minutes: number) => void (now = new Date(now.getTime() + minutes * 60_000)),
    aCart: async (owner: CartOwner, lines = [line(7, 2)], language: 'en' | 'ar' = 'en') =>
      (await store.create('sa', owner, language, () => okAsync({ language, lines })))._unsafeUnwrap(),
    change: async (cartId: string, owner: CartOwner) =>
      (await store.change('sa', cartId, owner, undefined, (cart) => okAsync({ cart: { ...cart, lines: [...cart.lines, line(8)] } })))._unsafeUnwrap(),
    events: () => store.outbox.filter((entry) => entry.topic === CART_ABANDONED_TOPIC).map((entry) => entry.payload as CartAbandonedEvent),
  };
}

const guest: CartOwner = { kind: 'guest', cartToken: 'browser-token' };
const customer: CartOwner = { kind: 'customer', customerId: 41 };

describe('RemindAbandonedCarts', () => {
  it('sends one event with a signed restore link to the cart page once a cart is left for the configured time', async () => {
    const world = aWorld(120);
    const cart = await world.aCart(guest, undefined, 'ar');
    world.later(119);
    expect((await world.remind.execute())._unsafeUnwrap()).toEqual({ reminded: 0 });
    world.later(1);
    expect((await world.remind.execute())._unsafeUnwrap()).toEqual({ reminded: 1 });
    expect(world.signed).toEqual([{ kind: 'cart', id: cart.id, region: 'sa' }]);
    expect(world.events()).toEqual([
      {
        name: 'cart_abandoned_backend',
        region: 'sa',
        language: 'ar',
        cartId: cart.id,
        restoreUrl: `https://shop.example/ar-sa/cart?cartId=${cart.id}&token=signed.cart.${cart.id}`,
        itemCount: 2,
        items: [{ productId: 7, variantId: 70, quantity: 2 }],
        lastChangedAt: START.toISOString(),
        occurredAt: new Date(START.getTime() + 120 * 60_000).toISOString(),
      },
    ]);
  });

  it('reminds once per idle period: not again while untouched, again after a change and a new idle period', async () => {
    const world = aWorld(60);
    const cart = await world.aCart(customer);
    world.later(61);
    await world.remind.execute();
    world.later(600);
    expect((await world.remind.execute())._unsafeUnwrap()).toEqual({ reminded: 0 });
    await world.change(cart.id, customer);
    world.later(30);
    expect((await world.remind.execute())._unsafeUnwrap()).toEqual({ reminded: 0 });
    world.later(31);
    expect((await world.remind.execute())._unsafeUnwrap()).toEqual({ reminded: 1 });
    expect(world.events().map((event) => [event.identity, event.itemCount])).toEqual([
      [{ email: 'customer-41@example.com' }, 2],
      [{ email: 'customer-41@example.com' }, 3],
    ]);
  });

  it('never reminds of an empty cart or of one that became an order', async () => {
    const world = aWorld(60);
    await world.aCart(guest, []);
    const ordered = await world.aCart(customer);
    await world.store.delete('sa', ordered.id, customer);
    world.later(120);
    expect((await world.remind.execute())._unsafeUnwrap()).toEqual({ reminded: 0 });
    expect(world.events()).toEqual([]);
  });

  it('reminds a cart once when two runs race for it', async () => {
    const world = aWorld(60);
    await world.aCart(guest);
    world.later(90);
    const runs = await Promise.all([world.remind.execute(), world.remind.execute()]);
    expect(runs.map((run) => run._unsafeUnwrap().reminded).sort()).toEqual([0, 1]);
    expect(world.events()).toHaveLength(1);
  });
});
