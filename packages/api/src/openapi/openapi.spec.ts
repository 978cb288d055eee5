import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestDatabase, insertTestCustomer, lastLinkToken, stockedProducts, type StockedProduct, type TestDatabase } from '@storefront/adapters-postgres/testing';
import { loadConfig, TOKENS, type PaymentSecrets } from '@storefront/composition';
import { sandboxApplePayToken } from '@storefront/adapters-sandbox-payments/sandbox';
import type { Mailbox } from '@storefront/mail';
import { buildApi } from '../app.js';
import { createApiContainer } from '../composition/api-container.js';
import type { CartTokens } from '../http/cart-token.js';
import { CookieShopperResolver, type ShopperResolver } from '../http/shopper.js';
import type { RestoreLinks } from '../routes/cart/restore-links.js';
import { API_ROUTES } from '../routes/api-routes.js';
import { demoStoreTemplate } from '../test-support/demo-store.js';
import { freePort } from '../test-support/test-app.js';
import { DOCS_PATH, OPENAPI_PATH, buildOpenApiDocument, openApiPath, type OpenApiDocument } from './openapi-document.js';
import { API_ENGINE } from '../test-support/engine.js';

const WEB = { 'x-storefront-client': 'web' };
const DOCUMENT_ID = 'urn:storefront:openapi';
const OPERATOR_TOKEN = 'an-operator-token-for-the-document-tests-0123456789';

/**
 * What Fastify has registered, read from its own route tree (`printRoutes`): each line is a
 * segment below its parent's, with the methods it answers in parentheses.
 */
function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.search(/[├└]── /);
    if (branch < 0) continue;
    const depth = branch / 4;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 4))!;
    stack[depth] = (depth === 0 ? '' : stack[depth - 1]!) + match[1];
    stack.length = depth + 1;
    for (const method of match[2]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url: stack[depth]! });
  }
  return routes;
}

/** The JSON pointer of an operation's answer schema for a status, inside the document. */
const pointer = (...segments: string[]) => segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

