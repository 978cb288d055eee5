import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Brand } from '../../../locale/domain/brand.js';
import { notFound, type InfrastructureError } from '../../../shared/errors.js';
import { parseSku } from '../../domain/sku.js';
import type { CatalogPort, CatalogScope } from '../../ports/catalog.port.js';
import type { Category, ProductDetail } from '../../domain/product-detail.js';
import type { ProductSummary } from '../../domain/product.js';

/** No image path of the catalogue is longer; a longer one is no product's and is not looked up. */
export const MAX_IMAGE_PATH_LENGTH = 512;

/** The spec's catalogue page limit: at most this many products are read by id at once. */
export const CATALOGUE_PAGE_LIMIT = 250;

/**
 * The catalogue reads the API and the pages expose: a product by SKU, tiles by id, related
 * products and the category tree, in the scope's language and prices. Ids are de-duplicated and
 * capped at the catalogue page limit so one request cannot ask for the whole catalogue.
 */
export class ReadCatalogue {
  constructor(private readonly catalog: CatalogPort) {}

  /**
   * One product page; `NOT_FOUND` when the region does not sell it, or when the value can be no
   * SKU (empty, too long, a control character): it names no product, as on the page (decision 0015).
   */
  productBySku(scope: CatalogScope, sku: string): ResultAsync<ProductDetail, InfrastructureError> {
    const parsed = parseSku(sku);
    return parsed === undefined ? errAsync(notFound('product', sku)) : this.catalog.getProductBySku(scope, parsed);
  }

  /** Tiles in the order asked, first occurrence of each id, at most 250. */
  productsByIds(scope: CatalogScope, productIds: readonly number[]): ResultAsync<readonly ProductSummary[], InfrastructureError> {
    const unique = [...new Set(productIds)].slice(0, CATALOGUE_PAGE_LIMIT);
    return this.catalog.listProductsByIds(scope, unique);
  }

  /** "You may also like" under a product. */
  relatedProducts(scope: CatalogScope, sku: string, limit = 8): ResultAsync<readonly ProductSummary[], InfrastructureError> {
    const parsed = parseSku(sku);
    if (parsed === undefined) return errAsync(notFound('product', sku));
    return this.catalog.listRelatedProducts(scope, parsed, Math.min(Math.max(limit, 1), 24));
  }

  /** A brand's category tree in the region, parents first. */
  categories(scope: CatalogScope, brand: Brand): ResultAsync<readonly Category[], InfrastructureError> {
    return this.catalog.listCategories(scope, brand);
  }

  /**
   * Whether some product shows the image at `path`: only such pictures are the catalogue's to
   * render (decision 0915). A value that can be no image path is answered without a lookup.
   */
  showsImage(path: string): ResultAsync<boolean, InfrastructureError> {
    if (!path.startsWith('/images/') || path.length > MAX_IMAGE_PATH_LENGTH) return okAsync(false);
    return this.catalog.showsImage(path);
  }
}
