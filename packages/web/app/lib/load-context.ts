import { createContext } from 'react-router';
import type {
  BuildSearchRequest,
  CatalogPort,
  ContentPort,
  ListFeaturedProducts,
  ParseListingUrl,
  ReadContentPage,
  ReviewPort,
  SearchProducts,
  StoreLocatorPolicy,
  VatPolicy,
} from '@storefront/core';

/**
 * What server-side loaders may use: the core's use cases (and, where the core has no use case
 * beyond a read, the port's reads), handed over by the web composition root.
 * Loaders never see adapters, the container or the database.
 */
export interface StorefrontServices {
  readonly listFeaturedProducts: ListFeaturedProducts;
  readonly parseListingUrl: ParseListingUrl;
  readonly buildSearchRequest: BuildSearchRequest;
  readonly searchProducts: SearchProducts;
  readonly catalog: CatalogPort;
  readonly reviews: ReviewPort;
  readonly content: ContentPort;
  readonly readContentPage: ReadContentPage;
  /** Where the store locator is offered: its page, header icon, menu entry and footer links follow it. */
  readonly storeLocator: StoreLocatorPolicy;
  /** The region's VAT rate, named beside a product's price. */
  readonly vat: VatPolicy;
}

/** The typed key under which each request's router context carries the services. */
export const storefrontContext = createContext<StorefrontServices>();
