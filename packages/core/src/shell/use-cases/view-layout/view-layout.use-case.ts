import { okAsync, ResultAsync } from 'neverthrow';
import type { Brand } from '../../../locale/domain/brand.js';
import type { Locale } from '../../../locale/domain/locale.js';
import type { FooterContent, HeaderContent, NotFoundPageContent } from '../../../content/domain/content.js';
import { withoutStoreLocatorLinks, type StoreLocatorPolicy } from '../../../content/domain/store-locator.policy.js';
import type { ContentPort } from '../../../content/ports/content.port.js';
import type { ViewNotFoundPage } from '../../../content/use-cases/view-not-found-page/view-not-found-page.use-case.js';
import type { SearchProducts } from '../../../search/use-cases/search-products/search-products.use-case.js';
import { POPULAR_SEARCH_TERMS_LIMIT, popularTermsOfConfig } from './popular-search-terms.js';

/** What every page of a locale and brand shows around itself; each part absent when it cannot be read. */
export interface LayoutView {
  /** Navigation, popular searches and the promo bar; `null` when the content service does not answer. */
  readonly header: HeaderContent | null;
  /** `null` when the content service does not answer; without store locator links where it is not offered. */
  readonly footer: FooterContent | null;
  /** The 404 page's content, for a page below that turns out not to exist. */
  readonly notFound: NotFoundPageContent | null;
  /** What the empty search box suggests; empty lets it offer popular categories instead. */
  readonly popularTerms: readonly string[];
  /** Whether the region is offered the store locator: its header icon, menu entry and footer links follow it. */
  readonly storeLocator: boolean;
}

/**
 * The shell of every page under `/{lang}-{region}` (header, footer, promo bar, the 404 page's cards,
 * popular searches, the store locator's presence). It never fails: a page renders without the parts
 * the content or search service cannot give. Popular searches come from the region's search
 * configuration, else from the header content.
 */
export class ViewLayout {
  constructor(
    private readonly content: ContentPort,
    private readonly searchProducts: SearchProducts,
    private readonly viewNotFoundPage: ViewNotFoundPage,
    private readonly storeLocator: StoreLocatorPolicy,
  ) {}

  execute(locale: Locale, brand: Brand): ResultAsync<LayoutView, never> {
    const storeLocator = this.storeLocator.offeredIn(locale.region);
    const orNull = <T>(read: ResultAsync<T, unknown>) => read.orElse(() => okAsync(null));
    return ResultAsync.combine([
      orNull(this.content.getHeader(locale, brand)),
      orNull(this.content.getFooter(locale, brand)),
      this.viewNotFoundPage.execute(locale),
      orNull(this.searchProducts.config(locale.region, 'config')),
    ]).map(([header, footer, notFound, config]) => {
      const configured = config === null ? undefined : popularTermsOfConfig(config, locale);
      return {
        header,
        footer: footer && !storeLocator ? withoutStoreLocator(footer) : footer,
        notFound,
        popularTerms: (configured ?? header?.popularSearchTerms ?? []).slice(0, POPULAR_SEARCH_TERMS_LIMIT),
        storeLocator,
      };
    });
  }
}

function withoutStoreLocator(footer: FooterContent): FooterContent {
  return { ...footer, navigation: withoutStoreLocatorLinks(footer.navigation), extendedNavigation: withoutStoreLocatorLinks(footer.extendedNavigation) };
}
