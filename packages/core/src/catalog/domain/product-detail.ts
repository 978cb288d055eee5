import type { Brand } from '../../locale/domain/brand.js';
import type { Money } from './money.js';
import type { ProductSummary } from './product.js';

/** Stock of a product in one region. */
export interface Inventory {
  readonly isInStock: boolean;
  readonly availableToSell: number;
  /** At or below this many units the page may say "only a few left". */
  readonly warningLevel: number;
}

export interface ProductVariant {
  readonly variantId: number;
  readonly sku: string;
  /** Option name to value: `{ Size: '52' }`. */
  readonly options: Readonly<Record<string, string>>;
  readonly inventory: Inventory;
}

/** Everything a product page shows, in one language and one region's prices. */
export interface ProductDetail {
  readonly productId: number;
  readonly sku: string;
  readonly name: string;
  readonly description: string;
  readonly brand: Brand;
  readonly images: readonly { readonly url: string; readonly alt: string }[];
  readonly categories: readonly string[];
  readonly customFields: Readonly<Record<string, string>>;
  readonly price: Money;
  /** Present only when the product is on sale below its price. */
  readonly salePrice?: Money;
  readonly inventory: Inventory;
  readonly variants: readonly ProductVariant[];
  readonly reviewSummary: { readonly summationOfRatings: number; readonly numberOfReviews: number };
}

/** A category of the catalogue tree, for navigation and listing headers. */
export interface Category {
  readonly categoryId: number;
  readonly slug: string;
  readonly name: string;
  readonly parentId?: number;
}

/** The saving of a product on sale, in whole percent, as "biggest saving" sorts by; 0 when not on sale. */
export function salePercentage(product: Pick<ProductSummary, 'price' | 'salePrice'>): number {
  const { price, salePrice } = product;
  if (salePrice === undefined || price.amountMinor <= 0 || salePrice.amountMinor >= price.amountMinor) return 0;
  return Math.floor(((price.amountMinor - salePrice.amountMinor) * 100) / price.amountMinor);
}
