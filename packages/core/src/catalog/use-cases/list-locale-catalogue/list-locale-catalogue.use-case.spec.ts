import { noLimits } from '../../../shared/test-support/counting-rate-limit.js';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../locale/domain/brand.js';
import { DefaultSortMappingPolicy } from '../../../search/domain/sort-mapping.policy.js';
import type { SearchRequest } from '../../../search/domain/search-request.js';
import { BuildSearchRequest } from '../../../search/use-cases/build-search-request/build-search-request.use-case.js';
import { SearchProducts } from '../../../search/use-cases/search-products/search-products.use-case.js';
import { unavailable } from '../../../shared/errors.js';
import { fakeCatalog, fakeSearch } from '../../../shared/test-support/fake-read-ports.js';
import { aProduct } from '../../test-support/product.builder.js';
import type { ProductSummary } from '../../domain/product.js';
import { ListLocaleCatalogue } from './list-locale-catalogue.use-case.js';

const tiles = (brand: Brand, count: number): ProductSummary[] => Array.from({ length: count }, (_, index) => ({ ...aProduct().withSku(`${brand}-${index}`).build(), brand }));

/** A store whose engine pages through each brand's products at most `pageSize` at a time. */
function aStore(products: Record<Brand, ProductSummary[]>, options: { pageSize?: number; failSearch?: boolean } = {}) {
  const searches: SearchRequest[] = [];
  const catalog = fakeCatalog({ listCategories: () => okAsync([{ categoryId: 1, slug: 'rings', name: 'Rings' }]) });
  const search = fakeSearch({
    search: (request) => {
      searches.push(request);
      if (options.failSearch) return errAsync(unavailable('search'));
      const all = products[request.brand];
      const size = Math.min(request.rows, options.pageSize ?? request.rows);
      return okAsync({ products: all.slice(request.start, request.start + size), total: all.length, facets: {} });
    },
  });
  const sorting = new DefaultSortMappingPolicy();
  return { listLocaleCatalogue: new ListLocaleCatalogue(catalog, new BuildSearchRequest(sorting), new SearchProducts(search, noLimits())), searches };
}

describe('ListLocaleCatalogue', () => {
  it('gives every brand the region sells with its categories and products', async () => {
    const { listLocaleCatalogue } = aStore({ lazurde: tiles('lazurde', 2), missl: tiles('missl', 1), waves: tiles('waves', 1) });
    const brands = (await listLocaleCatalogue.execute({ language: 'en', region: 'sa' }))._unsafeUnwrap();
    expect(brands.map(({ brand, categories, products }) => [brand, categories.length, products.length])).toEqual([
      ['lazurde', 1, 2],
      ['missl', 1, 1],
      ['waves', 1, 1],
    ]);
  });

  it('leaves out brands the region does not sell: no waves outside KSA', async () => {
    const { listLocaleCatalogue, searches } = aStore({ lazurde: [], missl: [], waves: tiles('waves', 1) });
    const brands = (await listLocaleCatalogue.execute({ language: 'ar', region: 'ae' }))._unsafeUnwrap();
    expect(brands.map((entry) => entry.brand)).toEqual(['lazurde', 'missl']);
    expect(searches.map((request) => request.brand)).not.toContain('waves');
  });

  it('pages through the search, 250 at a time, until every product is listed, even when the engine pages smaller', async () => {
    const { listLocaleCatalogue, searches } = aStore({ lazurde: tiles('lazurde', 95), missl: [], waves: [] }, { pageSize: 40 });
    const brands = (await listLocaleCatalogue.execute({ language: 'en', region: 'eg' }))._unsafeUnwrap();
    expect(brands[0]?.products).toHaveLength(95);
    const lazurde = searches.filter((request) => request.brand === 'lazurde');
    expect(lazurde.map((request) => [request.start, request.rows, request.sort])).toEqual([
      [0, 250, 'NAME_ASC'],
      [40, 250, 'NAME_ASC'],
      [80, 250, 'NAME_ASC'],
    ]);
  });

  it('fails as a whole when the search fails, so crawlers come back rather than drop pages', async () => {
    const result = await aStore({ lazurde: [], missl: [], waves: [] }, { failSearch: true }).listLocaleCatalogue.execute({ language: 'en', region: 'sa' });
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'UNAVAILABLE', params: { service: 'search' } });
  });
});
