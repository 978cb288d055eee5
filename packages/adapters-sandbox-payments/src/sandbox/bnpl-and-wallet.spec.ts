import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aPaymentRequest, expectedSignature, sandboxApp, SECRET_KEY, TestClock, WEBHOOK_SECRETS, WebhookReceiver } from '../test-support/sandbox-harness.js';
import { sandboxApplePayToken } from './apple-pay-token.js';
import type { PaymentSandbox } from './payment-sandbox.js';

const auth = { authorization: `Bearer ${SECRET_KEY}` };
const form = { 'content-type': 'application/x-www-form-urlencoded' };
let app: FastifyInstance;
let sandbox: PaymentSandbox;
let receiver: WebhookReceiver;
let clock: TestClock;

beforeEach(async () => {
  receiver = await WebhookReceiver.start();
  clock = new TestClock();
  ({ app, sandbox } = await sandboxApp(
    {
      bnplSessionMinutes: 20,
      webhookUrls: { tabby: receiver.url('/webhooks/tabby'), tamara: receiver.url('/webhooks/tamara'), 'apple-pay': receiver.url('/webhooks/apple-pay') },
    },
    clock,
  ));
});

afterEach(async () => {
  await app.close();
  await receiver.close();
});

type Wire = { id: string; status: string; redirect_url: string | null; decline_code: string | null; expires_at: string; installments: { amount: number }[] };

async function openSession(provider: 'tabby' | 'tamara', overrides: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: `/sandbox-payments/v1/bnpl/${provider}/sessions`, headers: auth, payload: aPaymentRequest(overrides) });
  return response.json<Wire>();
}

const paymentOf = async (id: string) => (await app.inject({ method: 'GET', url: `/sandbox-payments/v1/payments/${id}`, headers: auth })).json<Wire>();

