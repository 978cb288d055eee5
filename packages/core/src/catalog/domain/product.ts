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
  /** Units the region can still sell, over every variant and location (as the product page counts them). */
  readonly availableToSell: number;
  /** At or below this many units the product is low on stock (the product page's level). */
  readonly warningLevel: number;
}

/** What a tile or a product page says about stock. */
export type StockState = 'in-stock' | 'low-stock' | 'sold-out';

/** Sold out with nothing to sell; low stock at or under the warning level; else in stock. */
export function stockStateOf(stock: { readonly availableToSell: number; readonly warningLevel: number; readonly inStock?: boolean }): StockState {
  if (stock.inStock === false || stock.availableToSell <= 0) return 'sold-out';
  if (stock.availableToSell <= stock.warningLevel) return 'low-stock';
  return 'in-stock';
}
