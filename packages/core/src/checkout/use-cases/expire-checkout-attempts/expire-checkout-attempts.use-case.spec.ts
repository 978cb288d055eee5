import { describe, expect, it } from 'vitest';
import { aCheckoutWorld, aPlacement, NECKLACE, RING } from '../../test-support/checkout-world.js';
import { OpenAttempt } from '../checkout/open-attempt.js';
import { PlaceOrder } from '../place-order/place-order.use-case.js';
import { ExpireCheckoutAttempts } from './expire-checkout-attempts.use-case.js';

describe('ExpireCheckoutAttempts', () => {
  it('expires an unpaid attempt past its time: the payment cancelled at the provider, the stock back on the shelf', async () => {
    const world = aCheckoutWorld();
    await new PlaceOrder(world.deps).execute(await aPlacement(world, [[RING, 1]]));
    const expire = new ExpireCheckoutAttempts(world.deps);

    expect((await expire.execute())._unsafeUnwrap()).toEqual({ placed: 0, failed: 0, expired: 0, left: [] });
    world.clock.advance({ minutes: 31 });
    const run = (await expire.execute())._unsafeUnwrap();

    expect(run).toEqual({ placed: 0, failed: 0, expired: 1, left: [] });
    expect(world.card.cancelled).toEqual(['card-pay-1']);
    expect(world.store.attempts.get('attempt-1')!.status).toBe('expired');
    expect(world.store.stockOf(RING.variantId)).toBe(3);
  });

  it('places an attempt whose payment went through after all, even past its time', async () => {
    const world = aCheckoutWorld();
    await new PlaceOrder(world.deps).execute(await aPlacement(world, [[RING, 1]], { method: 'tabby' }));
    world.tabby.approve(world.tabby.refOf('attempt-1'));
    world.clock.advance({ minutes: 61 });

    expect((await new ExpireCheckoutAttempts(world.deps).execute())._unsafeUnwrap()).toEqual({ placed: 1, failed: 0, expired: 0, left: [] });
    expect(world.store.orders).toHaveLength(1);
    expect(world.tabby.cancelled).toEqual([]);
  });

  it('expires an attempt that never reached a provider, and leaves one whose provider is down for the next run', async () => {
    const world = aCheckoutWorld();
    const neverStarted = await aPlacement(world, [[NECKLACE, 1]]);
    (await new OpenAttempt(world.deps).open(neverStarted, 'card', false))._unsafeUnwrap();
    await new PlaceOrder(world.deps).execute(await aPlacement(world, [[RING, 1]]));
    world.card.down = true;
    world.clock.advance({ minutes: 31 });

    const run = (await new ExpireCheckoutAttempts(world.deps).execute())._unsafeUnwrap();

    expect(run).toMatchObject({ expired: 1, left: [{ attemptId: 'attempt-2', error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } }] });
    expect(world.store.stockOf(NECKLACE.variantId)).toBe(1);
    expect(world.store.stockOf(RING.variantId)).toBe(2);
    world.card.down = false;
    expect((await new ExpireCheckoutAttempts(world.deps).execute())._unsafeUnwrap()).toMatchObject({ expired: 1, left: [] });
    expect(world.store.stockOf(RING.variantId)).toBe(3);
  });
});
