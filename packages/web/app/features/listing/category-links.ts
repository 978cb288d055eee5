import type { HomeCategory } from '@storefront/core/catalog';
import { brandHomeUrl, type Brand, type Locale } from '@storefront/core/locale';
import { categorySlugIn, type CategorySlug } from '@storefront/core/search';

/** The categories a brand home and an empty listing point to when the catalogue names none. */
export const MAIN_CATEGORIES: readonly CategorySlug[] = [
  'rings',
  'bracelets',
  'earrings',
  'necklaces-pendants',
  'sets',
  'gold-jewelry',
  'diamond-jewelry',
  'new-in',
];

export const POPULAR_CATEGORIES: readonly CategorySlug[] = ['rings', 'bracelets', 'earrings', 'necklaces-pendants', 'gold-jewelry'];

export interface CategoryLink {
  readonly slug: CategorySlug;
  readonly href: string;
  /** The catalogue's name for it; the translation of the slug otherwise. */
  readonly name?: string;
}

/** A category listing of a brand, its slug in the page's language: `/ar-sa/miss-l/خواتم`. */
export function categoryHref(brand: Brand, locale: Locale, slug: CategorySlug): string {
  return `${brandHomeUrl(brand, locale)}/${encodeURIComponent(categorySlugIn(slug, locale.language))}`;
}

export function fixedCategoryLinks(brand: Brand, locale: Locale, slugs: readonly CategorySlug[]): readonly CategoryLink[] {
  return slugs.map((slug) => ({ slug, href: categoryHref(brand, locale, slug) }));
}

/** The top of the brand's category tree in the region, or the main categories when the catalogue cannot say. */
export function brandCategoryLinks(categories: readonly HomeCategory[], brand: Brand, locale: Locale): readonly CategoryLink[] {
  const links = categories.map(({ slug, name }): CategoryLink => ({ slug, href: categoryHref(brand, locale, slug), name }));
  return links.length > 0 ? links : fixedCategoryLinks(brand, locale, MAIN_CATEGORIES);
}
