import { Container, ContainerModule } from 'inversify';
import {
  CatalogPort,
  ContentPort,
  ReviewPort,
  type BuildSearchRequest,
  type ListFeaturedProducts,
  type ParseListingUrl,
  type ReadContentPage,
  type SearchProducts,
  type StoreLocatorPolicy,
  type VatPolicy,
} from '@storefront/core';
import type { StorefrontServices } from '../app/lib/load-context.js';
import { storefrontModule, TOKENS, type Config, type Runtime } from '@storefront/composition';

export const WEB_TOKENS = {
  StorefrontServices: Symbol.for('storefront.web.StorefrontServices'),
} as const;

/** What the web adds to the shared bindings: the services its server-side loaders receive. */
export const webModule = new ContainerModule(({ bind }) => {
  bind<StorefrontServices>(WEB_TOKENS.StorefrontServices).toResolvedValue(
    (
      listFeaturedProducts: ListFeaturedProducts,
      parseListingUrl: ParseListingUrl,
      buildSearchRequest: BuildSearchRequest,
      searchProducts: SearchProducts,
      catalog: CatalogPort,
      reviews: ReviewPort,
      content: ContentPort,
      readContentPage: ReadContentPage,
      storeLocator: StoreLocatorPolicy,
      vat: VatPolicy,
    ): StorefrontServices => ({ listFeaturedProducts, parseListingUrl, buildSearchRequest, searchProducts, catalog, reviews, content, readContentPage, storeLocator, vat }),
    [
      TOKENS.ListFeaturedProducts,
      TOKENS.ParseListingUrl,
      TOKENS.BuildSearchRequest,
      TOKENS.SearchProducts,
      CatalogPort,
      ReviewPort,
      ContentPort,
      TOKENS.ReadContentPage,
      TOKENS.StoreLocatorPolicy,
      TOKENS.VatPolicy,
    ],
  );
});

/**
 * The web's composition root: the shared bindings and the web's own. The one-process host
 * (@storefront/server) loads `webModule` beside the API's module in a container of its own, so
 * the pages and /api resolve the same singletons (one database).
 */
export function createWebContainer(config: Config, runtime: Runtime): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(storefrontModule(config, runtime), webModule);
  return container;
}
