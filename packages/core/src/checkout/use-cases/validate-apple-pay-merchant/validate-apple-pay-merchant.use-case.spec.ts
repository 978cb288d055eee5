import { describe, expect, it } from 'vitest';
import { aCheckoutWorld } from '../../test-support/checkout-world.js';
import { ValidateApplePayMerchant } from './validate-apple-pay-merchant.use-case.js';

describe('ValidateApplePayMerchant', () => {
  const request = { region: 'sa' as const, validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', displayName: "L'azurde", domain: 'shop.example' };

  it('asks the processor for a merchant session for an Apple validation address', async () => {
    const world = aCheckoutWorld();
    expect((await new ValidateApplePayMerchant(world.deps).execute(request))._unsafeUnwrap()).toEqual({ merchantSessionIdentifier: 'session-1', displayName: "L'azurde" });
    expect(world.wallet.validations).toEqual([{ validationUrl: request.validationUrl, displayName: "L'azurde", domain: 'shop.example' }]);
  });

  it('never sends the request to an address of the browser’s choosing', async () => {
    const world = aCheckoutWorld();
    const validate = new ValidateApplePayMerchant(world.deps);
    for (const validationUrl of ['http://apple-pay-gateway.apple.com/x', 'https://apple.com.evil.example/x', 'https://evil.example/?apple.com', 'https://user@evil.example/', 'not a url']) {
      expect((await validate.execute({ ...request, validationUrl }))._unsafeUnwrapErr()).toEqual({ code: 'INVALID', params: { field: 'validationUrl', issue: 'not an Apple Pay validation address' } });
    }
    expect(world.wallet.validations).toEqual([]);
    const sandbox = aCheckoutWorld({ settings: { applePayValidationHosts: ['apple.com', 'localhost'] } });
    expect((await new ValidateApplePayMerchant(sandbox.deps).execute({ ...request, validationUrl: 'https://localhost:3000/sandbox-payments/apple-pay/session' })).isOk()).toBe(true);
  });

  it('is not offered where Apple Pay is off', async () => {
    const world = aCheckoutWorld({ settings: { regions: { sa: { applePay: { enabled: false } } } } });
    expect((await new ValidateApplePayMerchant(world.deps).execute(request))._unsafeUnwrapErr().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
  });
});
