import type { CartLine } from './cart.js';

/** Stock of one SKU in the cart's region. */
export interface StockLevel {
  readonly isInStock: boolean;
  readonly availableToSell: number;
}

/** A cart line with the two flags the cart page shows. */
export type CheckedCartLine<L extends Pick<CartLine, 'sku' | 'quantity'> = CartLine> = L & {
  readonly hasStock: boolean;
  /** The line asks for more units than can be sold: the shopper must lower it before checkout. */
  readonly exceedingQuantity: boolean;
};

export interface InventoryCheck<L extends Pick<CartLine, 'sku' | 'quantity'>> {
  readonly lines: readonly CheckedCartLine<L>[];
  /** Checkout may start only when every line is in stock and within what can be sold. */
  readonly canCheckout: boolean;
}

/**
 * Flags each line against the region's stock. A SKU missing from the stock list counts as out
 * of stock: offering to sell what the catalogue cannot vouch for ends in a cancelled order.
 */
export function checkInventory<L extends Pick<CartLine, 'sku' | 'quantity'>>(
  lines: readonly L[],
  stock: ReadonlyMap<string, StockLevel>,
): InventoryCheck<L> {
  const checked = lines.map((line) => {
    const level = stock.get(line.sku);
    const available = level?.isInStock ? Math.max(0, level.availableToSell) : 0;
    return { ...line, hasStock: available > 0, exceedingQuantity: line.quantity > available };
  });
  return { lines: checked, canCheckout: checked.every((line) => line.hasStock && !line.exceedingQuantity) };
}