describe('the OpenAPI document of /api (decision 0820)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let document: OpenApiDocument;
  let products: StockedProduct[];
  let customer: { id: number; email: string };
  let links: RestoreLinks;
  let secrets: PaymentSecrets;
  let mailbox: Mailbox;
  const ajv = new Ajv2020({ strict: false, allErrors: true });

  beforeAll(async () => {
    database = await createTestDatabase(API_ENGINE, demoStoreTemplate(240));
    products = await stockedProducts(database.handle.db, 'sa', 12, 20);
    customer = await insertTestCustomer(database.handle.db, 'sa');
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'openapi-'));
    // Cash on delivery for any of the test's products, whatever its price.
    writeFileSync(join(dataDir, 'checkout.json'), JSON.stringify({ regions: { sa: { cashOnDelivery: { maxOrderMinor: 1_000_000_000 } } } }));
    const container = createApiContainer(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        CART_RESTORE_SECRET: 'a-restore-link-secret-for-the-tests-only',
        PORT: String(port),
        DATA_DIR: dataDir,
        CHECKOUT_SETTINGS_FILE: join(dataDir, 'checkout.json'),
        OPERATOR_TOKEN,
      })._unsafeUnwrap(),
      { database: database.handle, close: () => database.dispose() },
    );
    // The sign-in seam, as the wish list's routes test uses it: a header names the test's customer.
    const sessions = {
      customerOf: (request: { headers: Record<string, unknown> }) =>
        request.headers['x-test-customer'] === String(customer.id) ? { customerId: customer.id, email: customer.email } : undefined,
    };
    await container.unbind(TOKENS.ShopperResolver);
    container.bind<ShopperResolver>(TOKENS.ShopperResolver).toConstantValue(new CookieShopperResolver(container.get<CartTokens>(TOKENS.CartTokens), sessions));
    links = container.get<RestoreLinks>(TOKENS.RestoreLinks);
    secrets = container.get<PaymentSecrets>(TOKENS.PaymentSecrets);
    mailbox = container.get<Mailbox>(TOKENS.Mailbox);
    app = buildApi({ container });
    app.addHook('onClose', () => database.dispose());
    await app.ready();
    // The sandbox payment provider in the app is called over the loopback.
    await app.listen({ port, host: '127.0.0.1' });
    document = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    ajv.addSchema(document as unknown as object, DOCUMENT_ID);
  });
  afterAll(() => app?.close());

  /** Fails unless the document names this status for the operation and the answer's body is of its schema. */
  function expectDocumented(route: string, res: LightMyRequestResponse) {
    const path = openApiPath(route);
    const operation = document.paths[path]?.post;
    expect(operation, `${path} is in the document`).toBeDefined();
    expect(Object.keys(operation!.responses), `${path} documents status ${res.statusCode}`).toContain(String(res.statusCode));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer('paths', path, 'post', 'responses', String(res.statusCode), 'content', 'application/json', 'schema')}`)!;
    const body: unknown = res.json();
    expect(validate(body) ? [] : validate.errors, `${path} answered ${res.statusCode} as documented: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
  }

  it('is served at /api/openapi.json, as the routes’ declarations build it, and is valid OpenAPI 3.1', async () => {
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(document).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);

    const result = await new Validator().validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '500']));
    }
  });

  it('names every route Fastify registered under /api, and none it did not', () => {
    // The document and its page describe the other routes, not themselves; the fallback that
    // answers other addresses and methods (404, 405) is no operation.
    const own = new Set([OPENAPI_PATH, DOCS_PATH, '/api/', '/api/*']);
    const registered = registeredRoutes(app)
      .filter(({ url }) => url.startsWith('/api/') && !own.has(url))
      .map(({ method, url }) => `${method} ${url}`)
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${document.servers[0]!.url}${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`))
      .sort();

    expect(registered.length).toBeGreaterThanOrEqual(22);
    expect(documented).toEqual(registered);
  });

  it('reads the route tree the way Fastify prints it', () => {
    expect(registeredRoutes(app)).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/catalog/products' },
        { method: 'POST', url: '/api/search/suggestions' },
        { method: 'GET', url: '/healthz' },
      ]),
    );
  });

  it('describes the same-origin guard, the cart token and the session where the routes use them', () => {
    expect(Object.keys(document.components.securitySchemes)).toEqual(['storefrontClient', 'cartToken', 'session', 'operatorToken']);
    expect(document.components.securitySchemes.operatorToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'storefront_session' });
    expect(document.components.securitySchemes.storefrontClient).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-storefront-client' });
    expect(document.components.securitySchemes.cartToken).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'cart_token' });
    for (const route of API_ROUTES) {
      const operation = document.paths[openApiPath(route.path)]!.post!;
      const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
      expect(schemes.includes('operatorToken'), route.path).toBe(route.caller === 'operator');
      expect(schemes.includes('storefrontClient'), route.path).toBe(route.guarded);
      expect(Object.keys(operation.responses).includes('403'), route.path).toBe(route.guarded);
      expect(schemes.includes('cartToken'), route.path).toBe(route.cartCookie !== 'none');
      expect(schemes.includes('session'), route.path).toBe(route.sessionCookie !== undefined);
      expect(operation.responses['200']!.headers !== undefined, route.path).toBe(route.cartCookie === 'sets' || route.sessionCookie === 'sets');
    }
  });

  it('answers every route as the document says, on a real store', async () => {
    const answered = new Set<string>();
    /** `route` is the declared path; `url` the address called, when it has parameters. */
    const call = async (route: string, payload: object | string, headers: Record<string, string> = WEB, url = route) => {
      const res = await app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
      expectDocumented(route, res);
      if (res.statusCode === 200) answered.add(route);
      return res;
    };
    const region = 'sa';
    const language = 'en';
    const asCustomer = { ...WEB, 'x-test-customer': String(customer.id) };

    const featured = await call('/catalog/featured-products', { region, language, limit: 6 });
    const sku: string = featured.json().response.products[0].sku;
    await call('/catalog/product', { region, language, sku });
    await call('/catalog/products', { region, language, productIds: products.map((product) => product.id) });
    await call('/catalog/related-products', { region, language, sku, limit: 4 });
    await call('/catalog/categories', { region, language, brand: 'lazurde' });
    await call('/search', { region, language, path: '/rings', query: 'sort=price-asc&no_such=1' });
    await call('/search', { region, language: 'ar', text: 'ring' });
    await call('/search/suggestions', { region, language, text: 'ri' });

    const created = await call('/cart/createCart', { region, locale: 'en-sa', lineItems: [{ productId: products[0]!.id, quantity: 1 }] });
    expect(created.cookies.map((cookie) => cookie.name)).toContain('cart_token');
    const cartId: string = created.json().response.id;
    const asGuest = { ...WEB, cookie: `cart_token=${created.cookies.find((cookie) => cookie.name === 'cart_token')!.value}` };
    await call('/cart/getCart', { cartId, region, language: 'ar' }, asGuest);
    const added = await call('/cart/addProduct', { cartId, region, lineItem: { productId: products[1]!.id, quantity: 1 }, context: { brand: 'lazurde', language } }, asGuest);
    const itemId: string = added.json().response.line_items.physical_items[1].id;
    await call('/cart/updateProduct', { cartId, itemId, region, lineItem: { productId: products[1]!.id, quantity: 2 } }, asGuest);
    await call('/cart/applyCoupon', { cartId, region, code: 'WELCOME10' }, asGuest);
    await call('/cart/removeCoupon', { cartId, region, code: 'WELCOME10' }, asGuest);
    await call('/cart/deleteProduct', { cartId, itemId, region }, asGuest);
    await call('/checkout/discounts', { id: cartId, region }, asGuest);
    await call('/cart/restore', { region, token: links.issue({ kind: 'cart', id: cartId, region }) }, asGuest);
    await call('/cart/updateCart', { cartId, region }, { ...asGuest, ...asCustomer });
    await call('/cart/deleteCart', { cartId, region }, asCustomer);

    await call('/wishlist/add', { region, productId: products[2]!.id }, asCustomer);
    await call('/wishlist/merge', { region, productIds: [products[3]!.id, products[2]!.id] }, asCustomer);
    await call('/wishlist/remove', { region, productId: products[3]!.id }, asCustomer);
    await call('/wishlist/get', { region }, asCustomer);

    // The account, through a real session of a customer who signs up, verifies and signs in.
    const email = 'openapi.account@example.com';
    const password = 'amber falcon under tuesday';
    await call('/auth/sign-up', { region, language, firstName: 'Noura', lastName: 'Alharbi', email, phone: '0501234567', password, newsletter: false });
    await call('/auth/verification-email', { region, language, email });
    await call('/auth/verify-email', { region, token: (await lastLinkToken(database.handle.db, email)) ?? '' });
    const signedIn = await call('/auth/secure-login', { region, email, password });
    const session = () => ({ ...WEB, cookie: `storefront_session=${sessionToken}` });
    let sessionToken = signedIn.cookies.find((cookie) => cookie.name === 'storefront_session')!.value;
    await call('/account', { region }, session());
    await call('/account/details', { region, title: 'Ms', firstName: 'Noura', lastName: 'Alharbi', phone: '0501234567' }, session());
    const book = await call('/account/addresses/add', { region, firstName: 'Noura', lastName: 'Alharbi', phone: '0501234567', line1: '12 Olaya St', governorate: 'riyadh', city: 'riyadh' }, session());
    const addressId: number = book.json().response.addresses[0].id;
    await call('/account/addresses/update', { region, addressId, firstName: 'Noura', lastName: 'Alharbi', phone: '0501234567', line1: '7 Tahlia St', governorate: 'makkah', city: 'jeddah' }, session());
    await call('/account/addresses', { region }, session());
    await call('/account/addresses/delete', { region, addressId }, session());
    await call('/account/areas', { region });
    await call('/account/newsletter', { region, subscribed: true }, session());
    await call('/account/region-change', { from: region, to: 'ae' }, session());
    const changed = await call('/account/password', { region, language, currentPassword: password, newPassword: 'violet harbour at noon' }, session());
    sessionToken = changed.cookies.find((cookie) => cookie.name === 'storefront_session')!.value;
    await call('/account/email', { region, language, password: 'violet harbour at noon', newEmail: 'openapi.moved@example.com' }, session());
    await call('/auth/verify-email', { region, language, token: (await lastLinkToken(database.handle.db, 'openapi.moved@example.com')) ?? '' });
    await call('/auth/reset-password', { region, language, email: 'openapi.moved@example.com' });
    await call('/auth/update-password', { region, language, token: (await lastLinkToken(database.handle.db, 'openapi.moved@example.com')) ?? '', password: 'quiet meadow at dusk' });
    const again = await call('/auth/secure-login', { region, email: 'openapi.moved@example.com', password: 'quiet meadow at dusk' });
    sessionToken = again.cookies.find((cookie) => cookie.name === 'storefront_session')!.value;

    // Checkout: the options, the review's quote, an order paid in cash, the return from the provider, a webhook, Apple Pay.
    const zero = { amountMinor: 0, currency: 'SAR' };
    const delivery = { kind: 'home', method: 'standard', address: { firstName: 'Noura', lastName: 'Alharbi', phone: '0501234567', line1: '12 Olaya St', governorate: 'riyadh', city: 'riyadh' } };
    let keys = 0;
    /** A cart of one product and the body of "Place order" for it, with the totals the store quotes (its CART_CHANGED answer to wrong ones). */
    const checkoutOf = async (method: string, product: StockedProduct, headers: Record<string, string> = WEB) => {
      const cart = await call('/cart/createCart', { region, locale: 'en-sa', lineItems: [{ productId: product.id, quantity: 1 }] }, headers);
      const token = cart.cookies.find((cookie) => cookie.name === 'cart_token')?.value;
      const withCart = token === undefined ? headers : { ...headers, cookie: [headers['cookie'], `cart_token=${token}`].filter(Boolean).join('; ') };
      const line = cart.json().response.line_items.physical_items[0];
      const body = {
        cartId: cart.json().response.id,
        region,
        locale: 'en-sa',
        email: 'openapi.buyer@example.com',
        delivery,
        method,
        agreed: { lines: [{ variantId: line.variant_id, sku: line.sku, quantity: 1, unitPrice: line.sale_price }], coupons: [], totals: { subtotal: zero, discount: zero, shipping: zero, cashOnDeliveryFee: zero, vat: zero, total: zero } },
      };
      const { method: _method, ...wallet } = body;
      const changed =
        method === 'apple-pay'
          ? await call('/checkout/apple-pay/pay', { ...wallet, token: sandboxApplePayToken('success', 'Visa', '4242'), idempotencyKey: `openapi-key-${(keys += 1)}-quote` }, withCart)
          : await call('/checkout/place', { ...body, idempotencyKey: `openapi-key-${(keys += 1)}-quote` }, withCart);
      const totals = changed.json().response.params.changes.find((change: { kind: string }) => change.kind === 'totals-changed').to;
      return { body: { ...body, agreed: { ...body.agreed, totals }, idempotencyKey: `openapi-key-${(keys += 1)}-place` }, headers: withCart, cartId: body.cartId };
    };
    const cheap = products.slice(4);
    const cash = await checkoutOf('cash-on-delivery', cheap[0]!);
    await call('/checkout/options', { cartId: cash.cartId, region, language }, cash.headers);
    await call('/checkout/quote', { cartId: cash.cartId, region, locale: 'en-sa', delivery: { kind: 'home', method: 'standard' }, method: 'cash-on-delivery' }, cash.headers);
    const placed = await call('/checkout/place', cash.body, cash.headers);
    await call('/checkout/complete', { region, attemptId: placed.json().response.attemptId });
    const cashOrder: string = placed.json().response.reference;

    const card = await checkoutOf('card', cheap[1]!);
    const redirect = (await call('/checkout/place', card.body, card.headers)).json().response;
    const paymentId = new URL(redirect.url).pathname.split('/').at(-1)!;
    const secret = secrets.webhookSecrets.card;
    const timestamp = Math.floor(Date.now() / 1000);
    const raw = JSON.stringify({ id: 'evt_openapi', type: 'payment.authorised', created: timestamp, data: { payment_id: paymentId, status: 'pending', merchant_reference: redirect.attemptId } });
    const signature = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
    await call('/checkout/webhooks/:provider', raw, { 'content-type': 'application/json', 'x-sandbox-event-id': 'evt_openapi', 'x-sandbox-timestamp': String(timestamp), 'x-sandbox-signature': signature }, '/checkout/webhooks/card');
    await call('/checkout/webhooks/:provider', raw, { 'content-type': 'application/json' }, '/checkout/webhooks/card');

    await call('/checkout/apple-pay/validate', { region, validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    const wallet = await checkoutOf('apple-pay', cheap[2]!);
    const { method: _method, ...walletBody } = wallet.body;
    await call('/checkout/apple-pay/pay', { ...walletBody, token: sandboxApplePayToken('success', 'Visa', '4242') }, wallet.headers);

    // A card saved by a signed-in customer's payment, listed and removed.
    const saving = await checkoutOf('card', cheap[3]!, session());
    const toSave = (await call('/checkout/place', { ...saving.body, email, saveCard: true }, saving.headers)).json().response;
    const form = new URLSearchParams({ number: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Noura Alharbi' }).toString();
    await app.inject({ method: 'POST', url: new URL(toSave.url).pathname, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const paid = await call('/checkout/complete', { region, attemptId: toSave.attemptId });

    const cards = await call('/account/saved-cards', { region }, session());
    await call('/account/saved-cards/remove', { region, cardId: cards.json().response.cards[0]?.id ?? 1 }, session());

    // My Orders, the guest's lookup (the code read from the store's mailbox), the operator's moves.
    await call('/orders/list', { region }, session());
    await call('/orders/detail', { region, reference: paid.json().response.reference }, session());
    await call('/orders/lookup-code', { region, language, email: 'openapi.buyer@example.com', reference: cashOrder });
    let code: string | undefined;
    for (let tries = 0; tries < 100 && code === undefined; tries += 1) {
      const entry = (await mailbox.list(50))._unsafeUnwrap().find((mail) => mail.template === 'order-lookup-code');
      code = entry === undefined ? undefined : /\b(\d{6})\b/.exec((await mailbox.find(entry.id))._unsafeUnwrap()!.text)?.[1];
      if (code === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await call('/orders/lookup', { region, email: 'openapi.buyer@example.com', reference: cashOrder, code: code ?? '000000' });
    const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
    const move = (kind: string, reference: string, payload: object) => call(`/operator/orders/:reference/${kind}`, payload, operator, `/operator/orders/${reference}/${kind}`);
    await move('process', cashOrder, { region });
    await move('ship', cashOrder, { region });
    await move('ship', cashOrder, { region, carrier: 'Aramex', tracking: '1234567890' });
    await move('deliver', cashOrder, { region });
    await move('cancel', cashOrder, { region });
    const another = await checkoutOf('cash-on-delivery', cheap[4]!);
    await move('cancel', (await call('/checkout/place', another.body, another.headers)).json().response.reference, { region });
    await call('/operator/orders/:reference/process', { region }, {}, `/operator/orders/${cashOrder}/process`);

    // Reviews: the customer's card order delivered, its piece reviewed, listed, edited and deleted.
    const bought: string = paid.json().response.reference;
    await move('process', bought, { region });
    await move('ship', bought, { region, carrier: 'Aramex', tracking: '1234567891' });
    await move('deliver', bought, { region });
    const draft = { rating: 5, title: 'Lovely', body: 'Worn every day.', language };
    const review = (await call('/reviews', { region, sku: cheap[3]!.sku, ...draft }, session())).json().response.review;
    await call('/account/reviews', { region }, session());
    await call('/account/reviews/edit', { region, reviewId: review?.id ?? '1', ...draft, rating: 4 }, session());
    // The merchant's moderation: the queue, and both moves on the edited review.
    await call('/operator/reviews/pending', {}, operator);
    const moderate = (kind: string) => call(`/operator/reviews/:id/${kind}`, {}, operator, `/operator/reviews/${review?.id ?? '1'}/${kind}`);
    await moderate('reject');
    await moderate('publish');
    await call('/account/reviews/remove', { region, reviewId: review?.id ?? '1' }, session());

    // Returns: a unit of the delivered card order moved through every state and refunded; another
    // rejected; a guest's cash-on-delivery order returned with the lookup's grant; the flagged accounts.
    // The seal is confirmed intact, as a piece bought may be a pierced one.
    const returnLine = { reason: 'no-longer-needed', lines: [{ lineId: '1', quantity: 1, condition: 'unused', completePackaging: true, sealIntact: true }], handover: { kind: 'courier-pickup' } };
    await call('/account/returns/prepare', { region, orderReference: bought }, session());
    const requested = (await call('/account/returns/request', { region, orderReference: bought, ...returnLine, idempotencyKey: 'openapi-return-1' }, session())).json().response;
    await call('/account/returns', { region }, session());
    await call('/account/returns/detail', { region, reference: requested?.reference ?? 'SA-R-X' }, session());
    const returnMove = (kind: string, reference: string, payload: object) => call(`/operator/returns/:reference/${kind}`, payload, operator, `/operator/returns/${reference}/${kind}`);
    for (const kind of ['approve', 'receive', 'inspect', 'refund']) await returnMove(kind, requested?.reference ?? 'SA-R-X', { region });
    await returnMove('refund', 'SA-R-NOSUCHRETURN', { region });
    await call('/operator/returns/flagged-accounts', { region }, operator);
    const guestBuy = await checkoutOf('cash-on-delivery', cheap[5]!);
    const guestOrder: string = (await call('/checkout/place', guestBuy.body, guestBuy.headers)).json().response.reference;
    for (const [kind, payload] of [['process', { region }], ['ship', { region, carrier: 'Aramex', tracking: '1234567892' }], ['deliver', { region }]] as const) await move(kind, guestOrder, payload);
    await call('/orders/lookup-code', { region, language, email: 'openapi.buyer@example.com', reference: guestOrder });
    let guestCode: string | undefined;
    for (let tries = 0; tries < 100 && guestCode === undefined; tries += 1) {
      const entry = (await mailbox.list(50))._unsafeUnwrap().find((mail) => mail.template === 'order-lookup-code' && mail.subject.includes(guestOrder));
      guestCode = entry === undefined ? undefined : /\b(\d{6})\b/.exec((await mailbox.find(entry.id))._unsafeUnwrap()!.text)?.[1];
      if (guestCode === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const grant: string = (await call('/orders/lookup', { region, email: 'openapi.buyer@example.com', reference: guestOrder, code: guestCode ?? '000000' })).json().response.returnGrant ?? 'none';
    await call('/returns/guest/prepare', { region, grant, orderReference: guestOrder });
    const guestReturn = (
      await call('/returns/guest/request', { region, grant, orderReference: guestOrder, ...returnLine, bankAccount: { holderName: 'Noura Alharbi', iban: 'SA03 8000 0000 6080 1016 7519' }, idempotencyKey: 'openapi-return-2' })
    ).json().response;
    await call('/returns/guest/detail', { region, grant, reference: guestReturn?.reference ?? 'SA-R-X' });
    await returnMove('reject', guestReturn?.reference ?? 'SA-R-X', { region, note: 'The tags were missing.' });

    await call('/auth/sign-out-everywhere', { region }, session());
    await call('/auth/sign-out', { region, language });

    expect([...answered].sort()).toEqual(API_ROUTES.map((route) => route.path).sort());
  });

  it('answers refusals and failures as the document says', async () => {
    const call = async (path: string, payload: object, status: number, headers: Record<string, string> = WEB) => {
      const res = await app.inject({ method: 'POST', url: `/api${path}`, payload, headers });
      expect(res.statusCode, path).toBe(status);
      expectDocumented(path, res);
      return res;
    };
    const invalid = await call('/catalog/products', { region: 'sa', language: 'en', productIds: [], extra: 1 }, 400);
    expect(invalid.json().response.code).toBe('INVALID_REQUEST');
    await call('/search', { region: 'xx', language: 'en' }, 400);
    await call('/cart/createCart', { region: 'sa', locale: 'fr-sa', lineItems: [] }, 400);
    await call('/cart/addProduct', { cartId: 'x'.repeat(30), region: 'sa', lineItem: { productId: 1, quantity: 1 } }, 403, {});
    await call('/cart/getCart', { cartId: 'x'.repeat(30), region: 'sa' }, 404);
    await call('/catalog/product', { region: 'sa', language: 'en', sku: 'NO-SUCH-SKU' }, 404);
    await call('/catalog/featured-products', { region: 'ae', language: 'en', brand: 'waves' }, 404);
    await call('/wishlist/get', { region: 'sa' }, 401);
    await call('/cart/restore', { region: 'sa', token: '' }, 400);
    const malformed = await app.inject({ method: 'POST', url: '/api/wishlist/get', payload: '{"region":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expectDocumented('/wishlist/get', malformed);
  });

  it('reads at /api/docs as one page naming every operation, with nothing loaded from elsewhere', async () => {
    const res = await app.inject({ method: 'GET', url: DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    // Its one style element is allowed by its hash, nothing inline wholesale (decision 0905).
    const style = /<style>([^<]*)<\/style>/.exec(res.body)?.[1] ?? '';
    expect(res.headers['content-security-policy']).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    for (const route of API_ROUTES) expect(res.body).toContain(`/api${openApiPath(route.path)}</code>`);
    expect(res.body).toContain('x-storefront-client');
    expect(res.body).not.toMatch(/<script|https?:\/\//);
  });
});
