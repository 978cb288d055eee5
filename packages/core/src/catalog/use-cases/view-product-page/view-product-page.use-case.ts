import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { BRANDS, brandSellsIn, type Brand } from '../../../locale/domain/brand.js';
import { LANGUAGES, REGIONS, type Locale } from '../../../locale/domain/locale.js';
import type { VatPolicy, VatRateBasisPoints } from '../../../locale/domain/vat.policy.js';
import { parseReviewSort, type Review, type ReviewSort, type ReviewSummary } from '../../../reviews/domain/review.js';
import { parseReviewPage, reviewPageCount } from '../../../reviews/domain/review-pages.js';
import type { ReviewPort } from '../../../reviews/ports/review.port.js';
import { notFound, type DomainError, type InfrastructureError } from '../../../shared/errors.js';
import type { ProductSummary } from '../../domain/product.js';
import type { ProductDetail } from '../../domain/product-detail.js';
import { parseSku } from '../../domain/sku.js';
import type { CatalogPort, CatalogScope } from '../../ports/catalog.port.js';

/** At most this many "you may also like" tiles. */
export const RELATED_PRODUCTS_LIMIT = 8;

/** The product page as its address asks for it; every value as it arrived, read here leniently. */
export interface ViewProductPageInput {
  readonly locale: Locale;
  /** The `product_sku` parameter: a value that can be no SKU names no product. */
  readonly sku: string | null | undefined;
  readonly reviewSort?: string | null | undefined;
  readonly reviewPage?: string | null | undefined;
}

/** One page of the product's published reviews, the locale's language first. */
export interface ProductReviewsSection {
  readonly reviews: readonly Review[];
  readonly summary: ReviewSummary;
  readonly sort: ReviewSort;
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

/** The product's name in one of the locales it is sold in, for its address there. */
export interface ProductTranslation {
  readonly locale: Locale;
  readonly name: string;
}

export interface ProductPageView {
  readonly product: ProductDetail;
  readonly related: readonly ProductSummary[];
  /** `null` when the reviews could not be read: the product is still shown. */
  readonly reviews: ProductReviewsSection | null;
  /** The product's first category and the slugs of its listing below the brand home (parent first), for the breadcrumbs. */
  readonly category: { readonly name: string; readonly slugPath: readonly string[] } | null;
  /** Every locale the product is sold in, this one included. */
  readonly translations: readonly ProductTranslation[];
  /** The region's VAT rate, named under the price. */
  readonly vatRate: VatRateBasisPoints;
}

/**
 * A product page fails only when the product itself cannot be shown: `NOT_FOUND`, or
 * `BRAND_NOT_IN_REGION` for a piece of a brand that only other regions' stores sell (a Waves piece
 * asked for in the UAE), so the shopper is told where it is sold rather than that it does not exist.
 */
export type ViewProductPageError = InfrastructureError | DomainError<'BRAND_NOT_IN_REGION', { brand: Brand; region: string }>;

const scopeOf = (locale: Locale): CatalogScope => ({ region: locale.region, language: locale.language });

/** A read the page can do without becomes its fallback when it fails. */
function optional<T>(read: ResultAsync<T, InfrastructureError>, fallback: T): ResultAsync<T, never> {
  return read.orElse(() => okAsync(fallback));
}

/**
 * Everything a product page shows (`/{locale}/p/{slug}?product_sku=SKU`). Only the product itself
 * is required: a value that can be no SKU, or a SKU the region does not sell, is `NOT_FOUND`.
 * Related products, reviews, the breadcrumb's category and the other locales' names are left out
 * when they cannot be read.
 */
export class ViewProductPage {
  constructor(
    private readonly catalog: CatalogPort,
    private readonly reviews: ReviewPort,
    private readonly vat: VatPolicy,
  ) {}

