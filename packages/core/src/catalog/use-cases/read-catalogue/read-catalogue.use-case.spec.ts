import { okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogPort } from '../../ports/catalog.port.js';
import { aProduct } from '../../test-support/product.builder.js';
import { CATALOGUE_PAGE_LIMIT, ReadCatalogue } from './read-catalogue.use-case.js';

const scope = { region: 'sa', language: 'en' } as const;

function aCatalog(): CatalogPort {
  return {
    listFeaturedProducts: vi.fn(() => okAsync([])),
    getProductBySku: vi.fn(() => okAsync({} as never)),
    listProductsByIds: vi.fn(() => okAsync([aProduct().build()])),
    listRelatedProducts: vi.fn(() => okAsync([])),
    listCategories: vi.fn(() => okAsync([])),
    showsImage: vi.fn(() => okAsync(true)),
  };
}

describe('ReadCatalogue', () => {
  it('asks for each product id once, in the order first asked', async () => {
    const catalog = aCatalog();
    await new ReadCatalogue(catalog).productsByIds(scope, [3, 1, 3, 2, 1]);

    expect(catalog.listProductsByIds).toHaveBeenCalledWith(scope, [3, 1, 2]);
  });

  it('reads at most the catalogue page limit of 250 products at once', async () => {
    const catalog = aCatalog();
    await new ReadCatalogue(catalog).productsByIds(scope, Array.from({ length: 400 }, (_, i) => i + 1));

    expect(vi.mocked(catalog.listProductsByIds).mock.calls[0]?.[1]).toHaveLength(CATALOGUE_PAGE_LIMIT);
  });

  it('trims the SKU a shopper or a link brings', async () => {
    const catalog = aCatalog();
    await new ReadCatalogue(catalog).productBySku(scope, '  LZ-RG-1001 ');

    expect(catalog.getProductBySku).toHaveBeenCalledWith(scope, 'LZ-RG-1001');
  });

  it('keeps the related shelf between 1 and 24 products', async () => {
    const catalog = aCatalog();
    const read = new ReadCatalogue(catalog);
    await read.relatedProducts(scope, 'A', 0);
    await read.relatedProducts(scope, 'A', 100);
    await read.relatedProducts(scope, 'A');

    expect(vi.mocked(catalog.listRelatedProducts).mock.calls.map((call) => call[2])).toEqual([1, 24, 8]);
  });

  it('reads a brand’s category tree in the scope', async () => {
    const catalog = aCatalog();
    await new ReadCatalogue(catalog).categories(scope, 'missl');

    expect(catalog.listCategories).toHaveBeenCalledWith(scope, 'missl');
  });

  it('answers NOT_FOUND, without asking the catalogue, for a value that can be no SKU', async () => {
    const catalog = aCatalog();
    const read = new ReadCatalogue(catalog);
    for (const sku of ['', 'LZ-RG-1001\u0000', 'x'.repeat(81)]) {
      expect((await read.productBySku(scope, sku))._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'product', id: sku } });
      expect((await read.relatedProducts(scope, sku))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    }
    expect(catalog.getProductBySku).not.toHaveBeenCalled();
    expect(catalog.listRelatedProducts).not.toHaveBeenCalled();
  });

  it('asks the catalogue whether a product shows an image path', async () => {
    const catalog = aCatalog();

    expect((await new ReadCatalogue(catalog).showsImage('/images/illustrations/ring-gold-yellow-diamond-12.svg'))._unsafeUnwrap()).toBe(true);
    expect(catalog.showsImage).toHaveBeenCalledWith('/images/illustrations/ring-gold-yellow-diamond-12.svg');
  });

  it('answers no, without asking the catalogue, for a value that can be no image path', async () => {
    const catalog = aCatalog();
    const read = new ReadCatalogue(catalog);

    for (const path of ['', 'https://example.com/ring.svg', `/images/${'x'.repeat(510)}.svg`]) {
      expect((await read.showsImage(path))._unsafeUnwrap()).toBe(false);
    }
    expect(catalog.showsImage).not.toHaveBeenCalled();
  });
});
