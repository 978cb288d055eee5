import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartEventsInOutbox,
  insertOrderWithLines,
  setVariantStock,
  stockedProducts,
  type StockedProduct,
} from '@storefront/adapters-postgres/testing';
import { cartWire, envelopeWire } from '@storefront/contract';
import { aTestApi } from '../../test-support/test-app.js';
import { createApiContainer } from '../../composition/api-container.js';
import { loadConfig, TOKENS, type Runtime } from '@storefront/composition';
import type { RestoreLinks } from './restore-links.js';
import { API_ENGINE } from '../../test-support/engine.js';

const SECRET = 'a-restore-link-secret-for-the-tests-only';
const WEB = { 'x-storefront-client': 'web' };

interface WireLine { id: string; product_id: number; sku: string; options: { name: string; value: string }[]; quantity: number; hasStock: boolean; exceedingQuantity: boolean; available_to_sell: number; url: string }

describe(`cart routes on ${API_ENGINE}`, () => {
  let app: FastifyInstance;
  let runtime: Runtime;
  let products: StockedProduct[];

  beforeAll(async () => {
    ({ app, runtime } = await aTestApi({ CART_RESTORE_SECRET: SECRET }));
    products = await stockedProducts(runtime.database.db, 'sa', 12, 50);
  });
  afterAll(() => app?.close());

  const call = (url: string, payload: unknown, headers: Record<string, string> = WEB, extra: Partial<InjectOptions> = {}) =>
    app.inject({ method: 'POST', url: `/api/${url}`, payload: payload as object, headers, ...extra });
  const tokenFrom = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((cookie) => cookie.name === 'cart_token')?.value;
  const asBrowser = (token: string | undefined, more: Record<string, string> = WEB) => ({ ...more, ...(token ? { cookie: `cart_token=${token}` } : {}) });
  const newCart = async (lines = [{ productId: products[0]!.id, quantity: 1 }]) => {
    const res = await call('cart/createCart', { region: 'sa', locale: 'ar-sa', lineItems: lines });
    expect(res.statusCode).toBe(200);
    return { cart: res.json().response, token: tokenFrom(res)! };
  };

  it('answers carts in the shape of the contract the browser reads, no field more and none less (decision 0016)', async () => {
    const { cart, token } = await newCart([{ productId: products[0]!.id, quantity: 1 }]);
    const added = await call('cart/addProduct', { cartId: cart.id, region: 'sa', lineItem: { productId: products[1]!.id, quantity: 2 } }, asBrowser(token));
    const read = await call('cart/getCart', { cartId: cart.id, region: 'sa', language: 'en' }, asBrowser(token));

    for (const answer of [cart, added.json().response, read.json().response]) expect(cartWire.parse(answer)).toEqual(answer);
    expect(envelopeWire.safeParse(read.json()).success).toBe(true);
  });

  it('creates a cart with an unguessable id and binds it to the browser with an httpOnly, SameSite=Lax cookie', async () => {
    const res = await call('cart/createCart', { region: 'sa', locale: 'ar-sa', lineItems: [{ productId: products[0]!.id, quantity: 2 }] });

    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'cart_token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 31_536_000 });
    const body = res.json();
    expect(body.hasError).toBe(false);
    expect(Buffer.from(body.response.id, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(body.response).toMatchObject({
      region: 'sa',
      locale: 'ar-sa',
      currency: { code: 'SAR' },
      totalCount: 2,
      coupons: [],
      redirect_urls: { checkout_url: `/ar-sa/checkout?cartId=${body.response.id}` },
    });
    const [line] = body.response.line_items.physical_items as WireLine[];
    expect(line).toMatchObject({ product_id: products[0]!.id, quantity: 2, hasStock: true, exceedingQuantity: false, available_to_sell: 50 });
    expect(line!.url).toMatch(new RegExp(`^/ar-sa/p/.+\\?product_sku=${products[0]!.sku}$`));
    expect(line!.options).toEqual(expect.any(Array));
    expect(Number.isInteger(body.response.VAT_Tax) && Number.isInteger(body.response.SubTotal_Ex_TAX)).toBe(true);
  });

  it('gives each new browser a token of 256 random bits signed by the server, never the same twice', async () => {
    const tokens = await Promise.all([1, 2, 3].map(async () => (await newCart()).token));

    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);
    expect(new Set(tokens.map((token) => token.split('.')[0])).size).toBe(3);
  });

  it('never adopts a cart token it did not issue: a made-up, foreign or altered one gets a new token and a cart bound to it', async () => {
    const { token: issued } = await newCart();
    const [nonce = '', signature = ''] = issued.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const planted = [
      'A'.repeat(43),
      `${'B'.repeat(43)}.${'C'.repeat(22)}`,
      `${nonce}.${signature.slice(0, -1)}${alphabet[(alphabet.indexOf(signature.at(-1)!) + 1) % 64]}`,
      `${nonce.slice(0, -1)}${nonce.at(-1) === 'A' ? 'B' : 'A'}.${signature}`,
    ];

    for (const token of planted) {
      const res = await call('cart/createCart', { region: 'sa', locale: 'ar-sa', lineItems: [{ productId: products[0]!.id, quantity: 1 }] }, asBrowser(token));
      const fresh = tokenFrom(res);
      const cart = res.json().response;

      expect(res.statusCode).toBe(200);
      expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);
      expect(fresh).not.toBe(token);
      expect(fresh).not.toBe(issued);
      expect((await call('cart/getCart', { cartId: cart.id, region: 'sa' }, asBrowser(fresh))).statusCode).toBe(200);
      expect((await call('cart/getCart', { cartId: cart.id, region: 'sa' }, asBrowser(token))).statusCode).toBe(404);
    }
  });

  it('keeps a token it issued: the browser’s next cart answers to the same token', async () => {
    const { token } = await newCart();

    const res = await call('cart/createCart', { region: 'sa', locale: 'ar-sa', lineItems: [{ productId: products[1]!.id, quantity: 1 }] }, asBrowser(token));

    expect(tokenFrom(res)).toBe(token);
    expect((await call('cart/getCart', { cartId: res.json().response.id, region: 'sa' }, asBrowser(token))).statusCode).toBe(200);
  });

  it('answers someone who learned the cart id exactly as for an id that never existed, and lets them change nothing', async () => {
    const { cart, token } = await newCart();
    const { token: otherToken } = await newCart();
    const lineId = (cart.line_items.physical_items as WireLine[])[0]!.id;
    const unknown = await call('cart/getCart', { cartId: 'A'.repeat(32), region: 'sa' }, asBrowser(otherToken));

    expect(unknown.statusCode).toBe(404);
    for (const [url, body] of [
      ['cart/getCart', { cartId: cart.id, region: 'sa' }],
      ['cart/addProduct', { cartId: cart.id, region: 'sa', lineItem: { productId: products[1]!.id, quantity: 1 } }],
      ['cart/updateProduct', { cartId: cart.id, itemId: lineId, region: 'sa', lineItem: { productId: products[0]!.id, quantity: 3 } }],
      ['cart/deleteProduct', { cartId: cart.id, itemId: lineId, region: 'sa' }],
      ['cart/deleteCart', { cartId: cart.id, region: 'sa' }],
      ['cart/applyCoupon', { cartId: cart.id, region: 'sa', code: 'WELCOME10' }],
      ['checkout/discounts', { id: cart.id, region: 'sa' }],
    ] as const) {
      for (const headers of [asBrowser(otherToken), WEB]) {
        const res = await call(url, body, headers);
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 404, body: unknown.json() });
      }
    }
    const mine = await call('cart/getCart', { cartId: cart.id, region: 'sa' }, asBrowser(token));
    expect(mine.json().response).toEqual(cart);
  });

  it('reads the cart in the page’s language when asked, and refuses a language the store does not have', async () => {
    const { cart, token } = await newCart();

    const inEnglish = await call('cart/getCart', { cartId: cart.id, region: 'sa', language: 'en' }, asBrowser(token));
    expect(inEnglish.json().response.locale).toBe('en-sa');
    const [line] = inEnglish.json().response.line_items.physical_items as WireLine[];
    expect(line!.url).toMatch(/^\/en-sa\/p\//);
    const unknown = await call('cart/getCart', { cartId: cart.id, region: 'sa', language: 'fr' }, asBrowser(token));
    expect(unknown.statusCode).toBe(400);
    expect((await call('cart/getCart', { cartId: cart.id, region: 'sa' }, asBrowser(token))).json().response.locale).toBe('ar-sa');
  });

  it('refuses changes without the storefront header or from another origin, and accepts its own origin', async () => {
    const { cart, token } = await newCart();
    const add = { cartId: cart.id, region: 'sa', lineItem: { productId: products[1]!.id, quantity: 1 } };

    const bare = await call('cart/addProduct', add, { cookie: `cart_token=${token}` });
    const foreign = await call('cart/addProduct', add, asBrowser(token, { ...WEB, origin: 'https://evil.example' }));
    const own = await call('cart/addProduct', add, asBrowser(token, { ...WEB, origin: 'http://localhost:80', host: 'localhost:80' }));

    expect([bare.statusCode, bare.json().response.code]).toEqual([403, 'FORBIDDEN_ORIGIN']);
    expect([foreign.statusCode, foreign.json().response.code]).toEqual([403, 'FORBIDDEN_ORIGIN']);
    expect(own.statusCode).toBe(200);
    expect((await call('cart/createCart', { region: 'sa', locale: 'en-sa', lineItems: [{ productId: products[0]!.id, quantity: 1 }] }, {})).statusCode).toBe(403);
  });

  it('never takes a price, a customer or a status from the request, and never answers 500 to a malformed one', async () => {
    const { cart, token } = await newCart();
    const line = { productId: products[1]!.id, quantity: 1 };
    for (const body of [
      { cartId: cart.id, region: 'sa', lineItem: { ...line, price: 1 } },
      { cartId: cart.id, region: 'sa', lineItem: line, customerId: 1 },
      { cartId: cart.id, region: 'sa', lineItem: line, status: 'paid' },
      { cartId: cart.id, region: 'xx', lineItem: line },
      { cartId: 'short', region: 'sa', lineItem: line },
      { cartId: cart.id, region: 'sa', lineItem: { ...line, quantity: 0 } },
    ]) {
      const res = await call('cart/addProduct', body, asBrowser(token));
      expect([res.statusCode, res.json().response.code]).toEqual([400, 'INVALID_REQUEST']);
    }
    const mismatch = await call('cart/createCart', { region: 'sa', locale: 'en-ae', lineItems: [line] });
    expect(mismatch.statusCode).toBe(400);
    const garbage = await call('cart/addProduct', '{"cartId":', { ...asBrowser(token), 'content-type': 'application/json' });
    expect([garbage.statusCode, garbage.json().response.code]).toEqual([400, 'MALFORMED_REQUEST']);
    expect((await call('cart/getCart', { cartId: cart.id, region: 'sa' }, asBrowser(token))).json().response).toEqual(cart);
  });

  it('answers quantityExceeds with what can be sold, and the line and cart limits with theirs', async () => {
    const { cart, token } = await newCart([{ productId: products[2]!.id, quantity: 1 }]);
    await setVariantStock(runtime.database.db, 'sa', products[2]!.variantId, 3);

    const exceeds = await call('cart/addProduct', { cartId: cart.id, region: 'sa', lineItem: { productId: products[2]!.id, quantity: 3 } }, asBrowser(token));
    const limit = await call('cart/addProduct', { cartId: cart.id, region: 'sa', lineItem: { productId: products[3]!.id, quantity: 11 } }, asBrowser(token));
    await setVariantStock(runtime.database.db, 'sa', products[2]!.variantId, 50);

    expect(exceeds.statusCode).toBe(409);
    expect(exceeds.json().response).toEqual({ code: 'QUANTITY_EXCEEDS', params: { sku: expect.any(String), requested: 4, availableToSell: 3 } });
    expect(limit.statusCode).toBe(409);
    expect(limit.json().response).toMatchObject({ code: 'LINE_QUANTITY_LIMIT', params: { limit: 10 } });
  });

  it('takes a coupon off the total, refuses an expired one, and reports the VAT figures in whole units', async () => {
    const { cart, token } = await newCart([{ productId: products[0]!.id, quantity: 3 }]);
    const applied = await call('cart/applyCoupon', { cartId: cart.id, region: 'sa', code: 'welcome10' }, asBrowser(token));
    const expired = await call('cart/applyCoupon', { cartId: cart.id, region: 'sa', code: 'SUMMER20' }, asBrowser(token));
    const discounts = await call('checkout/discounts', { id: cart.id, region: 'sa' }, asBrowser(token));

    const tenth = Math.floor(cart.cart_amount.amountMinor / 10);
    expect(applied.json().response).toMatchObject({
      coupons: [{ code: 'WELCOME10', discount_amount: { amountMinor: tenth, currency: 'SAR' } }],
      cart_amount: { amountMinor: cart.cart_amount.amountMinor - tenth },
    });
    expect([expired.statusCode, expired.json().response]).toEqual([400, { code: 'COUPON_INVALID', params: { code: 'SUMMER20' } }]);
    const net = (cart.cart_amount.amountMinor - tenth) / 100;
    // The summary's figures: VAT rounded half up, and the rest of the rounded total excl. VAT (decision 0720).
    const taxTotal = Math.round((net * 15) / 115);
    expect(discounts.json().response).toEqual({ tax_total: taxTotal, subtotal_ex_tax: Math.round(net) - taxTotal });
    expect(discounts.json().response.tax_total).toBe(applied.json().response.VAT_Tax);
  });

  it('asks guests to sign in before a cart is assigned or a wish list is kept on the server', async () => {
    const { cart, token } = await newCart();
    for (const [url, body] of [
      ['cart/updateCart', { cartId: cart.id, region: 'sa' }],
      ['wishlist/get', { region: 'sa' }],
      ['wishlist/add', { region: 'sa', productId: products[0]!.id }],
      ['wishlist/remove', { region: 'sa', productId: products[0]!.id }],
      ['wishlist/merge', { region: 'sa', productIds: [products[0]!.id] }],
    ] as const) {
      const res = await call(url, body, asBrowser(token));
      expect([url, res.statusCode, res.json()]).toEqual([url, 401, { hasError: true, response: { code: 'SIGN_IN_REQUIRED', params: {} } }]);
    }
  });

  it('writes cart_update_backend with the change, naming the browser by a cookie id that is not its token', async () => {
    const { cart, token } = await newCart();
    await call('cart/addProduct', { cartId: cart.id, region: 'sa', lineItem: { productId: products[1]!.id, quantity: 1 }, context: { brand: 'missl', language: 'en' } }, asBrowser(token));
    await call('cart/addProduct', { cartId: cart.id, region: 'sa', lineItem: { productId: products[1]!.id, quantity: 99 } }, asBrowser(token));

    const events = await cartEventsInOutbox(runtime.database.db, cart.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'add', brand: 'missl', language: 'en', region: 'sa', itemCount: 2 });
    expect('cookieId' in events[0]!.identity && events[0]!.identity.cookieId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(events[0])).not.toContain(token);
  });

  it('loses no line and no unit when two tabs add and change one cart at the same moment', async () => {
    const { cart, token } = await newCart([{ productId: products[0]!.id, quantity: 1 }]);
    const lineId = (cart.line_items.physical_items as WireLine[])[0]!.id;
    const adds = products.slice(1, 9).flatMap((product) => [1, 1].map(() => ({ productId: product.id, quantity: 1 })));

    const answers = await Promise.all([
      ...adds.map((lineItem) => call('cart/addProduct', { cartId: cart.id, region: 'sa', lineItem }, asBrowser(token))),
      call('cart/updateProduct', { cartId: cart.id, itemId: lineId, region: 'sa', lineItem: { productId: products[0]!.id, quantity: 4 } }, asBrowser(token)),
    ]);

    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const after = (await call('cart/getCart', { cartId: cart.id, region: 'sa' }, asBrowser(token))).json().response;
    const lines = after.line_items.physical_items as WireLine[];
    expect(lines).toHaveLength(9);
    expect(lines[0]).toMatchObject({ product_id: products[0]!.id, quantity: 4 });
    expect(lines.slice(1).map((line) => line.quantity)).toEqual(Array(8).fill(2));
    expect(after.totalCount).toBe(4 + 16);
  });

  describe('abandoned-cart restore', () => {
    const links = () => createApiContainer(loadConfig({ NODE_ENV: 'test', CART_RESTORE_SECRET: SECRET })._unsafeUnwrap(), runtime).get<RestoreLinks>(TOKENS.RestoreLinks);

    it('rebuilds a signed cart link as a new cart of the browser that follows it', async () => {
      const { cart, token } = await newCart([{ productId: products[4]!.id, quantity: 2 }]);
      const res = await call('cart/restore', { region: 'sa', token: links().issue({ kind: 'cart', id: cart.id, region: 'sa' }) });

      expect(res.statusCode).toBe(200);
      const restored = res.json().response;
      const newToken = tokenFrom(res)!;
      expect(newToken).not.toBe(token);
      expect(restored.id).not.toBe(cart.id);
      expect((restored.line_items.physical_items as WireLine[]).map((line) => [line.product_id, line.quantity])).toEqual([[products[4]!.id, 2]]);
      expect((await call('cart/getCart', { cartId: restored.id, region: 'sa' }, asBrowser(newToken))).statusCode).toBe(200);
      expect((await call('cart/getCart', { cartId: cart.id, region: 'sa' }, asBrowser(newToken))).statusCode).toBe(404);
    });

    it('restores a link followed twice from one browser into one cart, its lines not doubled', async () => {
      const { cart: abandoned } = await newCart([{ productId: products[6]!.id, quantity: 2 }]);
      const link = links().issue({ kind: 'cart', id: abandoned.id, region: 'sa' });

      const first = await call('cart/restore', { region: 'sa', token: link });
      const token = tokenFrom(first)!;
      const held = first.json().response;
      const second = await call('cart/restore', { region: 'sa', token: link, cartId: held.id }, asBrowser(token));

      expect(second.statusCode).toBe(200);
      expect(second.json().response.id).toBe(held.id);
      expect((second.json().response.line_items.physical_items as WireLine[]).map((line) => [line.product_id, line.quantity])).toEqual([[products[6]!.id, 2]]);
      expect(tokenFrom(second)).toBe(token);
    });

    it('restores into the cart the browser holds, keeping what is in it', async () => {
      const { cart: abandoned } = await newCart([{ productId: products[7]!.id, quantity: 1 }]);
      const { cart: held, token } = await newCart([{ productId: products[8]!.id, quantity: 1 }]);

      const res = await call('cart/restore', { region: 'sa', token: links().issue({ kind: 'cart', id: abandoned.id, region: 'sa' }), cartId: held.id }, asBrowser(token));

      expect(res.json().response.id).toBe(held.id);
      expect((res.json().response.line_items.physical_items as WireLine[]).map((line) => line.product_id)).toEqual([products[8]!.id, products[7]!.id]);
    });

    it('makes a new cart when the cart named is not the browser’s, leaving that cart alone', async () => {
      const { cart: abandoned } = await newCart([{ productId: products[9]!.id, quantity: 1 }]);
      const { cart: theirs, token: theirToken } = await newCart([{ productId: products[10]!.id, quantity: 1 }]);
      const { token } = await newCart();

      const res = await call('cart/restore', { region: 'sa', token: links().issue({ kind: 'cart', id: abandoned.id, region: 'sa' }), cartId: theirs.id }, asBrowser(token));

      expect(res.statusCode).toBe(200);
      expect(res.json().response.id).not.toBe(theirs.id);
      expect((await call('cart/getCart', { cartId: theirs.id, region: 'sa' }, asBrowser(theirToken))).json().response).toEqual(theirs);
    });

    it('accepts the link’s signature only as issued, not padded, in base64 or hex', async () => {
      const { cart } = await newCart([{ productId: products[4]!.id, quantity: 1 }]);
      const [version, payload, signature = ''] = links().issue({ kind: 'cart', id: cart.id, region: 'sa' }).split('.');
      const bytes = Buffer.from(signature, 'base64url');

      for (const spelling of [`${signature}=`, bytes.toString('base64'), bytes.toString('hex'), bytes.toString('hex').toUpperCase()]) {
        const res = await call('cart/restore', { region: 'sa', token: `${version}.${payload}.${spelling}` });
        expect([res.statusCode, res.json().response.code]).toEqual([400, 'ABANDONED_CART_LINK_INVALID']);
      }
      expect((await call('cart/restore', { region: 'sa', token: `${version}.${payload}.${signature}` })).statusCode).toBe(200);
    });

    it('restores an order only through a signed link, and says why when it cannot', async () => {
      const suffix = `${API_ENGINE}-${Date.now()}`;
      await insertOrderWithLines(runtime.database.db, 'sa', `R-LINES-${suffix}`, [products[5]!]);
      await insertOrderWithLines(runtime.database.db, 'sa', `R-EMPTY-${suffix}`, []);

      const restored = await call('cart/restore', { region: 'sa', token: links().issue({ kind: 'order', id: `R-LINES-${suffix}`, region: 'sa' }) });
      const empty = await call('cart/restore', { region: 'sa', token: links().issue({ kind: 'order', id: `R-EMPTY-${suffix}`, region: 'sa' }) });
      const bareId = await call('cart/restore', { region: 'sa', token: `R-LINES-${suffix}` });
      const missing = await call('cart/restore', { region: 'sa', token: '' });
      const expired = await call('cart/restore', { region: 'sa', token: links().issue({ kind: 'order', id: `R-LINES-${suffix}`, region: 'sa' }, -1) });
      const unknown = await call('cart/restore', { region: 'sa', token: links().issue({ kind: 'order', id: 'NO-SUCH-ORDER', region: 'sa' }) });

      expect(restored.statusCode).toBe(200);
      expect(restored.json().response.locale).toBe('ar-sa');
      expect((restored.json().response.line_items.physical_items as WireLine[]).map((line) => line.product_id)).toEqual([products[5]!.id]);
      expect([empty.statusCode, empty.json().response.code]).toEqual([422, 'ABANDONED_CART_NO_LINES']);
      expect([bareId.statusCode, bareId.json().response.code]).toEqual([400, 'ABANDONED_CART_LINK_INVALID']);
      expect([missing.statusCode, missing.json().response.code]).toEqual([400, 'ABANDONED_CART_ORDER_ID_MISSING']);
      expect([expired.statusCode, expired.json().response.code]).toEqual([410, 'ABANDONED_CART_LINK_EXPIRED']);
      expect([unknown.statusCode, unknown.json().response.code]).toEqual([422, 'ABANDONED_CART_RESTORE_FAILED']);
    });
  });
});
