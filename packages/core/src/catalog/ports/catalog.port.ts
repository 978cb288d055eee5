import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../shared/errors.js';
import type { Brand } from '../../locale/domain/brand.js';
import type { Language, Region } from '../../locale/domain/locale.js';
import type { ProductSummary } from '../domain/product.js';
import type { Category, ProductDetail } from '../domain/product-detail.js';

export const CatalogPort = Symbol.for('storefront.CatalogPort');

export interface FeaturedProductsQuery {
  readonly region: Region;
  readonly language: Language;
  readonly brand: Brand;
  readonly limit: number;
}

/** Which store and language a catalogue read speaks for. */
export interface CatalogScope {
  readonly region: Region;
  readonly language: Language;
}

/** The catalogue of one region's store. */
export interface CatalogPort {
  /** The products a brand home shows first: newest first, in the shopper's language and the region's prices. */
  listFeaturedProducts(query: FeaturedProductsQuery): ResultAsync<readonly ProductSummary[], InfrastructureError>;
  /** One product page by its SKU (the `product_sku` parameter); `NOT_FOUND` when the region does not sell it. */
  getProductBySku(scope: CatalogScope, sku: string): ResultAsync<ProductDetail, InfrastructureError>;
  /** Tiles for the given product ids, in the order asked; ids the region does not sell are left out. */
  listProductsByIds(scope: CatalogScope, productIds: readonly number[]): ResultAsync<readonly ProductSummary[], InfrastructureError>;
  /** Products shown as "you may also like" under a product, at most `limit`. */
  listRelatedProducts(scope: CatalogScope, sku: string, limit: number): ResultAsync<readonly ProductSummary[], InfrastructureError>;
  /** The category tree of a brand in the region, parents before children. */
  listCategories(scope: CatalogScope, brand: Brand): ResultAsync<readonly Category[], InfrastructureError>;
  /** Whether a product of any region and brand shows the image at `path` (`/images/...`), as its picture or one of its views. */
  showsImage(path: string): ResultAsync<boolean, InfrastructureError>;
}
