import { describe, expect, it } from 'vitest';
import { checkoutSettingsSchema } from '../../domain/checkout-settings.js';
import { aCheckoutWorld, aPlacement, RING } from '../../test-support/checkout-world.js';
import { PayWithApplePay, type PayWithApplePayInput } from './pay-with-apple-pay.use-case.js';

async function applePay(world = aCheckoutWorld(), token: unknown = 'approve'): Promise<{ world: ReturnType<typeof aCheckoutWorld>; input: PayWithApplePayInput }> {
  const { method: _method, ...placement } = await aPlacement(world, [[RING, 1]], { method: 'apple-pay' as never });
  return { world, input: { ...placement, token } };
}

describe('PayWithApplePay', () => {
  it('exchanges the wallet’s token and places a paid order with the card it names', async () => {
    const { world, input } = await applePay();

    const outcome = (await new PayWithApplePay(world.deps).execute(input))._unsafeUnwrap();

    expect(outcome).toMatchObject({ kind: 'placed', order: { status: 'paid', payment: { method: 'apple-pay', card: { brand: 'mastercard', last4: '5454' } } } });
    expect(world.wallet.started[0]).toMatchObject({ attemptId: 'attempt-1', amount: { amountMinor: 325_00 } });
    expect(world.store.stockOf(RING.variantId)).toBe(2);
    expect((await new PayWithApplePay(world.deps).execute(input))._unsafeUnwrap()).toMatchObject({ kind: 'placed', orderReference: 'SA-000001' });
    expect(world.store.orders).toHaveLength(1);
  });

  it('fails a refused token with its reason, and a processor that does not answer, giving the stock back', async () => {
    const declined = await applePay(aCheckoutWorld(), 'decline');
    expect((await new PayWithApplePay(declined.world.deps).execute(declined.input))._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_DECLINED', params: { reason: 'declined' } });
    expect(declined.world.store.stockOf(RING.variantId)).toBe(3);

    const down = await applePay();
    down.world.wallet.down = true;
    expect((await new PayWithApplePay(down.world.deps).execute(down.input))._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: 'apple-pay' } });
    expect(down.world.store.attempts.get('attempt-1')).toMatchObject({ status: 'failed', failure: 'provider-unavailable' });
  });

  it('keeps a pending wallet payment open for the webhook or the next run', async () => {
    const { world, input } = await applePay(aCheckoutWorld(), 'pending');
    expect((await new PayWithApplePay(world.deps).execute(input))._unsafeUnwrap()).toEqual({ kind: 'pending', attemptId: 'attempt-1' });
    expect(world.store.attempts.get('attempt-1')).toMatchObject({ status: 'awaiting-payment', providerRef: 'apple-pay-pay-1' });
  });

  it('is not offered where Apple Pay is off or not wired', async () => {
    const { world, input } = await applePay();
    const off = { ...world.deps, settings: checkoutSettingsSchema.parse({ regions: { sa: { applePay: { enabled: false } } } }) };
    expect((await new PayWithApplePay(off).execute(input))._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_METHOD_UNAVAILABLE', params: { method: 'apple-pay', reason: 'not-offered' } });
    expect(world.store.attempts.size).toBe(0);
    const unwired = { ...world.deps, providers: { find: world.deps.providers.find, wallet: () => undefined } };
    expect((await new PayWithApplePay(unwired).execute(input))._unsafeUnwrapErr().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });
});
