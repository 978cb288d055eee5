import type { ResultAsync } from 'neverthrow';
import type { Brand } from '../../locale/domain/brand.js';
import type { Locale } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type {
  ContentPage,
  FaqEntry,
  FooterContent,
  HeaderContent,
  HelpTopic,
  HelpTopicSummary,
  NotFoundPageContent,
  StoreLocation,
} from '../domain/content.js';

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
  /** The help-centre topics published in the locale's region, in the CMS's order. */
  listHelpTopics(locale: Locale): ResultAsync<readonly HelpTopicSummary[], InfrastructureError>;
  /** One help-centre topic with its questions; `NOT_FOUND` when the region does not publish it. */
  getHelpTopic(locale: Locale, slug: string): ResultAsync<HelpTopic, InfrastructureError>;
  /** The 404 page's heading, texts and brand cards. */
  getNotFoundPage(locale: Locale): ResultAsync<NotFoundPageContent, InfrastructureError>;
  /** The region's shops for the store locator; with a brand, only that brand's boutiques. */
  listStoreLocations(locale: Locale, brand?: Brand): ResultAsync<readonly StoreLocation[], InfrastructureError>;
}
