import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderedLine } from '@storefront/core/cart';
import type { Money } from '@storefront/core/catalog';
import type { Region } from '@storefront/core/locale';
import { ORDER_STATUSES, type OrderPort } from '@storefront/core/order';

/** An order the harness placed, and what the port should answer about it. */
export interface KnownOrder {
  readonly orderId: string;
  readonly itemCount: number;
  readonly total: Money;
  readonly lines: readonly OrderedLine[];
}

export interface OrderContractSubject {
  readonly port: OrderPort;
  readonly region: Region;
  /** The shopper's email as the orders were placed with it. */
  readonly customerEmail: string;
  /** The shopper's orders in `region`, oldest first (at least two). */
  readonly orders: readonly KnownOrder[];
  /** An order of the same email in another region's store. */
  readonly otherRegionOrderId: string;
  dispose(): Promise<void>;
}

/** The rules every `OrderPort` adapter keeps. */
export function orderPortContract(label: string, arrange: () => Promise<OrderContractSubject>): void {
  describe(`OrderPort contract: ${label}`, () => {
    let subject: OrderContractSubject;
    beforeAll(async () => {
      subject = await arrange();
    });
    afterAll(() => subject?.dispose());

    it('lists the shopper’s orders of the region newest first, whatever the email’s letter case', async () => {
      const listed = (await subject.port.listOrders(subject.region, subject.customerEmail.toUpperCase()))._unsafeUnwrap();

      expect(listed.map((order) => order.orderId)).toEqual([...subject.orders].reverse().map((order) => order.orderId));
      expect(listed.map((order) => order.orderId)).not.toContain(subject.otherRegionOrderId);
    });

    it('lists nothing for an email without orders', async () => {
      const listed = (await subject.port.listOrders(subject.region, 'no-orders@example.com'))._unsafeUnwrap();

      expect(listed).toEqual([]);
    });

    it('summarises an order: total in the region’s currency, item count, status and placing time', async () => {
      const known = subject.orders[0]!;
      const summary = (await subject.port.getOrder(subject.region, known.orderId))._unsafeUnwrap();

      expect(summary).toMatchObject({ orderId: known.orderId, total: known.total, itemCount: known.itemCount });
      expect(summary.placedAt).toBeInstanceOf(Date);
      expect(ORDER_STATUSES).toContain(summary.status);
    });

    it('reads an order’s lines in order, with its currency, for the abandoned-cart restore', async () => {
      const known = subject.orders[1]!;
      const lines = (await subject.port.getOrderLines(subject.region, known.orderId))._unsafeUnwrap();

      expect(lines.orderId).toBe(known.orderId);
      expect(lines.lines).toEqual(known.lines);
      expect(lines.currency).toBe(known.total.currency);
    });

    it('answers NOT_FOUND for an order of another region, for its summary and its lines', async () => {
      const summary = await subject.port.getOrder(subject.region, subject.otherRegionOrderId);
      const lines = await subject.port.getOrderLines(subject.region, subject.otherRegionOrderId);

      expect(summary._unsafeUnwrapErr().code).toBe('NOT_FOUND');
      expect(lines._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    it('answers NOT_FOUND for an order id that does not exist', async () => {
      const result = await subject.port.getOrder(subject.region, 'SA-DOESNOTEXIST');

      expect(result._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'order', id: 'SA-DOESNOTEXIST' } });
    });
  });
}
