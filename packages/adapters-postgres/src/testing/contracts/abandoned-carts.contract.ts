import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemindAbandonedCarts, type CartOwner, type CartStore, type RestoreLinkTarget } from '@storefront/core/cart';
import type { CartAbandonedEvent } from '@storefront/core/events';
import type { Region } from '@storefront/core/locale';

/** What a cart store needs to offer for the abandoned-cart contract to run against it. */
export interface AbandonedCartsContractFixture {
  readonly store: CartStore;
  readonly region: Region;
  /** A variant `region` sells, with units to spare. */
  readonly variant: { readonly productId: number; readonly variantId: number };
  /** A customer of `region`'s store and their email. */
  readonly customer: { readonly id: number; readonly email: string };
  /** The `cart_abandoned_backend` events the store's outbox holds, oldest first. */
  abandonedEvents(): Promise<readonly CartAbandonedEvent[]>;
  /** Starts a checkout of the cart with the guest's `email`: still waiting for its payment, or declined. */
  checkoutOf(cartId: string, email: string, outcome: 'under-way' | 'declined'): Promise<void>;
  teardown(): Promise<void>;
}

/**
 * The promises a cart store keeps for abandoned carts (decision 1275), run through the core's
 * `RemindAbandonedCarts` on a clock hours ahead of the store's, so every cart made now is idle:
 * one event per idle period, none for an empty cart, a cart being paid for or one that is gone,
 * one of two racing runs reminds, and the shopper is named when the store knows them.
 */
export function abandonedCartsContract(name: string, setup: () => Promise<AbandonedCartsContractFixture>): void {
  describe(`CartStore abandoned carts contract: ${name}`, () => {
    let fixture: AbandonedCartsContractFixture;
    let remind: RemindAbandonedCarts;
    const signed: RestoreLinkTarget[] = [];

    beforeAll(async () => {
      fixture = await setup();
      const links = { issue: (target: RestoreLinkTarget) => (signed.push(target), `token-of-${target.id}`) };
      // Three hours ahead, two of idleness: every cart changed until an hour from now counts as left.
      const clock = { now: () => new Date(Date.now() + 3 * 3_600_000) };
      remind = new RemindAbandonedCarts(fixture.store, links, clock, { idleMinutes: 120, origin: 'https://shop.example', batchSize: 10_000 });
    });
    afterAll(() => fixture?.teardown());

    const guest = (name: string): CartOwner => ({ kind: 'guest', cartToken: `abandoned-contract-${name}-0123456789abcdef` });
    const line = (quantity = 1) => ({ id: undefined, productId: fixture.variant.productId, variantId: fixture.variant.variantId, quantity, variant: undefined });
    const aCart = async (owner: CartOwner, lines = [line(2)]) => (await fixture.store.create(fixture.region, owner, 'ar', () => okAsync({ language: 'ar' as const, lines })))._unsafeUnwrap();
    const eventsOf = async (cartId: string) => (await fixture.abandonedEvents()).filter((event) => event.cartId === cartId);
    const run = async () => (await remind.execute())._unsafeUnwrap();

    it('reminds of a cart left untouched once, with its lines and a restore link to the cart page, until it changes', async () => {
      const owner = guest('once');
      const cart = await aCart(owner);
      await run();
      await run();
      const [event, ...more] = await eventsOf(cart.id);
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        name: 'cart_abandoned_backend',
        region: fixture.region,
        language: 'ar',
        restoreUrl: `https://shop.example/ar-${fixture.region}/cart?cartId=${cart.id}&token=token-of-${cart.id}`,
        itemCount: 2,
        items: [{ productId: fixture.variant.productId, variantId: fixture.variant.variantId, quantity: 2 }],
      });
      expect(event?.identity).toBeUndefined();
      expect(signed).toContainEqual({ kind: 'cart', id: cart.id, region: fixture.region });

      // A change starts a new idle period: once it is over, one more reminder.
      (await fixture.store.change(fixture.region, cart.id, owner, undefined, (state) => okAsync({ cart: { ...state, lines: [line(3)] } })))._unsafeUnwrap();
      await run();
      await run();
      expect((await eventsOf(cart.id)).map((reminder) => reminder.itemCount)).toEqual([2, 3]);
    });

    it('names the customer, or the email a guest gave at checkout', async () => {
      const customers = await aCart({ kind: 'customer', customerId: fixture.customer.id });
      const declined = await aCart(guest('declined'));
      await fixture.checkoutOf(declined.id, 'guest.declined@example.com', 'declined');
      await run();
      expect((await eventsOf(customers.id)).map((event) => event.identity)).toEqual([{ email: fixture.customer.email }]);
      expect((await eventsOf(declined.id)).map((event) => event.identity)).toEqual([{ email: 'guest.declined@example.com' }]);
    });

    it('does not remind of a cart whose checkout waits for its payment', async () => {
      const paying = await aCart(guest('paying'));
      await fixture.checkoutOf(paying.id, 'guest.paying@example.com', 'under-way');
      await run();
      expect(await eventsOf(paying.id)).toEqual([]);
    });

    it('never reminds of an empty cart or of one that is gone (became an order)', async () => {
      const empty = await aCart(guest('empty'), []);
      const owner = guest('ordered');
      const ordered = await aCart(owner);
      (await fixture.store.delete(fixture.region, ordered.id, owner))._unsafeUnwrap();
      await run();
      expect(await eventsOf(empty.id)).toEqual([]);
      expect(await eventsOf(ordered.id)).toEqual([]);
      expect((await fixture.store.remindAbandoned(fixture.region, ordered.id, new Date(Date.now() + 3_600_000), []))._unsafeUnwrap()).toBe(false);
    });

    it('reminds once when two runs race for the same carts', async () => {
      const carts = await Promise.all(['race-1', 'race-2', 'race-3'].map((name) => aCart(guest(name))));
      await Promise.all([run(), run(), run()]);
      for (const cart of carts) expect(await eventsOf(cart.id)).toHaveLength(1);
    });
  });
}
