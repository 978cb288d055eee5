import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, insertTestCustomer, stockedProducts, type StockedProduct, type TestDatabase } from '@storefront/adapters-postgres/testing';
import { buildApi } from '../../app.js';
import { createApiContainer } from '../../composition/api-container.js';
import { loadConfig, TOKENS } from '@storefront/composition';
import type { CartTokens } from '../../http/cart-token.js';
import { CookieShopperResolver, type ShopperResolver } from '../../http/shopper.js';
import { demoStoreTemplate } from '../../test-support/demo-store.js';
import { API_ENGINE } from '../../test-support/engine.js';

const WEB = { 'x-storefront-client': 'web' };

/**
 * The customer side of the cart and wish-list routes, through the sign-in seam: a session reader
 * that recognises the test's customer header stands in for the sign-in sessions to come.
 */
describe('customer routes through the sign-in seam', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let products: StockedProduct[];
  let customer: { id: number; email: string };

  beforeAll(async () => {
    database = await createTestDatabase(API_ENGINE, demoStoreTemplate(240));
    products = await stockedProducts(database.handle.db, 'sa', 6, 20);
    customer = await insertTestCustomer(database.handle.db, 'sa');
    const container = createApiContainer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CART_RESTORE_SECRET: 'x'.repeat(32) })._unsafeUnwrap(), {
      database: database.handle,
      close: () => database.dispose(),
    });
    const sessions = {
      customerOf: (request: { headers: Record<string, unknown> }) =>
        request.headers['x-test-customer'] === String(customer.id) ? { customerId: customer.id, email: customer.email } : undefined,
    };
    await container.unbind(TOKENS.ShopperResolver);
    container.bind<ShopperResolver>(TOKENS.ShopperResolver).toConstantValue(new CookieShopperResolver(container.get<CartTokens>(TOKENS.CartTokens), sessions));
    app = buildApi({ container });
    app.addHook('onClose', () => database.dispose());
    await app.ready();
  });
  afterAll(() => app?.close());

  const call = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: { ...WEB, ...headers } });
  const asCustomer = () => ({ 'x-test-customer': String(customer.id) });
  const ids = (res: { json(): { response: { items: { productId: number }[] } } }) => res.json().response.items.map((item) => item.productId);

  it('keeps the customer’s wish list and joins the guest list to it without duplicates, order kept, leaving out what the store does not sell', async () => {
    const [a, b, c, d] = products.map((product) => product.id) as [number, number, number, number];
    expect(ids(await call('wishlist/get', { region: 'sa' }, asCustomer()))).toEqual([]);
    await call('wishlist/add', { region: 'sa', productId: b }, asCustomer());
    await call('wishlist/add', { region: 'sa', productId: a }, asCustomer());

    const merged = await call('wishlist/merge', { region: 'sa', productIds: [c, a, 2_000_000_000, d, c] }, asCustomer());
    expect(ids(merged)).toEqual([b, a, c, d]);
    expect(ids(await call('wishlist/remove', { region: 'sa', productId: a }, asCustomer()))).toEqual([b, c, d]);
    expect(ids(await call('wishlist/remove', { region: 'sa', productId: a }, asCustomer()))).toEqual([b, c, d]);
    expect((await call('wishlist/get', { region: 'sa' })).statusCode).toBe(401);
  });

  it('hands this browser’s guest cart to the customer on updateCart; afterwards only the customer reaches it', async () => {
    const created = await call('cart/createCart', { region: 'sa', locale: 'en-sa', lineItems: [{ productId: products[0]!.id, quantity: 2 }] });
    const cookie = `cart_token=${created.cookies.find((c) => c.name === 'cart_token')!.value}`;
    const cartId = created.json().response.id as string;

    const assigned = await call('cart/updateCart', { cartId, region: 'sa' }, { ...asCustomer(), cookie });
    const asGuestAfter = await call('cart/getCart', { cartId, region: 'sa' }, { cookie });
    const asCustomerAfter = await call('cart/getCart', { cartId, region: 'sa' }, asCustomer());

    expect(assigned.statusCode).toBe(200);
    expect(asGuestAfter.statusCode).toBe(404);
    expect(asCustomerAfter.json().response).toMatchObject({ id: cartId, totalCount: 2 });
  });

  it('refuses to hand another browser’s cart to the customer', async () => {
    const created = await call('cart/createCart', { region: 'sa', locale: 'en-sa', lineItems: [{ productId: products[1]!.id, quantity: 1 }] });
    const cartId = created.json().response.id as string;

    const refused = await call('cart/updateCart', { cartId, region: 'sa' }, asCustomer());
    expect([refused.statusCode, refused.json().response.code]).toEqual([404, 'CART_NOT_FOUND']);
  });
});
