import { rmSync } from 'node:fs';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntent } from '@storefront/core/checkout';
import { SandboxPaymentProviders } from '../adapters/sandbox-payment-providers.js';
import { sandboxApplePayToken } from '../sandbox/apple-pay-token.js';
import { SECRET_KEY, WEBHOOK_SECRETS } from '../test-support/sandbox-harness.js';
import { CONSUMER, PACT_DIR, PACT_FILE, PROVIDER, STATES } from './pact-setup.js';

const { like, eachLike, regex, fromProviderState, integer } = MatchersV3;

const pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
const headers = { authorization: regex(/^Bearer \S+$/, `Bearer ${SECRET_KEY}`), 'content-type': 'application/json' };
const readHeaders = { authorization: regex(/^Bearer \S+$/, `Bearer ${SECRET_KEY}`) };
const isoTime = regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, '2026-11-26T10:30:00.000Z');
const paymentPath = (suffix = '') => fromProviderState(`/sandbox-payments/v1/payments/\${paymentId}${suffix}`, `/sandbox-payments/v1/payments/pay_example${suffix}`);

const providersAt = (url: string) => new SandboxPaymentProviders({ baseUrl: `${url}/sandbox-payments`, secretKey: SECRET_KEY, webhookSecrets: WEBHOOK_SECRETS });

function anIntent(attemptId: string, overrides: Partial<PaymentIntent> = {}): PaymentIntent {
  return {
    attemptId,
    locale: { language: 'en', region: 'sa' },
    amount: { amountMinor: 45_000, currency: 'SAR' },
    email: 'noura@example.com',
    lines: [{ sku: 'RING-1', name: 'Gold ring', quantity: 1, unitPrice: { amountMinor: 45_000, currency: 'SAR' } }],
    returnUrl: 'https://store.example/en-sa/checkout/return',
    ...overrides,
  };
}

function createBody(attemptId: string, extra: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) {
  return {
    amount: 45_000,
    currency: 'SAR',
    merchant_reference: attemptId,
    return_url: 'https://store.example/en-sa/checkout/return',
    locale: 'en',
    customer: { email: 'noura@example.com' },
    lines: [{ sku: 'RING-1', name: 'Gold ring', quantity: 1, unit_amount: 45_000 }],
    ...overrides,
    ...extra,
  };
}

/** A payment as the sandbox answers it: ids and addresses by type, states and amounts exactly. */
function aPayment(fields: Record<string, unknown>) {
  return {
    id: like('pay_example'),
    provider: 'card',
    status: 'pending',
    amount: 45_000,
    currency: 'SAR',
    merchant_reference: like('att_example'),
    redirect_url: null,
    expires_at: isoTime,
    decline_code: null,
    captured_amount: 0,
    refunded_amount: 0,
    card: null,
    saved_card: null,
    installments: [],
    ...fields,
  };
}

beforeAll(() => {
  rmSync(PACT_FILE, { force: true });
});

