import type { ProductSummary } from '../domain/product.js';

/** Builds product summaries for tests: `aProduct().withSku('R-1').build()`. */
export function aProduct() {
  let product: ProductSummary = {
    productId: 1,
    sku: 'RING-0001',
    name: 'Solitaire Ring',
    brand: 'lazurde',
    price: { amountMinor: 150_000, currency: 'SAR' },
    imageUrl: '/images/RING-0001.svg',
    inStock: true,
    availableToSell: 12,
    warningLevel: 3,
  };
  const builder = {
    withSku(sku: string) {
      product = { ...product, sku };
      return builder;
    },
    withName(name: string) {
      product = { ...product, name };
      return builder;
    },
    /** Stock in the region: 0 sells out, at or under the warning level (3) is low. */
    withStock(availableToSell: number, warningLevel = 3) {
      product = { ...product, inStock: availableToSell > 0, availableToSell, warningLevel };
      return builder;
    },
    build(): ProductSummary {
      return product;
    },
  };
  return builder;
}