  execute(input: ViewProductPageInput): ResultAsync<ProductPageView, ViewProductPageError> {
    const { locale } = input;
    const sku = parseSku(input.sku);
    if (sku === undefined) return errAsync(notFound('product', String(input.sku ?? '')));
    const sort = parseReviewSort(input.reviewSort ?? undefined);
    const page = parseReviewPage(input.reviewPage);
    return this.catalog
      .getProductBySku(scopeOf(locale), sku)
      // An address whose SKU the engine cannot read names no product, as on the API (decision 0015).
      .mapErr((error) => (error.code === 'INVALID' ? notFound('product', sku) : error))
      .orElse((error) => (error.code === 'NOT_FOUND' ? this.soldOnlyElsewhere(locale, sku, error) : errAsync(error)))
      .andThen((product) =>
        ResultAsync.combine([
          optional(this.catalog.listRelatedProducts(scopeOf(locale), product.sku, RELATED_PRODUCTS_LIMIT), []),
          optional<ProductReviewsSection | null>(this.reviewsSection(locale, product.sku, sort, page), null),
          this.categoryOf(locale, product),
          this.translationsOf(locale, product),
        ]).map(([related, reviews, category, translations]) => ({
          product,
          related,
          reviews,
          category,
          translations,
          vatRate: this.vat.rateOf(locale.region),
        })),
      );
  }

  /**
   * A SKU this region does not sell: `BRAND_NOT_IN_REGION` when it is a piece of a brand this region
   * does not carry, found in a store that does; the `NOT_FOUND` as it was otherwise.
   */
  private soldOnlyElsewhere(locale: Locale, sku: string, missing: InfrastructureError): ResultAsync<ProductDetail, ViewProductPageError> {
    const elsewhere = BRANDS.filter((brand) => !brandSellsIn(brand, locale.region)).flatMap((brand) =>
      REGIONS.filter((region) => brandSellsIn(brand, region)).map((region) => ({ brand, region })),
    );
    const found = elsewhere.map(({ brand, region }) =>
      optional(
        this.catalog.getProductBySku({ region, language: locale.language }, sku).map((product) => (product.brand === brand ? brand : undefined)),
        undefined,
      ),
    );
    return ResultAsync.combine(found).andThen((brands) => {
      const brand = brands.find((candidate) => candidate !== undefined);
      return brand === undefined ? errAsync(missing) : errAsync({ code: 'BRAND_NOT_IN_REGION' as const, params: { brand, region: locale.region } });
    });
  }

  private reviewsSection(locale: Locale, sku: string, sort: ReviewSort, page: number): ResultAsync<ProductReviewsSection, InfrastructureError> {
    const current = this.reviews.listPublished(locale, sku, sort, page);
    // The page count comes from the first page's length, the port's own page size.
    const first = page > 1 ? this.reviews.listPublished(locale, sku, sort, 1) : okAsync(null);
    return ResultAsync.combine([current, first]).map(([shown, firstPage]) => ({
      reviews: shown.reviews,
      summary: shown.summary,
      sort,
      page,
      pageCount: reviewPageCount(shown.total, (firstPage ?? shown).reviews.length),
      total: shown.total,
    }));
  }

  private categoryOf(locale: Locale, product: ProductDetail): ResultAsync<ProductPageView['category'], never> {
    const wanted = product.categories[0];
    if (wanted === undefined) return okAsync(null);
    return optional(
      this.catalog.listCategories(scopeOf(locale), product.brand).map((categories) => {
        const category = categories.find((candidate) => candidate.name === wanted);
        if (category === undefined) return null;
        const parent = category.parentId === undefined ? undefined : categories.find((candidate) => candidate.categoryId === category.parentId);
        return { name: category.name, slugPath: parent ? [parent.slug, category.slug] : [category.slug] };
      }),
      null,
    );
  }

  /**
   * The locales the product exists in: the regions of its brand that price it, in both languages,
   * with its name in each language. One tile read per other region and one in the other language.
   */
  private translationsOf(locale: Locale, product: ProductDetail): ResultAsync<readonly ProductTranslation[], never> {
    const tile = (scope: CatalogScope) => optional(this.catalog.listProductsByIds(scope, [product.productId]).map((tiles) => tiles[0]), undefined);
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
}
