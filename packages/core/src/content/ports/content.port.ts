import type { ResultAsync } from 'neverthrow';
import type { Brand } from '../../locale/domain/brand.js';
import type { Locale } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { ContentPage, FaqEntry, FooterContent, HeaderContent, StoreLocation } from '../domain/content.js';

export const ContentPort = Symbol.for('storefront.ContentPort');

/** Editorial content of one region's store, in the locale's language. */
export interface ContentPort {
  /** Logo, navigation, popular searches and promo bar of a brand's header. */
  getHeader(locale: Locale, brand: Brand): ResultAsync<HeaderContent, InfrastructureError>;
  /** The footer of a brand's pages. */
  getFooter(locale: Locale, brand: Brand): ResultAsync<FooterContent, InfrastructureError>;
  /** A content page by slug; `NOT_FOUND` shows the 404 page. */
  getPage(locale: Locale, brand: Brand, slug: string): ResultAsync<ContentPage, InfrastructureError>;
  /** The help-centre questions of a topic (`return-policy`). */
  getFaq(locale: Locale, topic: string): ResultAsync<readonly FaqEntry[], InfrastructureError>;
  /** The region's shops for the store locator. */
  listStoreLocations(locale: Locale): ResultAsync<readonly StoreLocation[], InfrastructureError>;
}
