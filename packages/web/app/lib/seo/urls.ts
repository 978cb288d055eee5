import { productSlug, type Category } from '@storefront/core/catalog';
import { brandHomeUrl, formatLocale, type Brand, type Locale } from '@storefront/core/locale';
import { encodeQueryString } from '@storefront/core/search';
import { encodePath } from './canonical';

/** The query parameter that decides which product a product page shows. */
export const PRODUCT_SKU_PARAM = 'product_sku';

/** The product page's reviews: their sort and page. */
export const REVIEW_SORT_PARAM = 'review_sort';
export const REVIEW_PAGE_PARAM = 'review_page';
/** Where the product page sends a review form posted without a script once the review is written: `published` or `pending`. */
export const REVIEW_WRITTEN_PARAM = 'review_written';

export { productSlug };

/** `/en-sa/p/solitaire-diamond-ring` (not yet percent-encoded). */
export function productPath(locale: Locale, name: string): string {
  return `/${formatLocale(locale)}/p/${productSlug(name)}`;
}

/** Whether an address is a product page's (`/{locale}/p/{slug}`): its product, named by `product_sku`, decides its brand. */
export function isProductPath(pathname: string): boolean {
  return /^\/[^/]+\/p\/[^/]+\/?$/.test(pathname);
}

/** `?product_sku=LZ-RG-1001`. */
export function productQuery(sku: string): string {
  return encodeQueryString([[PRODUCT_SKU_PARAM, sku]]);
}

/** A link to a product page: `/ar-sa/p/%D8%AE...?product_sku=LZ-RG-1001`. */
export function productHref(locale: Locale, product: { readonly name: string; readonly sku: string }): string {
  return `${encodePath(productPath(locale, product.name))}${productQuery(product.sku)}`;
}

/**
 * The listing path of each category of a brand's tree in a locale, a child below its parent
 * (`/en-sa/miss-l/gold-jewelry/18k-gold`); slugs as the tree gives them, in the locale's language.
 */
export function categoryListingPaths(locale: Locale, brand: Brand, categories: readonly Category[]): ReadonlyMap<number, string> {
  const byId = new Map(categories.map((category) => [category.categoryId, category]));
  const home = brandHomeUrl(brand, locale);
  const paths = new Map<number, string>();
  for (const category of categories) {
    const parent = category.parentId === undefined ? undefined : byId.get(category.parentId);
    paths.set(category.categoryId, [home, ...(parent ? [parent.slug] : []), category.slug].join('/'));
  }
  return paths;
}
