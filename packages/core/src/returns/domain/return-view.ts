import { money } from '../../catalog/domain/money.js';
import { familyOf } from '../../checkout/domain/payment-method.js';
import type { OrderRecord } from '../../order/domain/order.js';
import type { ReturnRefusal } from '../errors.js';
import { ibanLast4 } from './iban.js';
import { lineIdOf, paidForLines } from './refund-amount.js';
import type { ReturnEligibilityPolicy } from './return-eligibility.policy.js';
import type { ReturnableOrder } from './return-request.js';
import type { ReturnBoutique, ReturnDetail, ReturnableOrderView, ReturnSummary, StoredReturn } from './return.js';
import { refundRouteFor } from './refund-route.js';

/** When the order was delivered: its timeline's `delivered` step. */
export function deliveredAtOf(order: Pick<OrderRecord, 'timeline'>): Date | undefined {
  return order.timeline.find((event) => event.status === 'delivered')?.at;
}

/** Units of each line on the order's returns that were not rejected. */
export function unitsOnReturns(earlier: readonly StoredReturn[]): ReadonlyMap<string, number> {
  const units = new Map<string, number>();
  for (const entry of earlier) {
    if (entry.status === 'rejected') continue;
    for (const line of entry.lines) units.set(line.lineId, (units.get(line.lineId) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * The order as the eligibility policy judges it: each line's quantity is what is still
 * returnable, units on earlier returns that were not rejected taken off, so the same units
 * cannot go back twice.
 */
export function returnableOrderOf(order: OrderRecord, earlier: readonly StoredReturn[]): ReturnableOrder {
  const returned = unitsOnReturns(earlier);
  const deliveredAt = deliveredAtOf(order);
  return {
    orderId: order.reference,
    region: order.region,
    paymentMethod: familyOf(order.payment.method),
    ...(deliveredAt === undefined ? {} : { deliveredAt }),
    lines: order.lines.map((line) => ({
      lineId: lineIdOf(line),
      sku: line.sku,
      kind: line.kind,
      quantity: Math.max(0, line.quantity - (returned.get(lineIdOf(line)) ?? 0)),
      pierced: line.pierced,
      ...(line.bundleId === undefined || line.bundleId === null ? {} : { bundleId: line.bundleId }),
    })),
  };
}

/** The refusals that keep a line out of any return: the order's window or delivery, bullion, nothing left. */
const STANDING_REFUSALS = new Set<ReturnRefusal['code']>(['RETURN_NOT_DELIVERED', 'RETURN_WINDOW_CLOSED', 'RETURN_GOLD_COIN_OR_BAR']);

/** The return form's view of an order: each line with what is left to return and why it cannot, the refund's route, the boutiques. */
export function returnableOrderView(
  order: OrderRecord,
  earlier: readonly StoredReturn[],
  policy: ReturnEligibilityPolicy,
  boutiques: readonly ReturnBoutique[],
  now: Date,
): ReturnableOrderView {
  const returnable = returnableOrderOf(order, earlier);
  const paid = paidForLines(order);
  const currency = order.totals.total.currency;
  const lines = order.lines.map((line, index) => {
    const lineId = lineIdOf(line);
    const left = returnable.lines[index]?.quantity ?? 0;
    const judged = policy.check(
      returnable,
      { kind: 'refund', reason: 'no-longer-needed', lines: [{ lineId, quantity: Math.max(1, left), condition: 'unused', completePackaging: true, sealIntact: true }] },
      now,
    );
    const refusals: ReturnRefusal[] = judged.isErr() ? judged.error.filter((refusal) => STANDING_REFUSALS.has(refusal.code)) : [];
    if (left === 0) refusals.push({ code: 'RETURN_ALREADY_RETURNED', params: { lineId } });
    return {
      lineId,
      sku: line.sku,
      name: line.name,
      options: line.options,
      imageUrl: line.imageUrl,
      quantityOrdered: line.quantity,
      quantityReturnable: refusals.length === 0 ? left : 0,
      unitPricePaid: money(Math.floor((paid.get(lineId) ?? 0) / line.quantity), currency),
      pierced: line.pierced,
      ...(line.bundleId === undefined || line.bundleId === null ? {} : { bundleId: line.bundleId }),
      refusals,
    };
  });
  const refund = refundRouteFor(returnable.paymentMethod);
  const windowEndsAt = policy.windowEndsAt(returnable);
  return {
    orderReference: order.reference,
    lines,
    refund,
    needsBankAccount: refund.kind === 'bank-transfer',
    ...(windowEndsAt === undefined ? {} : { windowEndsAt }),
    boutiques,
  };
}

/** A row of My Returns. */
export function returnSummaryOf(entry: StoredReturn): ReturnSummary {
  return {
    reference: entry.reference,
    orderReference: entry.orderReference,
    status: entry.status,
    requestedAt: entry.requestedAt,
    refundAmount: entry.refundAmount,
    lineCount: entry.lines.length,
  };
}

/** One return as its owner sees it: the order's names and pictures for its lines, only the IBAN's last four. */
export function returnDetailOf(entry: StoredReturn, order: Pick<OrderRecord, 'lines'>): ReturnDetail {
  return {
    reference: entry.reference,
    orderReference: entry.orderReference,
    status: entry.status,
    history: entry.history,
    lines: entry.lines.map((line) => {
      const ordered = order.lines.find((candidate) => lineIdOf(candidate) === line.lineId);
      return { lineId: line.lineId, name: ordered?.name ?? '', sku: ordered?.sku ?? '', imageUrl: ordered?.imageUrl ?? '', quantity: line.quantity, refundMinor: line.refund.amountMinor };
    }),
    reason: entry.reason,
    handover: entry.handover,
    refundRoute: entry.refundRoute,
    refundAmount: entry.refundAmount,
    ...(entry.bankAccount === undefined ? {} : { ibanLast4: ibanLast4(entry.bankAccount.iban) }),
    ...(entry.rejectionNote === undefined ? {} : { rejectionNote: entry.rejectionNote }),
    requestedAt: entry.requestedAt,
  };
}
