import type { CatalogueKind } from '../../catalog/domain/product-kind.js';
import type { CartVariantFacts } from '../domain/cart-state.js';

/** Builds catalogue facts of a variant: `aVariant(7).ofProduct(3).priced(150_00).inStock(2).build()`. */
export function aVariant(variantId: number) {
  let facts: CartVariantFacts = {
    productId: 100 + variantId,
    variantId,
    sku: `SKU-${variantId}`,
    productSku: `SKU-${variantId}`,
    name: `Piece ${variantId}`,
    options: null,
    imageUrl: `/images/SKU-${variantId}.svg`,
    kind: 'jewellery',
    pierced: false,
    priceMinor: 1_000_00,
    salePriceMinor: null,
    availableToSell: 10,
  };
  const builder = {
    ofProduct(productId: number) {
      facts = { ...facts, productId, productSku: `SKU-P${productId}` };
      return builder;
    },
    priced(priceMinor: number, salePriceMinor: number | null = null) {
      facts = { ...facts, priceMinor, salePriceMinor };
      return builder;
    },
    /** A gold coin or bar, or jewellery that is pierced or not, as the catalogue says. */
    ofKind(kind: CatalogueKind, pierced = false) {
      facts = { ...facts, kind, pierced };
      return builder;
    },
    inStock(availableToSell: number) {
      facts = { ...facts, availableToSell };
      return builder;
    },
    build(): CartVariantFacts {
      return facts;
    },
  };
  return builder;
}
