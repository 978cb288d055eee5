import { ResultAsync } from 'neverthrow';
import type { Brand } from '../../../locale/domain/brand.js';
import type { Locale } from '../../../locale/domain/locale.js';
import { meaningOfSlug, type CategorySlug } from '../../../search/domain/categories.js';
import type { ProductSummary } from '../../domain/product.js';
import type { CatalogPort } from '../../ports/catalog.port.js';
import type { ListFeaturedProducts, ListFeaturedProductsError } from '../list-featured-products/list-featured-products.use-case.js';

export interface ViewHomePageInput {
  readonly locale: Locale;
  readonly brand: Brand;
  /** How many of the newest products the shelf shows. */
  readonly shelfSize: number;
}

/** A category at the top of the brand's tree, by the storefront's slug and the catalogue's name. */
export interface HomeCategory {
  readonly slug: CategorySlug;
  readonly name: string;
}

export interface HomePageView {
  readonly products: readonly ProductSummary[];
  /** Empty when the catalogue cannot say: the page then offers the main categories. */
  readonly categories: readonly HomeCategory[];
}

/**
 * A brand home (`/{locale}`, `/{locale}/miss-l`, `/{locale}/waves`): the newest products of the
 * brand in the region, and the top of its category tree. The shelf is required (a brand the region
 * does not sell is `BRAND_NOT_IN_REGION`); the categories are left out when they cannot be read.
 */
export class ViewHomePage {
  constructor(
    private readonly listFeaturedProducts: ListFeaturedProducts,
    private readonly catalog: CatalogPort,
  ) {}

  execute(input: ViewHomePageInput): ResultAsync<HomePageView, ListFeaturedProductsError> {
    const { locale, brand } = input;
    const shelf = this.listFeaturedProducts.execute({ region: locale.region, language: locale.language, brand, limit: input.shelfSize });
    const categories = this.catalog
      .listCategories({ region: locale.region, language: locale.language }, brand)
      .map((tree) =>
        tree.flatMap((category): HomeCategory[] => {
          const meaning = meaningOfSlug(category.slug);
          return category.parentId === undefined && meaning.kind === 'category' ? [{ slug: meaning.slug, name: category.name }] : [];
        }),
      )
      .orElse(() => ResultAsync.fromSafePromise<readonly HomeCategory[]>(Promise.resolve([])));
    return ResultAsync.combine([shelf, categories]).map(([products, top]) => ({ products, categories: top }));
  }
}
