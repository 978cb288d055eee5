import { createContext } from 'react-router';
import type { ListFeaturedProducts } from '@storefront/core';

/**
 * What server-side loaders may use: the core's use cases, handed over by the web composition root.
 * Loaders never see adapters, the container or the database.
 */
export interface StorefrontServices {
  readonly listFeaturedProducts: ListFeaturedProducts;
}

/** The typed key under which each request's router context carries the services. */
export const storefrontContext = createContext<StorefrontServices>();
