import type { Region } from '../../locale/domain/locale.js';
import type { PaymentMethodFamily } from '../domain/refund-route.js';
import type { ReturnableOrder, ReturnableOrderLine, ReturnLineRequest, ReturnRequest } from '../domain/return-request.js';
import type { ReturnReason } from '../domain/return-reasons.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Builds an order to return from: `anOrder().deliveredDaysBefore(now, 3).withLine(aGoldBar).build()`. */
export function anOrder() {
  let order: ReturnableOrder = {
    orderId: 'ORD-1',
    region: 'sa',
    paymentMethod: 'card',
    deliveredAt: new Date('2025-03-01T10:00:00Z'),
    lines: [{ lineId: 'L1', sku: 'RING-1', kind: 'jewellery', quantity: 1, pierced: false }],
  };
  const builder = {
    inRegion(region: Region) {
      order = { ...order, region };
      return builder;
    },
    paidBy(paymentMethod: PaymentMethodFamily) {
      order = { ...order, paymentMethod };
      return builder;
    },
    deliveredDaysBefore(now: Date, days: number) {
      order = { ...order, deliveredAt: new Date(now.getTime() - days * DAY_MS) };
      return builder;
    },
    notDelivered() {
      const { deliveredAt: _ignored, ...rest } = order;
      order = rest;
      return builder;
    },
    withLines(...lines: ReturnableOrderLine[]) {
      order = { ...order, lines };
      return builder;
    },
    build(): ReturnableOrder {
      return order;
    },
  };
  return builder;
}

/** A return of the given lines, unused and complete unless overridden. */
export function aReturnOf(lines: readonly Partial<ReturnLineRequest>[] = [{}], reason: ReturnReason = 'no-longer-needed'): ReturnRequest {
  return {
    kind: 'refund',
    reason,
    lines: lines.map((line) => ({ lineId: 'L1', quantity: 1, condition: 'unused', completePackaging: true, ...line })),
  };
}
