import { describe, expect, it } from 'vitest';
import { aCheckoutWorld, aPlacement, RING } from '../../test-support/checkout-world.js';
import { PlaceOrder } from '../place-order/place-order.use-case.js';
import { CompletePayment } from './complete-payment.use-case.js';

async function awaitingCard(method: 'card' | 'tabby' = 'card') {
  const world = aCheckoutWorld();
  const input = await aPlacement(world, [[RING, 1]], { method });
  (await new PlaceOrder(world.deps).execute(input))._unsafeUnwrap();
  const provider = method === 'card' ? world.card : world.tabby;
  return { world, provider, ref: provider.refOf('attempt-1') };
}

describe('CompletePayment', () => {
  it('places a paid order with the card’s brand and last four once the provider authorised it', async () => {
    const { world, provider, ref } = await awaitingCard();
    provider.approve(ref, { token: 'tok', brand: 'mada', last4: '9999', expiryMonth: 1, expiryYear: 2031 });

    const outcome = (await new CompletePayment(world.deps).execute({ region: 'sa', attemptId: 'attempt-1' }))._unsafeUnwrap();

    expect(outcome).toMatchObject({ kind: 'placed', orderReference: 'SA-000001', order: { status: 'paid', payment: { method: 'card', providerRef: ref, card: { brand: 'mada', last4: '9999' } } } });
    expect(world.store.orders[0]!.timeline.map((step) => step.status)).toEqual(['placed', 'paid']);
    expect(world.store.outbox.map((entry) => entry.topic)).toEqual(['marketing.order_update_backend', 'marketing.order_update_backend', 'mail']);
    expect(world.store.stockOf(RING.variantId)).toBe(2);
  });

  it('finds the attempt by the provider’s payment too', async () => {
    const { world, provider, ref } = await awaitingCard('tabby');
    provider.approve(ref);
    const outcome = (await new CompletePayment(world.deps).execute({ provider: 'tabby', providerRef: ref }))._unsafeUnwrap();
    expect(outcome).toMatchObject({ kind: 'placed', order: { payment: { method: 'tabby' } } });
    expect((await new CompletePayment(world.deps).execute({ provider: 'tabby', providerRef: 'unknown' }))._unsafeUnwrapErr()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('fails a declined payment with its reason and gives the stock back', async () => {
    const { world, provider, ref } = await awaitingCard();
    provider.decline(ref, 'insufficient-funds');

    const refused = await new CompletePayment(world.deps).execute({ region: 'sa', attemptId: 'attempt-1' });

    expect(refused._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_DECLINED', params: { reason: 'insufficient-funds' } });
    expect(world.store.attempts.get('attempt-1')).toMatchObject({ status: 'failed', failure: 'insufficient-funds' });
    expect(world.store.stockOf(RING.variantId)).toBe(3);
  });

  it('changes nothing while the payment is pending, and answers the provider’s page again', async () => {
    const { world } = await awaitingCard();
    const outcome = (await new CompletePayment(world.deps).execute({ region: 'sa', attemptId: 'attempt-1' }))._unsafeUnwrap();
    expect(outcome).toEqual({ kind: 'redirect', attemptId: 'attempt-1', redirectUrl: 'https://pay.example/card/card-pay-1' });
    expect(world.store.calls.change).toBe(1);
  });

  it('answers a finished attempt’s outcome again without asking the provider or changing anything', async () => {
    const { world, provider, ref } = await awaitingCard();
    provider.approve(ref);
    const completePayment = new CompletePayment(world.deps);
    await completePayment.execute({ region: 'sa', attemptId: 'attempt-1' });
    const changes = world.store.calls.change;
    provider.down = true;

    const again = (await completePayment.execute({ region: 'sa', attemptId: 'attempt-1' }))._unsafeUnwrap();

    expect(again).toMatchObject({ kind: 'placed', orderReference: 'SA-000001' });
    expect(world.store.calls.change).toBe(changes);
    expect(world.store.orders).toHaveLength(1);
  });

  it('never places an order for a payment of another amount: it is cancelled and the attempt fails', async () => {
    const { world, provider, ref } = await awaitingCard();
    provider.approve(ref);
    provider.charge(ref, { amountMinor: 1_00, currency: 'SAR' });

    const refused = await new CompletePayment(world.deps).execute({ region: 'sa', attemptId: 'attempt-1' });

    expect(refused._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_DECLINED', params: { reason: 'declined' } });
    expect(provider.cancelled).toEqual([ref]);
    expect(world.store.orders).toEqual([]);
  });

  it('leaves the attempt as it is when the provider does not answer', async () => {
    const { world, provider } = await awaitingCard();
    provider.down = true;
    expect((await new CompletePayment(world.deps).execute({ region: 'sa', attemptId: 'attempt-1' }))._unsafeUnwrapErr().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(world.store.attempts.get('attempt-1')!.status).toBe('awaiting-payment');
  });

  it('fails an attempt whose payment expired or was cancelled at the provider, with that reason', async () => {
    const { world, provider, ref } = await awaitingCard('tabby');
    provider.cancelPayment('sa', ref);
    expect((await new CompletePayment(world.deps).execute({ region: 'sa', attemptId: 'attempt-1' }))._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_DECLINED', params: { reason: 'cancelled' } });
    expect(world.store.attempts.get('attempt-1')!.failure).toBe('cancelled');
  });
});
