import { describe, expect, it } from 'vitest';
import { aCheckoutWorld, aPlacement, NECKLACE, RING } from '../../test-support/checkout-world.js';
import { PlaceOrder } from '../place-order/place-order.use-case.js';
import { ReconcileCheckoutAttempts } from './reconcile-checkout-attempts.use-case.js';

describe('ReconcileCheckoutAttempts', () => {
  it('at start-up settles every unfinished attempt by its provider, and leaves one still within its time', async () => {
    const world = aCheckoutWorld();
    const placeOrder = new PlaceOrder(world.deps);
    await placeOrder.execute(await aPlacement(world, [[RING, 1]]));
    await placeOrder.execute(await aPlacement(world, [[NECKLACE, 1]]));
    await placeOrder.execute(await aPlacement(world, [[RING, 1]], { method: 'tabby' }));
    world.card.approve('card-pay-1');
    world.card.decline('card-pay-2', 'authentication-failed');

    const run = (await new ReconcileCheckoutAttempts(world.deps).execute())._unsafeUnwrap();

    expect(run).toEqual({ placed: 1, failed: 1, expired: 0, left: [] });
    expect(world.store.attempts.get('attempt-3')!.status).toBe('awaiting-payment');
    expect(world.store.stockOf(NECKLACE.variantId)).toBe(1);
  });
});
