import { okAsync, ResultAsync } from 'neverthrow';
import {
  LANGUAGES,
  brandSellsIn,
  REGIONS,
  type CatalogScope,
  type InfrastructureError,
  type Locale,
  type ProductDetail,
  type ProductSummary,
  type ReviewSort,
} from '@storefront/core';
import type { StorefrontServices } from '../../../lib/load-context';
import { categoryListingPaths } from '../../../lib/seo';
import { stockStateOf, type StockState } from '../stock-state';
import { readReviewsSection, type ReviewsSection } from './review-pages';

/** At most this many "you may also like" tiles. */
export const RELATED_PRODUCTS_LIMIT = 8;

export type ProductPageServices = Pick<StorefrontServices, 'catalog' | 'reviews'>;

export interface ProductPageRequest {
  readonly locale: Locale;
  readonly sku: string;
  readonly reviewSort: ReviewSort;
  readonly reviewPage: number;
}

/** The product's name in one of the other locales it is sold in, for its address there. */
export interface ProductTranslation {
  readonly locale: Locale;
  readonly name: string;
}

export interface ProductPage {
  readonly product: ProductDetail;
  readonly stock: StockState;
  readonly related: readonly ProductSummary[];
  /** `null` when the reviews could not be read: the product is still shown. */
  readonly reviews: ReviewsSection | null;
  /** The product's first category with its listing path, for the breadcrumbs. */
  readonly category: { readonly name: string; readonly path: string } | null;
  /** Every locale the product is sold in, this one included. */
  readonly translations: readonly ProductTranslation[];
}

const scopeOf = (locale: Locale): CatalogScope => ({ region: locale.region, language: locale.language });

/** What a read that the page can do without becomes when it fails. */
function optional<T>(read: ResultAsync<T, InfrastructureError>, fallback: T): ResultAsync<T, never> {
  return read.orElse(() => okAsync(fallback));
}

/**
 * The locales the product exists in: the regions of its brand that price it, in both languages,
 * with its name in each language. One tile read per other region and one in the other language.
 */
function translationsOf(catalog: ProductPageServices['catalog'], locale: Locale, product: ProductDetail): ResultAsync<readonly ProductTranslation[], never> {
  const tile = (scope: CatalogScope) =>
    optional(
      catalog.listProductsByIds(scope, [product.productId]).map((tiles) => tiles[0]),
      undefined,
    );
  const otherRegions = REGIONS.filter((region) => region !== locale.region && brandSellsIn(product.brand, region));
  const otherLanguage = LANGUAGES.find((language) => language !== locale.language) ?? locale.language;
  return ResultAsync.combine([
    tile({ region: locale.region, language: otherLanguage }),
    ResultAsync.combine(otherRegions.map((region) => tile({ region, language: locale.language }).map((found) => (found ? [region] : [])))),
  ]).map(([translated, regions]) => {
    const names = { [locale.language]: product.name, [otherLanguage]: translated?.name ?? product.name };
    return [locale.region, ...regions.flat()].flatMap((region) =>
      LANGUAGES.map((language) => ({ locale: { language, region }, name: names[language] ?? product.name })),
    );
  });
}

function categoryOf(catalog: ProductPageServices['catalog'], locale: Locale, product: ProductDetail): ResultAsync<ProductPage['category'], never> {
  const wanted = product.categories[0];
  if (wanted === undefined) return okAsync(null);
  return optional(
    catalog.listCategories(scopeOf(locale), product.brand).map((categories) => {
      const category = categories.find((candidate) => candidate.name === wanted);
      const path = category && categoryListingPaths(locale, product.brand, categories).get(category.categoryId);
      return category && path ? { name: category.name, path } : null;
    }),
    null,
  );
}

/**
 * Everything a product page shows. Only the product itself is required (`NOT_FOUND` when the
 * region does not sell it); related products, reviews, breadcrumbs and translations are left
 * out when they cannot be read.
 */
export function loadProductPage(services: ProductPageServices, request: ProductPageRequest): ResultAsync<ProductPage, InfrastructureError> {
  const { locale, sku } = request;
  return services.catalog.getProductBySku(scopeOf(locale), sku).andThen((product) =>
    ResultAsync.combine([
      optional(services.catalog.listRelatedProducts(scopeOf(locale), product.sku, RELATED_PRODUCTS_LIMIT), []),
      optional<ReviewsSection | null>(readReviewsSection(services.reviews, locale, product.sku, request.reviewSort, request.reviewPage), null),
      categoryOf(services.catalog, locale, product),
      translationsOf(services.catalog, locale, product),
    ]).map(([related, reviews, category, translations]) => ({
      product,
      stock: stockStateOf(product.inventory),
      related,
      reviews,
      category,
      translations,
    })),
  );
}
