import { okAsync } from 'neverthrow';
import type { CatalogScope } from '../../catalog/ports/catalog.port.js';
import { aProduct } from '../../catalog/test-support/product.builder.js';
import { fakeCatalog } from '../../shared/test-support/fake-read-ports.js';

/** The Arabic name the catalogue gives today to the order builder's ring (product 101, sold as "Solitaire Ring"). */
export const RING_IN_ARABIC = 'خاتم سوليتير';

/**
 * A catalogue that names the builder's ring (product 101) in Arabic and nothing else: a line of
 * another product, or in English, keeps the name it was sold under. Every read is kept in `reads`.
 */
export function namingCatalog() {
  const reads: { scope: CatalogScope; productIds: readonly number[] }[] = [];
  const catalog = fakeCatalog({
    listProductsByIds: (scope, productIds) => {
      reads.push({ scope, productIds });
      return okAsync(scope.language === 'ar' ? [{ ...aProduct().withName(RING_IN_ARABIC).build(), productId: 101 }] : []);
    },
  });
  return { catalog, reads };
}
