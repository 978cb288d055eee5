import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntent } from '@storefront/core/checkout';
import { sandboxApplePayToken } from '../sandbox/apple-pay-token.js';
import type { PaymentSandbox } from '../sandbox/payment-sandbox.js';
import { expectedSignature, sandboxApp, SECRET_KEY, WEBHOOK_SECRETS, WebhookReceiver } from '../test-support/sandbox-harness.js';
import { SandboxPaymentProviders } from './sandbox-payment-providers.js';

let app: FastifyInstance;
let sandbox: PaymentSandbox;
let receiver: WebhookReceiver;
let providers: SandboxPaymentProviders;
let baseUrl: string;

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  ({ app, sandbox } = await sandboxApp({
    webhookUrls: { card: receiver.url('/card'), tabby: receiver.url('/tabby'), tamara: receiver.url('/tamara'), 'apple-pay': receiver.url('/apple-pay') },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox-payments`;
  providers = new SandboxPaymentProviders({ baseUrl, secretKey: SECRET_KEY, webhookSecrets: WEBHOOK_SECRETS });
});

afterAll(async () => {
  await providers.close();
  await app.close();
  await receiver.close();
});

let attempts = 0;
function anIntent(overrides: Partial<PaymentIntent> = {}): PaymentIntent {
  attempts += 1;
  return {
    attemptId: `att_${attempts}_${Date.now()}`,
    locale: { language: 'en', region: 'sa' },
    amount: { amountMinor: 45_000, currency: 'SAR' },
    email: 'noura@example.com',
    lines: [{ sku: 'RING-1', name: 'Gold ring', quantity: 1, unitPrice: { amountMinor: 45_000, currency: 'SAR' } }],
    returnUrl: 'https://store.example/en-sa/checkout/return',
    ...overrides,
  };
}

/** What the shopper's browser does on the hosted page. */
async function submitCard(redirectUrl: string, number: string) {
  const response = await fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number, expiry: '12/39', cvc: '123', name: 'Noura Saleh' }),
  });
  await response.arrayBuffer();
  return response;
}

const card = () => providers.find('card')!;

describe('the sandbox adapters', () => {
  it('open a card payment on the hosted page and read it authorised once the shopper paid', async () => {
    const session = (await card().startPayment('sa', anIntent()))._unsafeUnwrap();
    expect(session.redirectUrl).toBe(`${baseUrl}/pay/${session.providerRef}?lang=en`);
    const back = await submitCard(session.redirectUrl ?? '', '4242424242424242');
    expect(back.headers.get('location')).toBe(`https://store.example/en-sa/checkout/return?payment_id=${session.providerRef}`);
    expect((await card().getPayment('sa', session.providerRef))._unsafeUnwrap()).toEqual({
      providerRef: session.providerRef,
      status: 'authorised',
      amount: { amountMinor: 45_000, currency: 'SAR' },
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it('read a declined card with the reason the shopper is shown', async () => {
    const session = (await card().startPayment('sa', anIntent()))._unsafeUnwrap();
    await submitCard(session.redirectUrl ?? '', '4000000000009995');
    expect((await card().getPayment('sa', session.providerRef))._unsafeUnwrap()).toMatchObject({ status: 'declined', declineReason: 'insufficient-funds' });
  });

  it('save a card for a customer and pay with its token without a page', async () => {
    const session = (await card().startPayment('sa', anIntent({ saveInstrument: true, customerReference: 'cust_1' })))._unsafeUnwrap();
    await submitCard(session.redirectUrl ?? '', '5555555555554444');
    const paid = (await card().getPayment('sa', session.providerRef))._unsafeUnwrap();
    expect(paid.savedCard).toEqual({ token: expect.stringMatching(/^card_tok_/), brand: 'mastercard', last4: '4444', expiryMonth: 12, expiryYear: 2039 });
    const token = paid.savedCard?.token ?? '';
    const again = (await card().startPayment('sa', anIntent({ instrumentToken: token, customerReference: 'cust_1' })))._unsafeUnwrap();
    expect(again.redirectUrl).toBeUndefined();
    expect((await card().getPayment('sa', again.providerRef))._unsafeUnwrap().status).toBe('authorised');
    expect((await card().deleteSavedCard('sa', token)).isOk()).toBe(true);
    expect((await card().deleteSavedCard('sa', token))._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'saved-card', id: token } });
  });

  it('capture, refund within what was captured, and report a refund beyond it as invalid', async () => {
    const session = (await card().startPayment('sa', anIntent({ amount: { amountMinor: 10_000, currency: 'SAR' } })))._unsafeUnwrap();
    await submitCard(session.redirectUrl ?? '', '4242424242424242');
    expect((await card().capturePayment('sa', session.providerRef))._unsafeUnwrap().status).toBe('captured');
    const refund = (await card().refund('sa', session.providerRef, { amountMinor: 7_000, currency: 'SAR' }, 'refund-1'))._unsafeUnwrap();
    expect((await card().refund('sa', session.providerRef, { amountMinor: 7_000, currency: 'SAR' }, 'refund-1'))._unsafeUnwrap()).toEqual(refund);
    expect((await card().refund('sa', session.providerRef, { amountMinor: 3_001, currency: 'SAR' }, 'refund-2'))._unsafeUnwrapErr()).toEqual({
      code: 'INVALID',
      params: { field: 'amount', issue: 'refund_exceeds_captured' },
    });
  });

  it('cancel a payment the shopper has not finished', async () => {
    const session = (await card().startPayment('sa', anIntent()))._unsafeUnwrap();
    expect((await card().cancelPayment('sa', session.providerRef)).isOk()).toBe(true);
    expect((await card().getPayment('sa', session.providerRef))._unsafeUnwrap()).toMatchObject({ status: 'cancelled', declineReason: 'cancelled' });
  });

  it('open a tabby session with an approval page, and an ineligible one already declined as not eligible', async () => {
    const tabby = providers.find('tabby')!;
    const session = (await tabby.startPayment('sa', anIntent()))._unsafeUnwrap();
    expect(session.redirectUrl).toBe(`${baseUrl}/tabby/${session.providerRef}?lang=en`);
    const refused = (await tabby.startPayment('eg', anIntent({ amount: { amountMinor: 10_000, currency: 'EGP' } })))._unsafeUnwrap();
    expect(refused.redirectUrl).toBeUndefined();
    expect((await tabby.getPayment('eg', refused.providerRef))._unsafeUnwrap()).toMatchObject({ status: 'declined', declineReason: 'not-eligible' });
  });

  it('read each provider’s webhook into the envelope the core verifies', async () => {
    const tamara = providers.find('tamara')!;
    const session = (await tamara.startPayment('sa', anIntent()))._unsafeUnwrap();
    await fetch(session.redirectUrl ?? '', { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=approve' });
    await sandbox.webhooks.idle();
    const received = receiver.received.at(-1)!;
    const headers = Object.fromEntries(Object.entries(received.headers).map(([name, value]) => [name, String(value)]));
    const envelope = tamara.readWebhook({ headers, rawBody: received.rawBody })._unsafeUnwrap();
    expect(envelope).toMatchObject({ provider: 'tamara', type: 'payment.authorised', providerRef: session.providerRef });
    expect(envelope.signature).toBe(expectedSignature(WEBHOOK_SECRETS.tamara, String(envelope.timestamp), received.rawBody));
    expect(envelope.signedPayload).toBe(`${envelope.timestamp}.${received.rawBody}`);
    expect(providers.find('tabby')!.readWebhook({ headers, rawBody: received.rawBody })._unsafeUnwrapErr()).toEqual({ code: 'WEBHOOK_REJECTED', params: { reason: 'unreadable' } });
    expect(tamara.readWebhook({ headers, rawBody: '{not json' })._unsafeUnwrapErr().params.reason).toBe('unreadable');
  });

  it('validate the Apple Pay merchant and exchange the wallet token for a payment', async () => {
    const wallet = providers.wallet()!;
    const merchantSession = (await wallet.validateMerchant('sa', { validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', displayName: 'Maison', domain: 'store.example' }))._unsafeUnwrap();
    expect(merchantSession).toMatchObject({ domainName: 'store.example' });
    const paid = (await wallet.exchangeToken('sa', anIntent(), sandboxApplePayToken('decline')))._unsafeUnwrap();
    expect(paid).toMatchObject({ status: 'declined', declineReason: 'declined', card: { brand: 'visa', last4: '4242' } });
    expect((await wallet.exchangeToken('sa', anIntent(), { not: 'a token' }))._unsafeUnwrapErr().code).toBe('INVALID');
  });
});

describe('a payment id that cannot be sent', () => {
  it('is answered as an error, never thrown', async () => {
    const answer = await card().getPayment('sa', 'pay_\uD800');
    expect(answer.isErr()).toBe(true);
  });
});

describe('a sandbox that is down or slow', () => {
  let silent: Server;
  let silentUrl: string;

  beforeAll(async () => {
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/sandbox-payments`;
  });

  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('is unavailable when it does not answer in time', async () => {
    const slow = new SandboxPaymentProviders({ baseUrl: silentUrl, secretKey: SECRET_KEY, webhookSecrets: WEBHOOK_SECRETS, timeouts: { connectMs: 500, headersMs: 200, bodyMs: 200 } });
    expect((await slow.find('tabby')!.startPayment('sa', anIntent()))._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: 'tabby' } });
    await slow.close();
  });

  it('is unavailable when nothing listens, and when the key is refused', async () => {
    const port = (silent.address() as AddressInfo).port;
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const free = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(free));
      });
    });
    expect(port).not.toBe(closedPort);
    const down = new SandboxPaymentProviders({ baseUrl: `http://127.0.0.1:${closedPort}/sandbox-payments`, secretKey: SECRET_KEY, webhookSecrets: WEBHOOK_SECRETS });
    expect((await down.find('card')!.getPayment('sa', 'pay_1'))._unsafeUnwrapErr().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    await down.close();
    const wrongKey = new SandboxPaymentProviders({ baseUrl, secretKey: 'sk_not_the_merchants_key', webhookSecrets: WEBHOOK_SECRETS });
    expect((await wrongKey.find('card')!.getPayment('sa', 'pay_1'))._unsafeUnwrapErr().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    await wrongKey.close();
  });
});
