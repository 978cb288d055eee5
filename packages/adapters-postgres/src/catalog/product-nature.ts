import { z } from 'zod';
import { PRODUCT_KINDS, productNature, type CatalogueKind, type ProductNature } from '@storefront/core/catalog';

/** A product's kind as the `products` and `order_lines` tables keep it. */
export const productKindSchema = z.enum(PRODUCT_KINDS as [CatalogueKind, ...CatalogueKind[]]);

/** A product's kind and pierced flag read back from its row, as the catalogue knows them. */
export function natureOf(row: { readonly kind: string; readonly pierced: boolean }): ProductNature {
  return productNature(productKindSchema.parse(row.kind), row.pierced);
}
