import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockedProducts, type StockedProduct } from '@storefront/adapters-postgres/testing';
import { TOKENS, type CheckoutUseCases } from '@storefront/composition';
import { SESSION_COOKIE } from '@storefront/contract';
import { CheckoutStore, type PaymentProviderId, type ReceivedWebhook } from '@storefront/core/checkout';
import { DEMO_CUSTOMER_PASSWORD } from '@storefront/demo-store';
import type { Mailbox } from '@storefront/mail';
import { aCart, aListeningApi, cookieOf, homeDelivery, placeBody as quotedPlaceBody, post, until, type ListeningStore, type ShopperCart } from '../../test-support/checkout-shopper.js';
import { closesAfterAll } from '../../test-support/test-app.js';
import { API_ENGINE } from '../../test-support/engine.js';

const OPERATOR_TOKEN = 'an-operator-token-for-the-tests-only-0123456789';

/** A webhook as the store received it. */
interface Received {
  readonly provider: PaymentProviderId;
  readonly webhook: ReceivedWebhook;
}

/**
 * The real API listening on the loopback, the sandbox provider mounted in it (unless `env` points
 * elsewhere); every webhook the store receives is kept in `webhooks`, as it arrived.
 */
function aListeningStore(env: Record<string, string> = {}, webhooks: Received[] = []): Promise<ListeningStore> {
  const prepare = async (container: Container) => {
    const real = container.get<CheckoutUseCases>(TOKENS.Checkout);
    const handleWebhook = { execute: (provider: PaymentProviderId, webhook: ReceivedWebhook) => (webhooks.push({ provider, webhook }), real.handleWebhook.execute(provider, webhook)) };
    await container.unbind(TOKENS.Checkout);
    container.bind<CheckoutUseCases>(TOKENS.Checkout).toConstantValue({ ...real, handleWebhook: handleWebhook as unknown as CheckoutUseCases['handleWebhook'] });
  };
  return aListeningApi(env, { prepare });
}

