import { okAsync, ResultAsync } from 'neverthrow';
import { BRANDS, brandSellsIn, type Brand } from '../../../locale/domain/brand.js';
import type { Locale } from '../../../locale/domain/locale.js';
import { EMPTY_LISTING_QUERY } from '../../../search/domain/listing-query.js';
import type { BuildSearchRequest } from '../../../search/use-cases/build-search-request/build-search-request.use-case.js';
import type { SearchProducts } from '../../../search/use-cases/search-products/search-products.use-case.js';
import { unavailable, type InfrastructureError } from '../../../shared/errors.js';
import type { ProductSummary } from '../../domain/product.js';
import type { Category } from '../../domain/product-detail.js';
import type { CatalogPort } from '../../ports/catalog.port.js';
import { CATALOGUE_PAGE_LIMIT } from '../read-catalogue/read-catalogue.use-case.js';

/** A guard against an engine that never reports the end: 250 x 400 is far beyond any store. */
const MAX_SEARCH_PAGES = 400;

/** What one brand sells in a locale: its category tree and every product. */
export interface BrandCatalogue {
  readonly brand: Brand;
  readonly categories: readonly Category[];
  readonly products: readonly ProductSummary[];
}

/**
 * Everything a locale's store sells, brand by brand (every brand the region sells), for its
 * sitemap: the category tree and every product, read from the search engine a catalogue page
 * (250) at a time. Fails as a whole (`UNAVAILABLE`) when any read fails, so no partial list is taken
 * for the whole store.
 */
export class ListLocaleCatalogue {
  constructor(
    private readonly catalog: CatalogPort,
    private readonly buildSearchRequest: BuildSearchRequest,
    private readonly searchProducts: SearchProducts,
  ) {}

  execute(locale: Locale): ResultAsync<readonly BrandCatalogue[], InfrastructureError> {
    const brands = BRANDS.filter((brand) => brandSellsIn(brand, locale.region));
    return ResultAsync.combine(
      brands.map((brand) =>
        ResultAsync.combine([
          this.catalog.listCategories({ region: locale.region, language: locale.language }, brand).mapErr(() => unavailable('catalogue')),
          this.products(locale, brand),
        ]).map(([categories, products]) => ({ brand, categories, products })),
      ),
    );
  }

  private products(locale: Locale, brand: Brand): ResultAsync<readonly ProductSummary[], InfrastructureError> {
    const built = this.buildSearchRequest.execute({ locale, brand, query: { ...EMPTY_LISTING_QUERY, sort: 'alpha' } });
    if (built.isErr()) return okAsync([]);
    const base = { ...built.value.request, rows: CATALOGUE_PAGE_LIMIT };
    const collected: ProductSummary[] = [];
    const next = (start: number, pages: number): ResultAsync<readonly ProductSummary[], InfrastructureError> =>
      this.searchProducts
        .execute({ ...base, start })
        .mapErr(() => unavailable('search'))
        .andThen((results) => {
          collected.push(...results.products);
          const reached = start + results.products.length;
          if (results.products.length === 0 || reached >= results.total || pages + 1 >= MAX_SEARCH_PAGES) return okAsync(collected);
          return next(reached, pages + 1);
        });
    return next(0, 0);
  }
}
