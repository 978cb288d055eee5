import { describe, expect, it } from 'vitest';
import { aCheckoutWorld, aPlacement, RING, WEBHOOK_SECRET } from '../../test-support/checkout-world.js';
import { PlaceOrder } from '../place-order/place-order.use-case.js';
import { HandlePaymentWebhook } from './handle-payment-webhook.use-case.js';

async function paidAtTabby() {
  const world = aCheckoutWorld();
  (await new PlaceOrder(world.deps).execute(await aPlacement(world, [[RING, 1]], { method: 'tabby' })))._unsafeUnwrap();
  const ref = world.tabby.refOf('attempt-1');
  world.tabby.approve(ref);
  return { world, ref, handle: new HandlePaymentWebhook(world.deps) };
}

describe('HandlePaymentWebhook', () => {
  it('places the order of a signed, fresh webhook and records its event id', async () => {
    const { world, ref, handle } = await paidAtTabby();

    const handled = await handle.execute('tabby', world.tabby.webhook(world.signatures, WEBHOOK_SECRET, { id: 'evt-1', providerRef: ref }));

    expect(handled._unsafeUnwrap()).toEqual({ attemptId: 'attempt-1', status: 'placed' });
    expect(world.store.orders).toHaveLength(1);
    expect(world.store.webhookEvents.has('tabby:evt-1')).toBe(true);
  });

  it('refuses a replayed event and changes nothing', async () => {
    const { world, ref, handle } = await paidAtTabby();
    const webhook = world.tabby.webhook(world.signatures, WEBHOOK_SECRET, { id: 'evt-1', providerRef: ref });
    await handle.execute('tabby', webhook);
    const changes = world.store.calls.change;

    expect((await handle.execute('tabby', webhook))._unsafeUnwrapErr()).toEqual({ code: 'WEBHOOK_REJECTED', params: { reason: 'replayed' } });
    expect(world.store.calls.change).toBe(changes);
  });

  it('refuses a tampered body, a wrong secret and a provider without a configured secret', async () => {
    const { world, ref, handle } = await paidAtTabby();
    const genuine = world.tabby.webhook(world.signatures, WEBHOOK_SECRET, { id: 'evt-1', providerRef: ref });
    const tampered = { ...genuine, rawBody: genuine.rawBody.replace('evt-1', 'evt-2') };
    const forged = world.tabby.webhook(world.signatures, 'not-the-secret-at-all', { id: 'evt-3', providerRef: ref });

    expect((await handle.execute('tabby', tampered))._unsafeUnwrapErr().params).toEqual({ reason: 'signature' });
    expect((await handle.execute('tabby', forged))._unsafeUnwrapErr().params).toEqual({ reason: 'signature' });
    const unconfigured = aCheckoutWorld({ settings: { webhookSecrets: {} } });
    expect((await new HandlePaymentWebhook(unconfigured.deps).execute('tabby', genuine))._unsafeUnwrapErr().params).toEqual({ reason: 'signature' });
    expect(world.store.orders).toEqual([]);
    expect(world.store.webhookEvents.size).toBe(0);
  });

  it('refuses a webhook signed more than the tolerance away from now, either way', async () => {
    const { world, ref, handle } = await paidAtTabby();
    const now = world.clock.now().getTime();
    const late = world.tabby.webhook(world.signatures, WEBHOOK_SECRET, { id: 'evt-1', providerRef: ref }, new Date(now - 301_000));
    const early = world.tabby.webhook(world.signatures, WEBHOOK_SECRET, { id: 'evt-2', providerRef: ref }, new Date(now + 301_000));
    const justInTime = world.tabby.webhook(world.signatures, WEBHOOK_SECRET, { id: 'evt-3', providerRef: ref }, new Date(now - 299_000));

    expect((await handle.execute('tabby', late))._unsafeUnwrapErr().params).toEqual({ reason: 'stale' });
    expect((await handle.execute('tabby', early))._unsafeUnwrapErr().params).toEqual({ reason: 'stale' });
    expect((await handle.execute('tabby', justInTime)).isOk()).toBe(true);
  });

  it('refuses an unreadable webhook, one of a provider not wired, and one about a payment that is not ours', async () => {
    const { world, handle } = await paidAtTabby();
    expect((await handle.execute('tabby', { headers: {}, rawBody: 'not json' }))._unsafeUnwrapErr().params).toEqual({ reason: 'unreadable' });
    expect((await handle.execute('tabby', { headers: {}, rawBody: '{}' }))._unsafeUnwrapErr().params).toEqual({ reason: 'unreadable' });
    const bare = aCheckoutWorld();
    const webhook = world.tabby.webhook(world.signatures, WEBHOOK_SECRET, { id: 'evt-9', providerRef: 'tabby-pay-404' });
    expect((await new HandlePaymentWebhook({ ...bare.deps, providers: { find: () => undefined, wallet: () => undefined } }).execute('tabby', webhook))._unsafeUnwrapErr().params).toEqual({ reason: 'unreadable' });
    expect((await handle.execute('tabby', webhook))._unsafeUnwrapErr().params).toEqual({ reason: 'unknown-payment' });
  });

  it('fails a declined payment’s attempt on its webhook', async () => {
    const world = aCheckoutWorld();
    (await new PlaceOrder(world.deps).execute(await aPlacement(world, [[RING, 1]], { method: 'tamara' })))._unsafeUnwrap();
    const ref = world.tamara.refOf('attempt-1');
    world.tamara.decline(ref, 'not-eligible');

    const handled = await new HandlePaymentWebhook(world.deps).execute('tamara', world.tamara.webhook(world.signatures, WEBHOOK_SECRET, { id: 'evt-1', providerRef: ref }));

    expect(handled._unsafeUnwrap()).toEqual({ attemptId: 'attempt-1', status: 'failed' });
    expect(world.store.stockOf(RING.variantId)).toBe(3);
  });
});
