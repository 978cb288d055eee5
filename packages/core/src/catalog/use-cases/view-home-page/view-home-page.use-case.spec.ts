import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../../shared/errors.js';
import { fakeCatalog } from '../../../shared/test-support/fake-read-ports.js';
import { aProduct } from '../../test-support/product.builder.js';
import { ListFeaturedProducts } from '../list-featured-products/list-featured-products.use-case.js';
import { ViewHomePage } from './view-home-page.use-case.js';

const tree = [
  { categoryId: 1, slug: 'rings', name: 'Rings' },
  { categoryId: 2, slug: 'solitaire-rings', name: 'Solitaire', parentId: 1 },
  { categoryId: 3, slug: 'watches', name: 'Watches' },
  { categoryId: 4, slug: 'أساور', name: 'أساور' },
];

function aHome(categories: 'answers' | 'fails' = 'answers') {
  const catalog = fakeCatalog({
    listFeaturedProducts: (query) => okAsync(Array.from({ length: query.limit }, (_, index) => aProduct().withSku(`R-${index}`).build())),
    listCategories: () => (categories === 'fails' ? errAsync(unavailable('catalog')) : okAsync(tree)),
  });
  return new ViewHomePage(new ListFeaturedProducts(catalog), catalog);
}

describe('ViewHomePage', () => {
  it('shows the newest products and the top categories the storefront has a listing for, in either language', async () => {
    const home = (await aHome().execute({ locale: { language: 'en', region: 'sa' }, brand: 'lazurde', shelfSize: 12 }))._unsafeUnwrap();
    expect(home.products).toHaveLength(12);
    expect(home.categories).toEqual([
      { slug: 'rings', name: 'Rings' },
      { slug: 'bracelets', name: 'أساور' },
    ]);
  });

  it('leaves the categories out when the catalogue cannot say', async () => {
    const home = (await aHome('fails').execute({ locale: { language: 'ar', region: 'eg' }, brand: 'missl', shelfSize: 4 }))._unsafeUnwrap();
    expect(home.categories).toEqual([]);
  });

  it('is BRAND_NOT_IN_REGION for a brand the region does not sell', async () => {
    const result = await aHome().execute({ locale: { language: 'en', region: 'ae' }, brand: 'waves', shelfSize: 12 });
    expect(result._unsafeUnwrapErr().code).toBe('BRAND_NOT_IN_REGION');
  });
});
