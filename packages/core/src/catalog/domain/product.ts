import type { Brand } from '../../locale/domain/brand.js';
import type { Money } from './money.js';

/** What a listing tile or a home page shelf needs to show a product, in one language. */
export interface ProductSummary {
  /** What a cart line or a wish list item refers to. */
  readonly productId: number;
  readonly sku: string;
  readonly name: string;
  readonly brand: Brand;
  readonly price: Money;
  /** Present only when the product is on sale below its price. */
  readonly salePrice?: Money;
  readonly imageUrl: string;
  readonly inStock: boolean;
}
