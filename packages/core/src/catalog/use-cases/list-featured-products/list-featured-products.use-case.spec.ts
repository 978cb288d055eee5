import { errAsync, okAsync } from 'neverthrow';
import { notFound } from '../../../shared/errors.js';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogPort } from '../../ports/catalog.port.js';
import { aProduct } from '../../test-support/product.builder.js';
import { ListFeaturedProducts } from './list-featured-products.use-case.js';

function catalogWith(products = [aProduct().build()]) {
  const catalog: CatalogPort = {
    listFeaturedProducts: vi.fn(() => okAsync(products)),
    getProductBySku: vi.fn(() => errAsync(notFound('product', 'x'))),
    listProductsByIds: vi.fn(() => okAsync([])),
    listRelatedProducts: vi.fn(() => okAsync([])),
    listCategories: vi.fn(() => okAsync([])),
    showsImage: vi.fn(() => okAsync(true)),
  };
  return catalog;
}

describe('ListFeaturedProducts', () => {
  it('asks the region’s catalogue for the brand’s newest products in the shopper’s language', async () => {
    const catalog = catalogWith();
    const result = await new ListFeaturedProducts(catalog).execute({ region: 'ae', language: 'ar' });

    expect(result._unsafeUnwrap()).toHaveLength(1);
    expect(catalog.listFeaturedProducts).toHaveBeenCalledWith({ region: 'ae', language: 'ar', brand: 'lazurde', limit: 12 });
  });

  it('refuses the waves shelf outside KSA without asking the catalogue', async () => {
    const catalog = catalogWith();
    const result = await new ListFeaturedProducts(catalog).execute({ region: 'eg', language: 'en', brand: 'waves' });

    expect(result._unsafeUnwrapErr()).toEqual({ code: 'BRAND_NOT_IN_REGION', params: { brand: 'waves', region: 'eg' } });
    expect(catalog.listFeaturedProducts).not.toHaveBeenCalled();
  });

  it('answers INVALID for a limit outside 1..48 instead of throwing', async () => {
    const result = await new ListFeaturedProducts(catalogWith()).execute({ region: 'sa', language: 'en', limit: 500 });

    expect(result._unsafeUnwrapErr()).toMatchObject({ code: 'INVALID', params: { field: 'limit' } });
  });
});
