import type { Inventory } from '@storefront/core/catalog';

/** What a product page says about stock. */
export type StockState = 'in-stock' | 'low-stock' | 'sold-out';

/** Sold out with nothing to sell; low stock at or under the warning level; else in stock. */
export function stockStateOf(inventory: Inventory): StockState {
  if (!inventory.isInStock || inventory.availableToSell <= 0) return 'sold-out';
  if (inventory.availableToSell <= inventory.warningLevel) return 'low-stock';
  return 'in-stock';
}
