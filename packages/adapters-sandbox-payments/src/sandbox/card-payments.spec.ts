import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aPaymentRequest, expectedSignature, sandboxApp, SECRET_KEY, WEBHOOK_SECRETS, WebhookReceiver } from '../test-support/sandbox-harness.js';
import type { PaymentSandbox } from './payment-sandbox.js';

const auth = { authorization: `Bearer ${SECRET_KEY}` };
let app: FastifyInstance;
let sandbox: PaymentSandbox;
let receiver: WebhookReceiver;

beforeEach(async () => {
  receiver = await WebhookReceiver.start();
  ({ app, sandbox } = await sandboxApp({ webhookUrls: { card: receiver.url('/webhooks/card') } }));
});

afterEach(async () => {
  await app.close();
  await receiver.close();
});

async function createPayment(overrides: Record<string, unknown> = {}) {
  const response = await app.inject({ method: 'POST', url: '/sandbox-payments/v1/payments', headers: auth, payload: aPaymentRequest(overrides) });
  return { status: response.statusCode, body: response.json<{ id: string; redirect_url: string | null; status: string; saved_card: { token: string } | null }>() };
}

async function payOnPage(id: string, card: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/sandbox-payments/pay/${id}?lang=en`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ expiry: '12/39', cvc: '123', name: 'Noura Saleh', ...card }).toString(),
  });
}

async function paymentOf(id: string) {
  return (await app.inject({ method: 'GET', url: `/sandbox-payments/v1/payments/${id}`, headers: auth })).json<{
    status: string;
    decline_code: string | null;
    card: { brand: string; last4: string } | null;
    saved_card: { token: string; last4: string } | null;
  }>();
}

describe('the sandbox card acquirer', () => {
  it('answers no API call without the merchant secret key', async () => {
    const response = await app.inject({ method: 'POST', url: '/sandbox-payments/v1/payments', headers: { authorization: 'Bearer sk_wrong_key_0000000000000' }, payload: aPaymentRequest() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('refuses a malformed request with a reason and no payment', async () => {
    const response = await app.inject({ method: 'POST', url: '/sandbox-payments/v1/payments', headers: auth, payload: { amount: -5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('invalid_request');
  });

  it('opens a payment on its hosted page, in English or in Arabic right to left', async () => {
    const { status, body } = await createPayment();
    expect(status).toBe(201);
    expect(body.redirect_url).toMatch(new RegExp(`^http://localhost:80/sandbox-payments/pay/${body.id}\\?lang=en$`));
    const english = await app.inject({ method: 'GET', url: `/sandbox-payments/pay/${body.id}?lang=en` });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<label for="number">Card number</label>');
    expect(english.body).toContain(`action="/sandbox-payments/pay/${body.id}?lang=en"`);
    const arabic = await app.inject({ method: 'GET', url: `/sandbox-payments/pay/${body.id}?lang=ar` });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('<label for="number">رقم البطاقة</label>');
    expect(arabic.body).toContain('450.00');
  });

  it('cancels the payment when the shopper goes back from the page', async () => {
    const { body } = await createPayment();
    const response = await app.inject({ method: 'POST', url: `/sandbox-payments/pay/${body.id}/cancel?lang=en` });
    expect(response.headers.location).toContain(`payment_id=${body.id}`);
    expect(await paymentOf(body.id)).toMatchObject({ status: 'cancelled', decline_code: 'cancelled' });
  });

  it('answers the same payment for the same merchant reference, and refuses it for another amount', async () => {
    const reference = 'att_same';
    const first = await createPayment({ merchant_reference: reference });
    const again = await createPayment({ merchant_reference: reference });
    expect(again.body.id).toBe(first.body.id);
    const other = await createPayment({ merchant_reference: reference, amount: 1 });
    expect(other.status).toBe(409);
  });

  it('shows what is wrong with a card and keeps the shopper on the page', async () => {
    const { body } = await createPayment();
    const response = await payOnPage(body.id, { number: '4242424242424241', expiry: '13/30', cvc: '12', name: '' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('This card number is not valid.');
    expect(response.body).toContain('Enter the expiry as MM/YY.');
    expect(response.body).toContain('aria-describedby="cvc-error"');
    expect(response.body).not.toContain('value="12"');
    expect((await paymentOf(body.id)).status).toBe('pending');
  });

  it('refuses a card of a scheme the store does not take, and an expired card', async () => {
    const { body } = await createPayment();
    const amex = await payOnPage(body.id, { number: '378282246310005' });
    expect(amex.body).toContain('This card type is not accepted');
    const expired = await payOnPage(body.id, { number: '4242424242424242', expiry: '01/21' });
    expect(expired.body).toContain('This card has expired.');
  });

  it('authorises the success card and sends the shopper back with the payment id', async () => {
    const { body } = await createPayment();
    const response = await payOnPage(body.id, { number: '4242 4242 4242 4242' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`https://store.example/en-sa/checkout/return?attempt=1&payment_id=${body.id}`);
    expect(await paymentOf(body.id)).toMatchObject({ status: 'authorised', card: { brand: 'visa', last4: '4242' }, decline_code: null });
  });

  it('knows a mada card by its BIN', async () => {
    const { body } = await createPayment();
    await payOnPage(body.id, { number: '4406470000000007' });
    expect((await paymentOf(body.id)).card).toEqual({ brand: 'mada', last4: '0007' });
  });

  it.each([
    ['4000000000000002', 'declined'],
    ['4000000000009995', 'insufficient_funds'],
  ])('declines test card %s with %s', async (number, code) => {
    const { body } = await createPayment();
    const response = await payOnPage(body.id, { number });
    expect(response.statusCode).toBe(303);
    expect(await paymentOf(body.id)).toMatchObject({ status: 'declined', decline_code: code });
  });

  it('challenges the 3-D Secure card and authorises it with the documented code only', async () => {
    const passing = (await createPayment()).body;
    const entered = await payOnPage(passing.id, { number: '4000000000003220' });
    expect(entered.headers.location).toBe(`/sandbox-payments/pay/${passing.id}/challenge?lang=en`);
    const challenge = await app.inject({ method: 'GET', url: `/sandbox-payments/pay/${passing.id}/challenge?lang=ar` });
    expect(challenge.body).toContain('<label for="code">الرمز لمرة واحدة</label>');
    const answered = await app.inject({
      method: 'POST',
      url: `/sandbox-payments/pay/${passing.id}/challenge`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=123456',
    });
    expect(answered.headers.location).toContain(`payment_id=${passing.id}`);
    expect((await paymentOf(passing.id)).status).toBe('authorised');

    const wrong = (await createPayment()).body;
    await payOnPage(wrong.id, { number: '4000000000003220' });
    await app.inject({ method: 'POST', url: `/sandbox-payments/pay/${wrong.id}/challenge`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'code=000000' });
    expect(await paymentOf(wrong.id)).toMatchObject({ status: 'declined', decline_code: 'authentication_failed' });
  });

  it('fails the 3-D Secure challenge of the challenge-fail card even with the documented code', async () => {
    const { body } = await createPayment();
    await payOnPage(body.id, { number: '4000008400001629' });
    await app.inject({ method: 'POST', url: `/sandbox-payments/pay/${body.id}/challenge`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'code=123456' });
    expect(await paymentOf(body.id)).toMatchObject({ status: 'declined', decline_code: 'authentication_failed' });
  });

  it('keeps a card as a token of the customer, pays with it without a page, and forgets it on request', async () => {
    const first = (await createPayment({ save_card: true, customer: { email: 'noura@example.com', reference: 'cust_7' } })).body;
    await payOnPage(first.id, { number: '5555555555554444' });
    const saved = (await paymentOf(first.id)).saved_card;
    expect(saved).toMatchObject({ last4: '4444', token: expect.stringMatching(/^card_tok_/) });
    const token = saved?.token ?? '';

    const again = await createPayment({ card_token: token, customer: { email: 'noura@example.com', reference: 'cust_7' } });
    expect(again.body).toMatchObject({ status: 'authorised', redirect_url: null });

    const stranger = await createPayment({ card_token: token, customer: { email: 'x@example.com', reference: 'cust_8' } });
    expect(stranger.status).toBe(404);

    expect((await app.inject({ method: 'DELETE', url: `/sandbox-payments/v1/cards/${token}`, headers: auth })).statusCode).toBe(204);
    expect((await createPayment({ card_token: token, customer: { email: 'noura@example.com', reference: 'cust_7' } })).status).toBe(404);
  });

  it('sends a saved card that 3-D Secure challenges to the challenge page, not the card page', async () => {
    const customer = { email: 'noura@example.com', reference: 'cust_9' };
    const first = (await createPayment({ save_card: true, customer })).body;
    await payOnPage(first.id, { number: '4000000000003220' });
    await app.inject({ method: 'POST', url: `/sandbox-payments/pay/${first.id}/challenge`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'code=123456' });
    const token = (await paymentOf(first.id)).saved_card?.token;
    const again = await createPayment({ card_token: token, customer });
    expect(again.body).toMatchObject({ status: 'pending', redirect_url: expect.stringMatching(/\/pay\/[\w-]+\/challenge\?lang=en$/) });
  });

  it('opens one payment for ten simultaneous requests with one merchant reference', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => createPayment({ merchant_reference: 'att_race' })));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
  });

  it('captures, then refunds no more than was captured, and the same key never refunds twice', async () => {
    const { body } = await createPayment({ amount: 10_000 });
    const early = await app.inject({ method: 'POST', url: `/sandbox-payments/v1/payments/${body.id}/refunds`, headers: auth, payload: { amount: 100, idempotency_key: 'r0' } });
    expect(early.statusCode).toBe(409);
    await payOnPage(body.id, { number: '4242424242424242' });
    const captured = await app.inject({ method: 'POST', url: `/sandbox-payments/v1/payments/${body.id}/capture`, headers: auth });
    expect(captured.json()).toMatchObject({ status: 'captured', captured_amount: 10_000 });

    const refund = (amount: number, key: string) =>
      app.inject({ method: 'POST', url: `/sandbox-payments/v1/payments/${body.id}/refunds`, headers: auth, payload: { amount, idempotency_key: key } });
    const first = await refund(6_000, 'r1');
    expect(first.statusCode).toBe(201);
    expect((await refund(6_000, 'r1')).json()).toEqual(first.json());
    const tooMuch = await refund(4_001, 'r2');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json<{ error: { code: string } }>().error.code).toBe('refund_exceeds_captured');
    expect((await refund(4_000, 'r3')).statusCode).toBe(201);
    expect((await paymentOf(body.id)) as unknown).toMatchObject({ refunded_amount: 10_000 });
  });

  it('voids an authorised payment, and refuses to void a captured one', async () => {
    const a = (await createPayment()).body;
    await payOnPage(a.id, { number: '4242424242424242' });
    const voided = await app.inject({ method: 'POST', url: `/sandbox-payments/v1/payments/${a.id}/void`, headers: auth });
    expect(voided.json()).toMatchObject({ status: 'cancelled', decline_code: 'cancelled' });

    const b = (await createPayment()).body;
    await payOnPage(b.id, { number: '4242424242424242' });
    await app.inject({ method: 'POST', url: `/sandbox-payments/v1/payments/${b.id}/capture`, headers: auth });
    expect((await app.inject({ method: 'POST', url: `/sandbox-payments/v1/payments/${b.id}/void`, headers: auth })).statusCode).toBe(409);
  });

  it('signs a webhook for the authorisation with the card secret over the timestamp and raw body', async () => {
    const { body } = await createPayment();
    await payOnPage(body.id, { number: '4242424242424242' });
    await sandbox.webhooks.idle();
    const [received] = receiver.received;
    expect(received).toBeDefined();
    const event = JSON.parse(received?.rawBody ?? '{}') as { id: string; type: string; data: { payment_id: string } };
    expect(event).toMatchObject({ type: 'payment.authorised', data: { payment_id: body.id, status: 'authorised' } });
    expect(received?.headers['x-sandbox-event-id']).toBe(event.id);
    const timestamp = String(received?.headers['x-sandbox-timestamp']);
    expect(received?.headers['x-sandbox-signature']).toBe(expectedSignature(WEBHOOK_SECRETS.card, timestamp, received?.rawBody ?? ''));
  });

  it('forgets the oldest payment beyond its bound', async () => {
    const bounded = await sandboxApp({ maxPayments: 2 });
    const create = async () =>
      (await bounded.app.inject({ method: 'POST', url: '/sandbox-payments/v1/payments', headers: auth, payload: aPaymentRequest() })).json<{ id: string }>().id;
    const oldest = await create();
    const kept = [await create(), await create()];
    const status = async (id: string) => (await bounded.app.inject({ method: 'GET', url: `/sandbox-payments/v1/payments/${id}`, headers: auth })).statusCode;
    expect(await status(oldest)).toBe(404);
    for (const id of kept) expect(await status(id)).toBe(200);
    await bounded.app.close();
  });
});
