import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTestApi } from '../../test-support/test-app.js';

interface Tile {
  sku: string;
  name: string;
  price: { amountMinor: number; currency: string };
  salePrice?: { amountMinor: number };
}

describe('search routes', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await aTestApi());
  });
  afterAll(() => app?.close());

  const search = (payload: object) => app.inject({ method: 'POST', url: '/api/search', payload });
  const suggest = (payload: object) => app.inject({ method: 'POST', url: '/api/search/suggestions', payload });

  it('finds the solitaire ring in Arabic when the shopper types the plural without hamza', async () => {
    const res = await search({ region: 'sa', language: 'ar', text: 'خواتم سوليتير' });

    expect(res.statusCode).toBe(200);
    expect(res.json().response.products.map((tile: Tile) => tile.name)).toContain('خاتم سوليتير بالألماس');
  });

  it('finds the solitaire ring despite a typo in English', async () => {
    const res = await search({ region: 'ae', language: 'en', text: 'solitare ring' });

    expect(res.json().response.products.map((tile: Tile) => tile.sku)).toContain('LZ-RG-1001');
  });

  it('browses a category listing with the spec defaults: 40 a page, facet counts, the region’s currency', async () => {
    const res = await search({ region: 'eg', language: 'en', path: '/rings', query: '' });
    const body = res.json().response;

    expect(res.statusCode).toBe(200);
    expect(body.request).toMatchObject({ searchType: 'CATNAV', rows: 40, start: 0, facetOptionLimit: 500 });
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((tile: Tile) => tile.price.currency === 'EGP')).toBe(true);
    expect(Object.keys(body.facets).length).toBeGreaterThan(0);
  });

  it('sorts by biggest saving and reports a bad parameter without failing', async () => {
    const res = await search({ region: 'sa', language: 'en', path: '/rings', query: '?sort=biggest_saving&colour=purple-sky&bogus=1' });
    const body = res.json().response;

    expect(res.statusCode).toBe(200);
    expect(body.request.sort).toBe('SALE_PERCENTAGE_DESC');
    expect(body.issues.length).toBeGreaterThan(0);
    const savings = body.products.map((tile: Tile) =>
      tile.salePrice ? (tile.price.amountMinor - tile.salePrice.amountMinor) / tile.price.amountMinor : 0,
    );
    expect(savings).toEqual([...savings].sort((a: number, b: number) => b - a));
  });

  it('keeps prices inside a price-range path', async () => {
    const res = await search({ region: 'sa', language: 'en', path: '/rings/under-2000' });
    const prices = res.json().response.products.map((tile: Tile) => (tile.salePrice ?? tile.price).amountMinor);

    expect(prices.every((minor: number) => minor <= 200_000)).toBe(true);
  });

  it('answers waves outside KSA with 404 BRAND_NOT_IN_REGION', async () => {
    const res = await search({ region: 'ae', language: 'en', brand: 'waves', text: 'ring' });

    expect(res.statusCode).toBe(404);
    expect(res.json().response.code).toBe('BRAND_NOT_IN_REGION');
  });

  it('suggests phrases and products as the shopper types, at most 15 each', async () => {
    const res = await suggest({ region: 'sa', language: 'en', text: 'soli' });
    const body = res.json().response;

    expect(res.statusCode).toBe(200);
    expect(body.phrases.length).toBeLessThanOrEqual(15);
    expect(body.products.length).toBeLessThanOrEqual(15);
    expect(body.products.map((tile: Tile) => tile.sku)).toContain('LZ-RG-1001');
  });

  it('refuses a search body with the wrong shapes with 400, never 500', async () => {
    const res = await search({ region: 'sa', language: 'en', text: 'x'.repeat(201), query: 42 });

    expect(res.statusCode).toBe(400);
    expect(res.json().response.code).toBe('INVALID_REQUEST');
  });
});