describe('the card adapter’s pact with the sandbox', () => {
  it('opens a card payment on the hosted page', async () => {
    await pact
      .addInteraction()
      .given(STATES.noPayment)
      .uponReceiving('a card payment for an attempt')
      .withRequest('POST', '/sandbox-payments/v1/payments', (builder) => builder.headers(headers).jsonBody(createBody('att_card', { save_card: true }, { customer: { email: 'noura@example.com', reference: 'cust_pact' } })))
      .willRespondWith(201, (builder) =>
        builder.jsonBody(aPayment({ merchant_reference: 'att_card', redirect_url: regex(/^https?:\/\/[^/]+\/sandbox-payments\/pay\/[\w-]+\?lang=en$/, 'http://localhost/sandbox-payments/pay/pay_example?lang=en') })),
      )
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        const session = await providers.find('card')!.startPayment('sa', anIntent('att_card', { saveInstrument: true, customerReference: 'cust_pact' }));
        expect(session._unsafeUnwrap().redirectUrl).toMatch(/\/pay\/pay_example\?lang=en$/);
        await providers.close();
      });
  });

  it('pays with a saved card without a page', async () => {
    await pact
      .addInteraction()
      .given(STATES.savedCard)
      .uponReceiving('a card payment with a saved card')
      .withRequest('POST', '/sandbox-payments/v1/payments', (builder) =>
        builder.headers(headers).jsonBody(
          createBody('att_saved', { save_card: false, card_token: fromProviderState('${cardToken}', 'card_tok_example') }, { customer: { email: 'noura@example.com', reference: 'cust_pact' } }),
        ),
      )
      .willRespondWith(201, (builder) => builder.jsonBody(aPayment({ merchant_reference: 'att_saved', status: 'authorised', card: { brand: 'visa', last4: '4242' } })))
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        const session = (await providers.find('card')!.startPayment('sa', anIntent('att_saved', { instrumentToken: 'card_tok_example', customerReference: 'cust_pact' })))._unsafeUnwrap();
        expect(session.redirectUrl).toBeUndefined();
        await providers.close();
      });
  });

  it('reads an authorised payment', async () => {
    await pact
      .addInteraction()
      .given(STATES.authorisedCard)
      .uponReceiving('a read of an authorised card payment')
      .withRequest('GET', paymentPath(), (builder) => builder.headers(readHeaders))
      .willRespondWith(200, (builder) => builder.jsonBody(aPayment({ status: 'authorised', card: { brand: like('visa'), last4: like('4242') } })))
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        expect((await providers.find('card')!.getPayment('sa', 'pay_example'))._unsafeUnwrap()).toMatchObject({ status: 'authorised', card: { brand: 'visa', last4: '4242' } });
        await providers.close();
      });
  });

  it('captures an authorised payment', async () => {
    await pact
      .addInteraction()
      .given(STATES.authorisedCard)
      .uponReceiving('a capture of an authorised card payment')
      .withRequest('POST', paymentPath('/capture'), (builder) => builder.headers(readHeaders))
      .willRespondWith(200, (builder) => builder.jsonBody(aPayment({ status: 'captured', captured_amount: 45_000, card: { brand: like('visa'), last4: like('4242') } })))
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        expect((await providers.find('card')!.capturePayment('sa', 'pay_example'))._unsafeUnwrap().status).toBe('captured');
        await providers.close();
      });
  });

  it('voids a payment the shopper has not finished', async () => {
    await pact
      .addInteraction()
      .given(STATES.pendingCard)
      .uponReceiving('a void of a pending card payment')
      .withRequest('POST', paymentPath('/void'), (builder) => builder.headers(readHeaders))
      .willRespondWith(200, (builder) => builder.jsonBody(aPayment({ status: 'cancelled', decline_code: 'cancelled', redirect_url: null })))
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        expect((await providers.find('card')!.cancelPayment('sa', 'pay_example')).isOk()).toBe(true);
        await providers.close();
      });
  });

  it('refunds part of a captured payment', async () => {
    await pact
      .addInteraction()
      .given(STATES.capturedCard)
      .uponReceiving('a refund within what was captured')
      .withRequest('POST', paymentPath('/refunds'), (builder) => builder.headers(headers).jsonBody({ amount: 6_000, idempotency_key: 'refund-1' }))
      .willRespondWith(201, (builder) => builder.jsonBody({ id: like('ref_example'), payment_id: like('pay_example'), amount: 6_000, status: 'succeeded' }))
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        expect((await providers.find('card')!.refund('sa', 'pay_example', { amountMinor: 6_000, currency: 'SAR' }, 'refund-1'))._unsafeUnwrap()).toEqual({ refundId: 'ref_example' });
        await providers.close();
      });
  });

  it('is refused a refund beyond what was captured', async () => {
    await pact
      .addInteraction()
      .given(STATES.capturedCard)
      .uponReceiving('a refund beyond what was captured')
      .withRequest('POST', paymentPath('/refunds'), (builder) => builder.headers(headers).jsonBody({ amount: 10_001, idempotency_key: 'refund-2' }))
      .willRespondWith(422, (builder) => builder.jsonBody({ error: { code: 'refund_exceeds_captured', message: like('At most 10000 is left to refund.') } }))
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        const refused = await providers.find('card')!.refund('sa', 'pay_example', { amountMinor: 10_001, currency: 'SAR' }, 'refund-2');
        expect(refused._unsafeUnwrapErr()).toEqual({ code: 'INVALID', params: { field: 'amount', issue: 'refund_exceeds_captured' } });
        await providers.close();
      });
  });

  it('forgets a saved card', async () => {
    await pact
      .addInteraction()
      .given(STATES.savedCard)
      .uponReceiving('a deletion of a saved card')
      .withRequest('DELETE', fromProviderState('/sandbox-payments/v1/cards/${cardToken}', '/sandbox-payments/v1/cards/card_tok_example'), (builder) => builder.headers(readHeaders))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        expect((await providers.find('card')!.deleteSavedCard('sa', 'card_tok_example')).isOk()).toBe(true);
        await providers.close();
      });
  });

  it('is told a payment it does not know is not found', async () => {
    await pact
      .addInteraction()
      .given(STATES.noPayment)
      .uponReceiving('a read of an unknown payment')
      .withRequest('GET', '/sandbox-payments/v1/payments/pay_unknown', (builder) => builder.headers(readHeaders))
      .willRespondWith(404, (builder) => builder.jsonBody({ error: { code: 'payment_not_found', message: like('No such payment.') } }))
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        expect((await providers.find('card')!.getPayment('sa', 'pay_unknown'))._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'payment', id: 'pay_unknown' } });
        await providers.close();
      });
  });
});

