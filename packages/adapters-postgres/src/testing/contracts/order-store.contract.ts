import { errAsync, okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@storefront/core/events';
import type { Region } from '@storefront/core/locale';
import type { OrderChange, OrderRecord, OrderStore } from '@storefront/core/order';
import { failure, ok } from './settle.js';

/** An order the harness places (through checkout): a variant, how many, who. */
export interface PlaceOrderRequest {
  readonly variantId: number;
  readonly quantity: number;
  readonly email: string;
  readonly customerId?: number;
  readonly region?: Region;
  readonly placedAt?: Date;
}

/** What an `OrderStore` harness gives the contract. */
export interface OrderStoreContractSubject {
  readonly store: OrderStore;
  readonly region: Region;
  readonly otherRegion: Region;
  /** A variant both regions sell. */
  readonly variantId: number;
  /** A new customer of the region. */
  newCustomer(): Promise<number>;
  /** Places an order the way checkout does and answers it as placed. */
  place(request: PlaceOrderRequest): Promise<OrderRecord>;
  /** Units of the variant the region's locations can still sell, summed. */
  stockOf(variantId: number, region?: Region): Promise<number>;
  /** The payloads of the outbox's entries of a topic. */
  outbox(topic: string): Promise<readonly unknown[]>;
  dispose(): Promise<void>;
}

const moved = (change: OrderChange) => () => okAsync<OrderChange, never>(change);

/** The rules every `OrderStore` keeps: the owner's orders, one change at a time with its timeline, units back where they came from, lookup codes. */
export function orderStoreContract(label: string, arrange: () => Promise<OrderStoreContractSubject>): void {
  describe(`OrderStore contract: ${label}`, () => {
    let subject: OrderStoreContractSubject;
    let region: Region;
    beforeAll(async () => {
      subject = await arrange();
      region = subject.region;
    });
    afterAll(() => subject?.dispose());

    it('lists a customer’s orders of the region newest first, and a guest’s by email in any letter case', async () => {
      const customerId = await subject.newCustomer();
      const email = `guest-${customerId}@example.com`;
      const older = await subject.place({ variantId: subject.variantId, quantity: 1, email, customerId, placedAt: new Date(Date.now() - 60_000) });
      const newer = await subject.place({ variantId: subject.variantId, quantity: 2, email, customerId });
      const asGuest = await subject.place({ variantId: subject.variantId, quantity: 1, email: email.toUpperCase() });
      const elsewhere = await subject.place({ variantId: subject.variantId, quantity: 1, email, region: subject.otherRegion });

      expect((await ok(subject.store.list(region, { customerId }))).map((order) => order.reference)).toEqual([newer.reference, older.reference]);
      expect((await ok(subject.store.list(region, { email }))).map((order) => order.reference)).toEqual([asGuest.reference]);
      expect((await ok(subject.store.list(subject.otherRegion, { email }))).map((order) => order.reference)).toEqual([elsewhere.reference]);
      expect(await ok(subject.store.list(region, { email: 'nobody@example.com' }))).toEqual([]);
    });

    it('reads an order as it was placed; another region’s or an unknown one is NOT_FOUND', async () => {
      const placed = await subject.place({ variantId: subject.variantId, quantity: 2, email: 'read@example.com' });

      expect(await ok(subject.store.read(region, placed.reference))).toEqual(placed);
      expect(await failure(subject.store.read(subject.otherRegion, placed.reference))).toEqual({ code: 'NOT_FOUND', params: { entity: 'order', id: placed.reference } });
      expect((await failure(subject.store.read(region, 'SA-NOSUCHORDER'))).code).toBe('NOT_FOUND');
    });

    it('moves an order on: the status with its timeline entry, the tracking and the outbox, in one change', async () => {
      const placed = await subject.place({ variantId: subject.variantId, quantity: 1, email: 'ship@example.com' });
      const at = new Date(placed.placedAt.getTime() + 3_600_000);
      const tracking = { carrier: 'Aramex', number: '1234567890', url: 'https://track.example/1234567890' };
      const entry: OutboxEntry = { topic: 'contract.order-shipped', payload: { reference: placed.reference } as never };
      const shipped = await ok(subject.store.change(region, placed.reference, moved({ status: 'shipped', at, tracking, outbox: [entry] })));

      expect(shipped.status).toBe('shipped');
      expect(shipped.tracking).toEqual(tracking);
      expect(shipped.timeline).toEqual([...placed.timeline, { status: 'shipped', at }]);
      expect(await ok(subject.store.read(region, placed.reference))).toEqual(shipped);
      expect(await subject.outbox('contract.order-shipped')).toContainEqual({ reference: placed.reference });
    });

    it('puts a cancelled order’s units back where they came from', async () => {
      const before = await subject.stockOf(subject.variantId);
      const placed = await subject.place({ variantId: subject.variantId, quantity: 3, email: 'cancel@example.com' });
      expect(await subject.stockOf(subject.variantId)).toBe(before - 3);

      await ok(subject.store.change(region, placed.reference, moved({ status: 'cancelled', restock: true })));
      expect(await subject.stockOf(subject.variantId)).toBe(before);
    });

    it('saves nothing when the work refuses', async () => {
      const placed = await subject.place({ variantId: subject.variantId, quantity: 1, email: 'refused@example.com' });
      const result = await subject.store.change(region, placed.reference, () => errAsync({ code: 'ORDER_NOT_CANCELLABLE', params: {} }));

      expect(result._unsafeUnwrapErr()).toEqual({ code: 'ORDER_NOT_CANCELLABLE', params: {} });
      expect(await ok(subject.store.read(region, placed.reference))).toEqual(placed);
    });

    it('takes changes of one order in turns: each sees the one before', async () => {
      const placed = await subject.place({ variantId: subject.variantId, quantity: 1, email: 'turns@example.com' });
      const seen: number[] = [];
      await Promise.all(
        Array.from({ length: 5 }, () =>
          subject.store.change(region, placed.reference, (order) => {
            seen.push(order.timeline.length);
            return okAsync<OrderChange, never>({ status: 'processing', at: new Date() });
          }),
        ),
      );

      expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4].map((n) => placed.timeline.length + n));
      expect((await ok(subject.store.read(region, placed.reference))).timeline).toHaveLength(placed.timeline.length + 5);
    });

    it('answers NOT_FOUND for a change of another region’s order', async () => {
      const placed = await subject.place({ variantId: subject.variantId, quantity: 1, email: 'other@example.com' });

      expect((await failure(subject.store.change(subject.otherRegion, placed.reference, moved({ status: 'cancelled' })))).code).toBe('NOT_FOUND');
    });

    describe('lookup codes', () => {
      it('keeps one code per order: saved with its email, replaced, counted, spent', async () => {
        const placed = await subject.place({ variantId: subject.variantId, quantity: 1, email: 'lookup@example.com' });
        const expiresAt = new Date(Date.now() + 600_000);
        const code = { reference: placed.reference, digest: 'a'.repeat(64), expiresAt, failedAttempts: 0 };
        expect(await ok(subject.store.readLookupCode(region, placed.reference))).toBeUndefined();

        await ok(subject.store.saveLookupCode(region, code, [{ topic: 'contract.lookup-code', payload: { reference: placed.reference } as never }]));
        expect(await ok(subject.store.readLookupCode(region, placed.reference))).toEqual(code);
        expect(await subject.outbox('contract.lookup-code')).toContainEqual({ reference: placed.reference });
        expect(await ok(subject.store.readLookupCode(subject.otherRegion, placed.reference))).toBeUndefined();

        await ok(subject.store.updateLookupCode(region, placed.reference, { failedAttempts: 2 }));
        expect(await ok(subject.store.readLookupCode(region, placed.reference))).toEqual({ ...code, failedAttempts: 2 });

        const replacement = { ...code, digest: 'b'.repeat(64), failedAttempts: 0 };
        await ok(subject.store.saveLookupCode(region, replacement, []));
        expect(await ok(subject.store.readLookupCode(region, placed.reference))).toEqual(replacement);

        await ok(subject.store.updateLookupCode(region, placed.reference, null));
        expect(await ok(subject.store.readLookupCode(region, placed.reference))).toBeUndefined();
      });
    });
  });
}
