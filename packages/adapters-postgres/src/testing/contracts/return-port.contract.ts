import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Region } from '@storefront/core/locale';
import { refundRouteFor, type PaymentMethodFamily, type ReturnPort, type ReturnRequest } from '@storefront/core/returns';

export interface ReturnContractSubject {
  readonly port: ReturnPort;
  readonly region: Region;
  readonly otherRegion: Region;
  readonly customerId: number;
  readonly otherCustomerId: number;
  /** A delivered order of the customer with two lines, the first of quantity 2 or more. */
  readonly order: {
    readonly orderId: string;
    readonly paymentMethod: PaymentMethodFamily;
    readonly deliveredAt: Date;
    readonly lines: readonly { readonly lineId: string; readonly sku: string; readonly quantity: number }[];
  };
  /** An order of the other customer, in the same region. */
  readonly otherCustomersOrderId: string;
  dispose(): Promise<void>;
}

/** The rules every `ReturnPort` adapter keeps. */
export function returnPortContract(label: string, arrange: () => Promise<ReturnContractSubject>): void {
  describe(`ReturnPort contract: ${label}`, () => {
    let subject: ReturnContractSubject;
    beforeAll(async () => {
      subject = await arrange();
    });
    afterAll(() => subject?.dispose());

    const aReturn = (lineId: string, quantity = 1): ReturnRequest => ({
      kind: 'refund',
      reason: 'no-longer-needed',
      lines: [{ lineId, quantity, condition: 'unused', completePackaging: true }],
    });

    it('finds the customer’s own order with its lines, payment method and delivery date', async () => {
      const order = (await subject.port.findReturnableOrder(subject.region, subject.customerId, subject.order.orderId))._unsafeUnwrap();

      expect(order).toMatchObject({ orderId: subject.order.orderId, region: subject.region, paymentMethod: subject.order.paymentMethod });
      expect(order.deliveredAt?.getTime()).toBe(subject.order.deliveredAt.getTime());
      expect(order.lines.map(({ lineId, sku, quantity }) => ({ lineId, sku, quantity }))).toEqual(subject.order.lines);
      expect(order.lines.every((line) => line.kind === 'jewellery' && typeof line.pierced === 'boolean')).toBe(true);
    });

    it('answers NOT_FOUND for another customer’s order, as for one that does not exist', async () => {
      const theirs = await subject.port.findReturnableOrder(subject.region, subject.customerId, subject.otherCustomersOrderId);
      const missing = await subject.port.findReturnableOrder(subject.region, subject.customerId, 'NO-SUCH-ORDER');

      expect(theirs._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'order', id: subject.otherCustomersOrderId } });
      expect(missing._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    it('answers NOT_FOUND for the customer’s order asked for in another region', async () => {
      const result = await subject.port.findReturnableOrder(subject.otherRegion, subject.customerId, subject.order.orderId);

      expect(result._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    it('refuses to record a return of another customer’s order', async () => {
      const result = await subject.port.createReturn(
        subject.region,
        subject.customerId,
        subject.otherCustomersOrderId,
        aReturn('1'),
        refundRouteFor('card'),
      );

      expect(result._unsafeUnwrapErr().code).toBe('NOT_FOUND');
      expect((await subject.port.listReturns(subject.region, subject.otherCustomerId))._unsafeUnwrap()).toEqual([]);
    });

    it('records a return with its request and refund route, listed newest first', async () => {
      const [first, second] = subject.order.lines;
      const refund = refundRouteFor(subject.order.paymentMethod);
      const older = (await subject.port.createReturn(subject.region, subject.customerId, subject.order.orderId, aReturn(first!.lineId), refund))._unsafeUnwrap();
      const newer = (
        await subject.port.createReturn(subject.region, subject.customerId, subject.order.orderId, { ...aReturn(second!.lineId), reason: 'bought-by-mistake' }, refund)
      )._unsafeUnwrap();

      expect(older).toMatchObject({ orderId: subject.order.orderId, status: 'requested', refund, request: aReturn(first!.lineId) });
      expect(newer.request.reason).toBe('bought-by-mistake');
      expect(older.returnId).not.toBe(newer.returnId);
      const listed = (await subject.port.listReturns(subject.region, subject.customerId))._unsafeUnwrap();
      expect(listed.map((record) => record.returnId)).toEqual([newer.returnId, older.returnId]);
      expect(listed[1]).toEqual(older);
    });

    it('keeps a pierced line’s seal answer and a bank-transfer refund as they were recorded', async () => {
      const [first] = subject.order.lines;
      const request: ReturnRequest = {
        kind: 'refund',
        reason: 'product-damaged',
        lines: [{ lineId: first!.lineId, quantity: 1, condition: 'faulty', completePackaging: true, sealIntact: true }],
      };
      const record = (
        await subject.port.createReturn(subject.region, subject.customerId, subject.order.orderId, request, refundRouteFor('cash-on-delivery'))
      )._unsafeUnwrap();

      expect(record.request).toEqual(request);
      expect(record.refund).toEqual({ kind: 'bank-transfer', inspectionWorkingDays: 10 });
    });

    it('lists no returns in another region', async () => {
      expect((await subject.port.listReturns(subject.otherRegion, subject.customerId))._unsafeUnwrap()).toEqual([]);
    });
  });
}