describe(`checkout and orders through the API on ${API_ENGINE}`, () => {
  let store: ListeningStore;
  const webhooks: Received[] = [];
  let products: StockedProduct[];
  let egProducts: StockedProduct[];
  let guestOrder: string;
  let keyCount = 0;
  const newKey = () => `test-key-${API_ENGINE}-${Date.now().toString(36)}-${(keyCount += 1)}`;
  const placeBody = (app: FastifyInstance, cart: ShopperCart, method: string, email?: string) => quotedPlaceBody(app, cart, method, newKey, email);

  beforeAll(async () => {
    store = await aListeningStore({ OPERATOR_TOKEN }, webhooks);
    products = await stockedProducts(store.runtime.database.db, 'sa', 12, 50);
    egProducts = await stockedProducts(store.runtime.database.db, 'eg', 12, 50);
  });
  closesAfterAll(() => store);

  it('offers the cart its delivery services and ways of paying', async () => {
    const cart = await aCart(store.app, 'sa', products);
    const res = await post(store.app, 'checkout/options', { cartId: cart.cartId, region: 'sa', language: 'en' }, { cookie: cart.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json().response;
    expect(options.shipping.map((option: { method: string }) => option.method)).toContain('standard');
    expect(options.payment.map((option: { method: string }) => option.method)).toEqual(expect.arrayContaining(['card', 'cash-on-delivery']));
    expect((await post(store.app, 'checkout/options', { cartId: cart.cartId, region: 'sa', language: 'en' })).json().response.code).toBe('CART_NOT_FOUND');
  });

  it('quotes the review step, and that quote sent back as agreed places the order', async () => {
    const cart = await aCart(store.app, 'sa', products);
    const ask = { cartId: cart.cartId, region: 'sa', locale: 'en-sa', delivery: { kind: 'home', method: 'standard' }, method: 'cash-on-delivery' };
    const quoted = await post(store.app, 'checkout/quote', ask, { cookie: cart.cookie });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json().response;
    expect(quote.lines).toEqual([expect.objectContaining({ variantId: cart.lines[0]!.variantId, sku: cart.lines[0]!.sku, quantity: 1, unitPrice: cart.lines[0]!.unitPrice })]);
    expect(quote.totals.cashOnDeliveryFee).toEqual({ amountMinor: 15_00, currency: 'SAR' });
    expect(quote.totals.total.amountMinor).toBe(quote.totals.subtotal.amountMinor - quote.totals.discount.amountMinor + quote.totals.shipping.amountMinor + 15_00);

    const agreed = { lines: quote.lines.map(({ variantId, sku, quantity, unitPrice }: ShopperCart['lines'][number]) => ({ variantId, sku, quantity, unitPrice })), coupons: quote.coupons, totals: quote.totals };
    const body = { cartId: cart.cartId, region: 'sa', locale: 'en-sa', email: 'quoted.shopper@example.com', delivery: homeDelivery('sa'), method: 'cash-on-delivery', agreed };
    const placed = await post(store.app, 'checkout/place', { ...body, idempotencyKey: newKey() }, { cookie: cart.cookie });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().response).toMatchObject({ kind: 'placed', reference: expect.stringMatching(/^SA-/) });

    expect((await post(store.app, 'checkout/quote', ask)).json().response.code).toBe('CART_NOT_FOUND');
    const wrongLocale = await post(store.app, 'checkout/quote', { ...ask, locale: 'en-ae' }, { cookie: cart.cookie });
    expect(wrongLocale.statusCode).toBe(400);
  });

  it('pays by card on the sandbox’s page: redirect, the card entered, back to the store, the order placed', async () => {
    const cart = await aCart(store.app, 'sa', products);
    const body = await placeBody(store.app, cart, 'card');
    const placed = await post(store.app, 'checkout/place', body, { cookie: cart.cookie, 'idempotency-key': newKey() });
    expect(placed.statusCode, placed.body).toBe(200);
    const outcome = placed.json().response;
    expect(outcome.kind).toBe('redirect');
    const page = new URL(outcome.url);
    expect(page.pathname).toMatch(/^\/sandbox-payments\/pay\//);

    // The sandbox's page keeps its own policy, not the store's pages' (and the store may frame it).
    const shown = await store.app.inject({ method: 'GET', url: `${page.pathname}${page.search}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'self'; form-action 'self'/);
    expect(shown.headers['x-frame-options']).toBe('SAMEORIGIN');

    const form = new URLSearchParams({ number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Noura Alharbi' }).toString();
    const entered = await store.app.inject({ method: 'POST', url: page.pathname, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(entered.statusCode, entered.body.slice(0, 300)).toBe(303);
    const back = new URL(entered.headers.location!);
    expect(back.pathname).toBe('/en-sa/checkout/return');
    expect(back.searchParams.get('attempt')).toBe(outcome.attemptId);

    const completed = await post(store.app, 'checkout/complete', { region: 'sa', attemptId: outcome.attemptId });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().response).toMatchObject({ kind: 'placed', attemptId: outcome.attemptId, reference: expect.stringMatching(/^SA-/) });
    guestOrder = completed.json().response.reference;
  });

  it('places the order from the provider’s signed webhook alone, and refuses a replayed or tampered one', async () => {
    const cart = await aCart(store.app, 'sa', products);
    const key = newKey();
    const outcome = (await post(store.app, 'checkout/place', { ...(await placeBody(store.app, cart, 'card')), idempotencyKey: key }, { cookie: cart.cookie })).json().response;
    const page = new URL(outcome.url).pathname;
    const form = new URLSearchParams({ number: '5555555555554444', expiry: '11/38', cvc: '321', name: 'Noura Alharbi' }).toString();
    expect((await store.app.inject({ method: 'POST', url: page, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(303);
    // No return: the sandbox's webhook reaches the store over the loopback and places the order.
    const checkouts = store.container.get<CheckoutStore>(CheckoutStore);
    const attempt = await until(async () => {
      const found = (await checkouts.findByIdempotencyKey('sa', key))._unsafeUnwrap();
      return found?.status === 'placed' ? found : undefined;
    }, 'the webhook placed the order');
    expect(attempt.orderReference).toMatch(/^SA-/);

    // The sandbox's own delivery, replayed as it was sent, and with its body changed.
    const delivered = webhooks.find(({ webhook }) => webhook.rawBody.includes(attempt.id) && webhook.rawBody.includes('payment.authorised'))!;
    expect(delivered).toBeDefined();
    const signature = Object.fromEntries(Object.entries(delivered.webhook.headers).filter(([name]) => name.startsWith('x-sandbox-') || name === 'content-type')) as Record<string, string>;
    const send = (rawBody: string) =>
      store.app.inject({ method: 'POST', url: `/api/checkout/webhooks/${delivered.provider}`, payload: rawBody, headers: signature });
    const replayed = await send(delivered.webhook.rawBody);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().response).toEqual({ code: 'WEBHOOK_REJECTED', params: { reason: 'replayed' } });
    const tampered = await send(delivered.webhook.rawBody.replace('authorised', 'declined'));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().response).toEqual({ code: 'WEBHOOK_REJECTED', params: { reason: 'signature' } });
    const unsigned = await store.app.inject({ method: 'POST', url: '/api/checkout/webhooks/card', payload: delivered.webhook.rawBody, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await checkouts.findByIdempotencyKey('sa', key))._unsafeUnwrap()?.status).toBe('placed');
  });

  it('makes one order of ten parallel presses with one key, each answered the same', async () => {
    const cart = await aCart(store.app, 'sa', products);
    const body = { ...(await placeBody(store.app, cart, 'cash-on-delivery')), idempotencyKey: newKey() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(store.app, 'checkout/place', body, { cookie: cart.cookie })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const bodies = new Set(answers.map((res) => JSON.stringify(res.json())));
    expect(bodies.size).toBe(1);
    expect(answers[0]!.json().response).toMatchObject({ kind: 'placed', reference: expect.stringMatching(/^SA-/) });
  });

  it('takes cash on delivery in Egypt, and a guest sees the order with the code emailed to them', async () => {
    const cart = await aCart(store.app, 'eg', egProducts, { maxMinor: 20_000_00 });
    const email = `cash.${API_ENGINE}@example.com`;
    const placed = await post(store.app, 'checkout/place', { ...(await placeBody(store.app, cart, 'cash-on-delivery', email)), idempotencyKey: newKey() }, { cookie: cart.cookie });
    expect(placed.statusCode, placed.body).toBe(200);
    const reference: string = placed.json().response.reference;
    expect(reference).toMatch(/^EG-/);

    const asked = await post(store.app, 'orders/lookup-code', { region: 'eg', language: 'en', email, reference });
    const unknown = await post(store.app, 'orders/lookup-code', { region: 'eg', language: 'en', email, reference: 'EG-ZZZZZZ' });
    expect(asked.json()).toEqual({ response: { accepted: true }, hasError: false });
    expect(unknown.json()).toEqual(asked.json());

    const mailbox = store.container.get<Mailbox>(TOKENS.Mailbox);
    const code = await until(async () => {
      const entry = (await mailbox.list(50))._unsafeUnwrap().find((mail) => mail.to === email && mail.template === 'order-lookup-code');
      if (entry === undefined) return undefined;
      return /\b(\d{6})\b/.exec((await mailbox.find(entry.id))._unsafeUnwrap()!.text)?.[1];
    }, 'the lookup code reached the mailbox');
    expect((await post(store.app, 'orders/lookup', { region: 'eg', email, reference, code: code === '000000' ? '111111' : '000000' })).json().response.code).toBe('ORDER_LOOKUP_CODE_INVALID');
    const seen = await post(store.app, 'orders/lookup', { region: 'eg', email, reference, code });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().response).toMatchObject({ reference, status: 'awaiting-cash', payment: { method: 'cash-on-delivery' }, invoice: { number: reference } });
    expect(seen.json().response.payment.providerRef).toBeUndefined();
  });

  it('shows a signed-in customer their own orders and no one else’s', async () => {
    const signedIn = await post(store.app, 'auth/secure-login', { region: 'sa', email: 'demo.sa@storefront.test', password: DEMO_CUSTOMER_PASSWORD });
    const session = cookieOf(signedIn, SESSION_COOKIE)!;
    const asCustomer = { cookie: `${SESSION_COOKIE}=${session}` };
    const cart = await aCart(store.app, 'sa', products, { session });
    const placed = await post(store.app, 'checkout/place', { ...(await placeBody(store.app, cart, 'cash-on-delivery', 'demo.sa@storefront.test')), idempotencyKey: newKey() }, { cookie: cart.cookie });
    expect(placed.statusCode, placed.body).toBe(200);
    const reference: string = placed.json().response.reference;

    const list = await post(store.app, 'orders/list', { region: 'sa' }, asCustomer);
    expect(list.statusCode).toBe(200);
    expect(list.json().response.orders.map((order: { reference: string }) => order.reference)).toContain(reference);
    const detail = (await post(store.app, 'orders/detail', { region: 'sa', reference }, asCustomer)).json().response;
    expect(detail).toMatchObject({ reference, status: 'awaiting-cash' });
    // Placed on English pages, seen on Arabic ones: the lines are named in Arabic, the tax invoice stays as issued.
    const inArabic = await post(store.app, 'orders/detail', { region: 'sa', reference, language: 'ar' }, asCustomer);
    expect(inArabic.statusCode, inArabic.body).toBe(200);
    const names = (answer: { lines: { name: string }[] }) => answer.lines.map((line) => line.name);
    expect(names(detail).every((name) => !/[\u0600-\u06FF]/.test(name))).toBe(true);
    expect(names(inArabic.json().response).every((name) => /[\u0600-\u06FF]/.test(name))).toBe(true);
    expect(inArabic.json().response.invoice).toEqual(detail.invoice);
    expect((await post(store.app, 'orders/detail', { region: 'sa', reference, language: 'fr' }, asCustomer)).statusCode).toBe(400);
    const others = await post(store.app, 'orders/detail', { region: 'sa', reference: guestOrder }, asCustomer);
    expect(others.statusCode).toBe(404);
    expect((await post(store.app, 'orders/list', { region: 'sa' })).statusCode).toBe(401);

    expect((await post(store.app, 'account/saved-cards', { region: 'sa' }, asCustomer)).json()).toEqual({ response: { cards: [] }, hasError: false });
    expect((await post(store.app, 'account/saved-cards/remove', { region: 'sa', cardId: 987_654 }, asCustomer)).statusCode).toBe(404);
    expect((await post(store.app, 'account/saved-cards', { region: 'sa' })).statusCode).toBe(401);
  });

  it('lets the operator move orders on with the token only', async () => {
    const cart = await aCart(store.app, 'sa', products);
    const reference: string = (await post(store.app, 'checkout/place', { ...(await placeBody(store.app, cart, 'cash-on-delivery')), idempotencyKey: newKey() }, { cookie: cart.cookie })).json()
      .response.reference;
    const operator = (move: string, payload: object, authorization?: string) =>
      store.app.inject({ method: 'POST', url: `/api/operator/orders/${reference}/${move}`, payload, headers: authorization === undefined ? {} : { authorization } });
    const bearer = `Bearer ${OPERATOR_TOKEN}`;

    expect((await operator('process', { region: 'sa' })).statusCode).toBe(401);
    expect((await operator('process', { region: 'sa' }, `Bearer ${OPERATOR_TOKEN}x`)).json().response.code).toBe('OPERATOR_TOKEN_INVALID');
    const processed = await operator('process', { region: 'sa' }, bearer);
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json().response).toMatchObject({ reference, status: 'processing' });
    const refused = await operator('deliver', { region: 'sa' }, bearer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().response).toEqual({ code: 'ORDER_TRANSITION_REFUSED', params: { from: 'processing', to: 'delivered' } });
    const untracked = await operator('ship', { region: 'sa' }, bearer);
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().response.code).toBe('ORDER_TRACKING_REQUIRED');
    const shipped = await operator('ship', { region: 'sa', carrier: 'Aramex', tracking: '1234567890' }, bearer);
    expect(shipped.json().response).toMatchObject({ status: 'shipped', tracking: { carrier: 'Aramex', number: '1234567890' } });
    expect((await operator('ship', { region: 'sa' }, bearer.replace('Bearer', 'Basic'))).statusCode).toBe(401);
  });

  it('fails cleanly when the provider cannot be reached: no order, the stock given back, no operator API without a token', async () => {
    const down = await aListeningStore({ SANDBOX_PAYMENTS_URL: 'http://127.0.0.1:9/sandbox-payments', PAYMENT_PROVIDER_CONNECT_TIMEOUT_MS: '200', PAYMENT_PROVIDER_TIMEOUT_MS: '500' });
    try {
      const [last] = await stockedProducts(down.runtime.database.db, 'sa', 1, 1);
      const cart = await aCart(down.app, 'sa', [last!], { maxMinor: Number.MAX_SAFE_INTEGER });
      const body = await placeBody(down.app, cart, 'card');
      const key = newKey();
      const failed = await post(down.app, 'checkout/place', { ...body, idempotencyKey: key }, { cookie: cart.cookie });
      expect(failed.statusCode, failed.body).toBe(503);
      expect(failed.json().response).toEqual({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: 'card' } });
      expect((await post(down.app, 'checkout/place', { ...body, idempotencyKey: key }, { cookie: cart.cookie })).json()).toEqual(failed.json());
      // The one unit went back on the shelf: the next press, paid in cash, gets it.
      const cash = await placeBody(down.app, cart, 'cash-on-delivery');
      const placed = await post(down.app, 'checkout/place', { ...cash, idempotencyKey: newKey() }, { cookie: cart.cookie });
      if (placed.statusCode !== 200) expect(placed.json().response.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
      else expect(placed.json().response.kind).toBe('placed');
      expect((await down.app.inject({ method: 'POST', url: '/api/operator/orders/SA-AAAAAA/process', payload: { region: 'sa' }, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await down.app.close();
    }
  });
});