describe('the pay-in-4 adapters’ pact with the sandbox', () => {
  it('opens a tabby session of four instalments', async () => {
    await pact
      .addInteraction()
      .given(STATES.noPayment)
      .uponReceiving('a tabby session for an attempt')
      .withRequest('POST', '/sandbox-payments/v1/bnpl/tabby/sessions', (builder) => builder.headers(headers).jsonBody(createBody('att_tabby')))
      .willRespondWith(201, (builder) =>
        builder.jsonBody(
          aPayment({
            id: like('tabby_example'),
            provider: 'tabby',
            merchant_reference: 'att_tabby',
            redirect_url: regex(/^https?:\/\/[^/]+\/sandbox-payments\/tabby\/[\w-]+\?lang=en$/, 'http://localhost/sandbox-payments/tabby/tabby_example?lang=en'),
            installments: eachLike({ due_date: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-26'), amount: integer(11_250) }, 4),
          }),
        ),
      )
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        expect((await providers.find('tabby')!.startPayment('sa', anIntent('att_tabby')))._unsafeUnwrap().redirectUrl).toMatch(/\/tabby\/tabby_example/);
        await providers.close();
      });
  });

  it('is refused a Tamara session in a currency Tamara does not serve', async () => {
    await pact
      .addInteraction()
      .given(STATES.noPayment)
      .uponReceiving('a Tamara session in Egyptian pounds')
      .withRequest('POST', '/sandbox-payments/v1/bnpl/tamara/sessions', (builder) =>
        builder.headers(headers).jsonBody(createBody('att_tamara', {}, { currency: 'EGP', lines: [{ sku: 'RING-1', name: 'Gold ring', quantity: 1, unit_amount: 45_000 }] })),
      )
      .willRespondWith(201, (builder) =>
        builder.jsonBody(
          aPayment({
            id: like('tamara_example'),
            provider: 'tamara',
            currency: 'EGP',
            merchant_reference: 'att_tamara',
            status: 'declined',
            decline_code: 'not_available',
            installments: eachLike({ due_date: regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-26'), amount: integer(11_250) }, 4),
          }),
        ),
      )
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        const intent = anIntent('att_tamara', {
          amount: { amountMinor: 45_000, currency: 'EGP' },
          lines: [{ sku: 'RING-1', name: 'Gold ring', quantity: 1, unitPrice: { amountMinor: 45_000, currency: 'EGP' } }],
        });
        expect((await providers.find('tamara')!.startPayment('eg', intent))._unsafeUnwrap().redirectUrl).toBeUndefined();
        await providers.close();
      });
  });
});

describe('the Apple Pay adapter’s pact with the sandbox', () => {
  it('validates the merchant', async () => {
    await pact
      .addInteraction()
      .given(STATES.noPayment)
      .uponReceiving('an Apple Pay merchant validation')
      .withRequest('POST', '/sandbox-payments/v1/apple-pay/sessions', (builder) =>
        builder.headers(headers).jsonBody({ validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', display_name: 'Maison', domain: 'store.example' }),
      )
      .willRespondWith(200, (builder) =>
        builder.jsonBody({ merchantSessionIdentifier: like('SSH0123'), epochTimestamp: integer(1_764_151_200_000), expiresAt: integer(1_764_151_500_000), domainName: 'store.example', displayName: 'Maison' }),
      )
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        const session = await providers.wallet()!.validateMerchant('sa', { validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', displayName: 'Maison', domain: 'store.example' });
        expect(session._unsafeUnwrap()).toMatchObject({ merchantSessionIdentifier: 'SSH0123' });
        await providers.close();
      });
  });

  it('exchanges the wallet token for an authorised payment', async () => {
    const token = sandboxApplePayToken('success', 'Visa', '4242');
    await pact
      .addInteraction()
      .given(STATES.noPayment)
      .uponReceiving('an Apple Pay token exchange')
      .withRequest('POST', '/sandbox-payments/v1/apple-pay/payments', (builder) => builder.headers(headers).jsonBody(createBody('att_wallet', { token })))
      .willRespondWith(201, (builder) =>
        builder.jsonBody(aPayment({ id: like('apay_example'), provider: 'apple-pay', merchant_reference: 'att_wallet', status: 'authorised', card: { brand: 'visa', last4: '4242' } })),
      )
      .executeTest(async (server) => {
        const providers = providersAt(server.url);
        expect((await providers.wallet()!.exchangeToken('sa', anIntent('att_wallet'), token))._unsafeUnwrap()).toMatchObject({ status: 'authorised' });
        await providers.close();
      });
  });
});
