import type { Brand, Language, Region } from '@storefront/core/locale';

/** The kinds of CMS entry the demo writes, as the engine's content store names them. */
export const CONTENT_KINDS = {
  header: 'header',
  navigation: 'navigation',
  popularSearchTerms: 'popular-search-terms',
  promoBar: 'promo-bar',
  footer: 'footer',
  page: 'page',
  faq: 'faq',
  brandCards: 'brand-cards',
} as const;

/** One CMS entry in one language; `region` null when every region shares it. */
export interface DemoContentEntry {
  readonly kind: (typeof CONTENT_KINDS)[keyof typeof CONTENT_KINDS];
  readonly key: string;
  readonly language: Language;
  readonly region: Region | null;
  readonly brandCode: Brand;
  readonly body: unknown;
}
