import { money, type Money } from '../../catalog/domain/money.js';
import type { OrderRecord, OrderRecordLine } from '../../order/domain/order.js';
import type { StoredReturn } from './return.js';

/**
 * What the goods of each line cost the shopper (decision 1313): the line's total (its own
 * discount off) less its share of any discount given on the whole order, shared by the lines'
 * totals. Shipping and the cash-on-delivery fee are not goods and are not refunded.
 */
export function paidForLines(order: Pick<OrderRecord, 'lines' | 'totals'>): ReadonlyMap<string, number> {
  const linesTotal = order.lines.reduce((sum, line) => sum + line.total.amountMinor, 0);
  const lineDiscounts = order.lines.reduce((sum, line) => sum + line.discount.amountMinor, 0);
  const orderDiscount = Math.max(0, order.totals.discount.amountMinor - lineDiscounts);
  const paid = new Map<string, number>();
  for (const line of order.lines) {
    const share = linesTotal === 0 ? 0 : Math.floor((orderDiscount * line.total.amountMinor) / linesTotal);
    paid.set(lineIdOf(line), Math.max(0, line.total.amountMinor - share));
  }
  return paid;
}

/** An order line's id in returns: its position in the order. */
export const lineIdOf = (line: Pick<OrderRecordLine, 'position'>): string => String(line.position);

/**
 * What `quantity` more units of a line refund when `before` units of it are already on returns:
 * the cumulative share of what the line cost, rounded down, so every unit of a line returned one
 * at a time adds up to exactly what the line cost.
 */
export function refundForUnits(linePaid: number, lineQuantity: number, before: number, quantity: number): number {
  if (lineQuantity <= 0) return 0;
  return Math.floor((linePaid * (before + quantity)) / lineQuantity) - Math.floor((linePaid * before) / lineQuantity);
}

/** What the order's earlier returns (not rejected) have refunded or will refund. */
export function committedRefunds(earlier: readonly StoredReturn[]): number {
  return earlier.filter((entry) => entry.status !== 'rejected').reduce((sum, entry) => sum + entry.refundAmount.amountMinor, 0);
}

/** What is left of the order's paid total to refund: never below nothing. */
export function refundableLeft(order: Pick<OrderRecord, 'totals'>, earlier: readonly StoredReturn[]): Money {
  const total = order.totals.total;
  return money(Math.max(0, total.amountMinor - committedRefunds(earlier)), total.currency);
}
