import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTestApi } from '../../test-support/test-app.js';

describe('catalogue routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await aTestApi());
  });
  afterAll(() => app?.close());

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api/catalog/${url}`, payload });

  it('answers a product page by SKU in Arabic with the region’s prices and sizes', async () => {
    const res = await post('product', { region: 'sa', language: 'ar', sku: 'LZ-RG-1001' });

    expect(res.statusCode).toBe(200);
    const { product } = res.json().response;
    expect(product.name).toBe('خاتم سوليتير بالألماس');
    expect(product.price).toEqual({ amountMinor: 745_000, currency: 'SAR' });
    expect(product.variants.map((variant: { options: { Size: string } }) => variant.options.Size)).toEqual(['50', '52', '54', '56']);
  });

  it('answers 404 NOT_FOUND for a product the region does not sell', async () => {
    const res = await post('product', { region: 'eg', language: 'en', sku: 'WV-RG-3001' });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ hasError: true, response: { code: 'NOT_FOUND', params: { entity: 'product', id: 'WV-RG-3001' } } });
  });

  it('answers a SKU that can name no product 404 NOT_FOUND, as the product page does, for a product or its related products', async () => {
    for (const [url, sku] of [['product', 'LZ-RG-1001\u0000'], ['product', '\u0000\u0001'], ['product', ''], ['related-products', 'LZ-RG-1001\u0000']] as const) {
      const res = await post(url, { region: 'sa', language: 'en', sku });
      expect([res.statusCode, res.json().response.code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('answers tiles by id in the order asked', async () => {
    const ring = (await post('product', { region: 'ae', language: 'en', sku: 'LZ-RG-1001' })).json().response.product;
    const pendant = (await post('product', { region: 'ae', language: 'en', sku: 'LZ-NK-1003' })).json().response.product;

    const res = await post('products', { region: 'ae', language: 'en', productIds: [pendant.productId, ring.productId] });

    expect(res.json().response.products.map((tile: { sku: string }) => tile.sku)).toEqual(['LZ-NK-1003', 'LZ-RG-1001']);
  });

  it('refuses more than 250 ids, or ids that are not positive whole numbers, with 400', async () => {
    const tooMany = await post('products', { region: 'sa', language: 'en', productIds: Array.from({ length: 251 }, (_, i) => i + 1) });
    const negative = await post('products', { region: 'sa', language: 'en', productIds: [-1, 2.5] });

    expect(tooMany.statusCode).toBe(400);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().response.params.issues.map((issue: { path: string }) => issue.path)).toEqual(['productIds.0', 'productIds.1']);
  });

  it('answers the category tree of a brand in the region', async () => {
    const res = await post('categories', { region: 'sa', language: 'en', brand: 'lazurde' });

    expect(res.statusCode).toBe(200);
    const categories: { slug: string; parentId?: number }[] = res.json().response.categories;
    expect(categories.length).toBeGreaterThan(0);
    const firstChild = categories.findIndex((category) => category.parentId !== undefined);
    expect(categories.slice(0, firstChild).every((category) => category.parentId === undefined)).toBe(true);
  });

  it('answers related products of a product', async () => {
    const res = await post('related-products', { region: 'sa', language: 'en', sku: 'LZ-RG-1001', limit: 4 });

    expect(res.statusCode).toBe(200);
    expect(res.json().response.products.length).toBeLessThanOrEqual(4);
  });
});
