import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../shared/errors.js';
import type { Brand } from '../../locale/domain/brand.js';
import type { Language, Region } from '../../locale/domain/locale.js';
import type { ProductSummary } from '../domain/product.js';

export const CatalogPort = Symbol.for('storefront.CatalogPort');

export interface FeaturedProductsQuery {
  readonly region: Region;
  readonly language: Language;
  readonly brand: Brand;
  readonly limit: number;
}

/** The catalogue of one region's store. */
export interface CatalogPort {
  /** The products a brand home shows first: newest first, in the shopper's language and the region's prices. */
  listFeaturedProducts(query: FeaturedProductsQuery): ResultAsync<readonly ProductSummary[], InfrastructureError>;
}