describe('the pay-in-4 providers', () => {
  it('open a session of four instalments on an approval page that expires after the configured minutes', async () => {
    const session = await openSession('tabby', { amount: 100_001 });
    expect(session.status).toBe('pending');
    expect(session.redirect_url).toBe(`http://localhost:80/sandbox-payments/tabby/${session.id}?lang=en`);
    expect(new Date(session.expires_at).getTime() - clock.now().getTime()).toBe(20 * 60_000);
    expect(session.installments.map((i) => i.amount)).toEqual([25_001, 25_000, 25_000, 25_000]);
    const page = await app.inject({ method: 'GET', url: `/sandbox-payments/tabby/${session.id}?lang=ar` });
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('الموافقة والدفع');
  });

  it.each([
    ['tabby', 500_001, 'SAR', 'order_amount_too_high'],
    ['tabby', 99, 'SAR', 'order_amount_too_low'],
    ['tamara', 10_000, 'EGP', 'not_available'],
  ] as const)('%s refuses %i %s with %s, with no page to go to', async (provider, amount, currency, code) => {
    const session = await openSession(provider, { amount, currency });
    expect(session).toMatchObject({ status: 'declined', decline_code: code, redirect_url: null });
  });

  it('authorises an approved session and sends the shopper back with the payment id', async () => {
    const session = await openSession('tamara');
    const approved = await app.inject({ method: 'POST', url: `/sandbox-payments/tamara/${session.id}`, headers: form, payload: 'decision=approve' });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toContain(`payment_id=${session.id}`);
    expect((await paymentOf(session.id)).status).toBe('authorised');
  });

  it('declines a session the shopper declined', async () => {
    const session = await openSession('tabby');
    await app.inject({ method: 'POST', url: `/sandbox-payments/tabby/${session.id}`, headers: form, payload: 'decision=decline' });
    expect(await paymentOf(session.id)).toMatchObject({ status: 'declined', decline_code: 'declined' });
  });

  it('expires a session past its time: the page says so and approving it changes nothing', async () => {
    const session = await openSession('tabby');
    clock.advanceMinutes(20);
    const page = await app.inject({ method: 'GET', url: `/sandbox-payments/tabby/${session.id}?lang=en` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This payment session has expired.');
    await app.inject({ method: 'POST', url: `/sandbox-payments/tabby/${session.id}`, headers: form, payload: 'decision=approve' });
    expect(await paymentOf(session.id)).toMatchObject({ status: 'expired', decline_code: 'expired' });
  });

  it('expires sessions nobody looks at, and tells the store by webhook', async () => {
    const session = await openSession('tamara');
    clock.advanceMinutes(21);
    sandbox.expireDue();
    await sandbox.webhooks.idle();
    expect(receiver.events().map((e) => [e.type, e.data.payment_id])).toEqual([['payment.expired', session.id]]);
  });

  it('signs tabby webhooks in x-tabby-* headers and Tamara webhooks in tamara-signature, each with its own secret', async () => {
    const tabby = await openSession('tabby');
    await app.inject({ method: 'POST', url: `/sandbox-payments/tabby/${tabby.id}`, headers: form, payload: 'decision=approve' });
    const tamara = await openSession('tamara');
    await app.inject({ method: 'POST', url: `/sandbox-payments/tamara/${tamara.id}`, headers: form, payload: 'decision=approve' });
    await sandbox.webhooks.idle();
    const [fromTabby, fromTamara] = receiver.received;
    const tabbyTimestamp = String(fromTabby?.headers['x-tabby-timestamp']);
    expect(fromTabby?.headers['x-tabby-signature']).toBe(expectedSignature(WEBHOOK_SECRETS.tabby, tabbyTimestamp, fromTabby?.rawBody ?? ''));
    expect(fromTabby?.headers['x-tabby-event-id']).toBe(receiver.events()[0]?.id);
    const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(fromTamara?.headers['tamara-signature'])) ?? [];
    expect(signature).toBe(expectedSignature(WEBHOOK_SECRETS.tamara, timestamp ?? '', fromTamara?.rawBody ?? ''));
    expect(fromTamara?.headers['tamara-notification-id']).toBe(receiver.events()[1]?.id);
  });

  it('retries a webhook the store did not take, with growing delays, until it does', async () => {
    receiver.failFirst = 2;
    const session = await openSession('tabby');
    await app.inject({ method: 'POST', url: `/sandbox-payments/tabby/${session.id}`, headers: form, payload: 'decision=approve' });
    await sandbox.webhooks.idle();
    expect(receiver.events().map((e) => e.type)).toEqual(['payment.authorised']);
    expect(sandbox.webhooks.deliveries).toEqual([expect.objectContaining({ attempts: 3, outcome: 'delivered', type: 'payment.authorised' })]);
  });

  it('gives a webhook up after the configured tries', async () => {
    receiver.failFirst = 100;
    await openSession('tabby', { amount: 1 });
    await sandbox.webhooks.idle();
    expect(sandbox.webhooks.deliveries).toEqual([expect.objectContaining({ attempts: 4, outcome: 'gave-up', type: 'payment.declined' })]);
  });
});

describe('Apple Pay', () => {
  it('answers a merchant session for the domain asking', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox-payments/v1/apple-pay/sessions',
      headers: auth,
      payload: { validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', display_name: 'Maison', domain: 'store.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ domainName: 'store.example', displayName: 'Maison', merchantSessionIdentifier: expect.any(String) });
  });

  it.each([
    ['success', 'authorised', null],
    ['decline', 'declined', 'declined'],
    ['insufficient_funds', 'declined', 'insufficient_funds'],
  ] as const)('pays a %s token at once: %s', async (outcome, status, code) => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox-payments/v1/apple-pay/payments',
      headers: auth,
      payload: { ...aPaymentRequest(), token: sandboxApplePayToken(outcome, 'mada', '0007') },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status, decline_code: code, redirect_url: null, card: { brand: 'mada', last4: '0007' } });
  });

  it('refuses a token it cannot read', async () => {
    const token = sandboxApplePayToken();
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox-payments/v1/apple-pay/payments',
      headers: auth,
      payload: { ...aPaymentRequest(), token: { ...token, paymentData: { ...token.paymentData, data: 'bm90IGpzb24=' } } },
    });
    expect(response.statusCode).toBe(422);
  });
});
