import { and, eq, isNull, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '@storefront/core/events';
import type { Region } from '@storefront/core/locale';
import type { OrderLookupCode, OrderOwner, OrderRecord, OrderStore, OrderWork } from '@storefront/core/order';
import { notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { orderEvents, orderLines, orderLookupCodes, orders } from '../database/schema/index.js';
import { PostgresOutboxWriter } from '../outbox/postgres-outbox-writer.js';
import { returnStock, selectOrderRecord, selectOrderRecords, withoutId } from './order-record.query.js';

/** A refusal raised inside a transaction so that it rolls back; it never leaves the adapter. */
class Refusal extends Error {
  constructor(readonly error: unknown) {
    super('refused');
  }
}

function toStoreError<E>(cause: unknown): E | InfrastructureError {
  return cause instanceof Refusal ? (cause.error as E | InfrastructureError) : unavailable('orders', cause);
}

async function settled<T>(step: ResultAsync<T, unknown>): Promise<T> {
  const result = await step;
  if (result.isErr()) throw new Refusal(result.error);
  return result.value;
}

const MAX_ROW_ID = 2_147_483_647;

/**
 * Orders on the built-in engine once checkout wrote them: reads, one change at a time under the
 * order's row lock (status with its timeline entry, tracking, the units put back where they came
 * from, outbox entries, in one transaction) and guests' lookup codes. No rule: the core's order use
 * cases decide which move is allowed and who may see an order.
 */
export class PostgresOrderStore implements OrderStore {
  constructor(private readonly db: Database) {}

  list(region: Region, owner: OrderOwner): ResultAsync<readonly OrderRecord[], InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        if ('customerId' in owner) {
          if (!Number.isSafeInteger(owner.customerId) || owner.customerId <= 0 || owner.customerId > MAX_ROW_ID) return [];
          return (await selectOrderRecords(this.db, and(eq(orders.region, region), eq(orders.customerId, owner.customerId)))).map(withoutId);
        }
        const email = owner.email.trim().toLowerCase();
        const where = and(eq(orders.region, region), sql`lower(${orders.email}) = ${email}`, isNull(orders.customerId));
        return (await selectOrderRecords(this.db, where)).map(withoutId);
      })(),
      toStoreError<never>,
    );
  }

  read(region: Region, reference: string): ResultAsync<OrderRecord, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        const record = reference.length > 32 ? undefined : await selectOrderRecord(this.db, region, reference);
        if (!record) throw new Refusal(notFound('order', reference));
        return withoutId(record);
      })(),
      toStoreError<never>,
    );
  }

  change<E>(region: Region, reference: string, work: OrderWork<E>): ResultAsync<OrderRecord, E | InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        const loaded = reference.length > 32 ? undefined : await selectOrderRecord(tx, region, reference, { lock: true });
        if (!loaded) throw new Refusal(notFound('order', reference));
        const change = await settled(work(withoutId(loaded)));
        if (change.status !== undefined) {
          const at = change.at ?? new Date();
          await tx
            .update(orders)
            .set({ status: change.status, ...(change.status === 'delivered' ? { deliveredAt: at } : {}) })
            .where(eq(orders.id, loaded.id));
          await tx.insert(orderEvents).values({ orderId: loaded.id, status: change.status, at });
        }
        if (change.tracking !== undefined) {
          await tx
            .update(orders)
            .set({ trackingCarrier: change.tracking.carrier, trackingNumber: change.tracking.number, trackingUrl: change.tracking.url ?? null })
            .where(eq(orders.id, loaded.id));
        }
        if (change.restock === true) {
          const lines = await tx
            .select({ variantId: orderLines.variantId, locationId: orderLines.locationId, quantity: orderLines.quantity })
            .from(orderLines)
            .where(eq(orderLines.orderId, loaded.id));
          for (const line of lines.sort((a, b) => a.variantId - b.variantId || a.locationId - b.locationId)) {
            await returnStock(tx, line.variantId, line.locationId, line.quantity);
          }
        }
        await settled(new PostgresOutboxWriter(tx).append(change.outbox ?? []));
        const saved = await selectOrderRecord(tx, region, reference);
        if (!saved) throw new Refusal(unavailable('orders'));
        return withoutId(saved);
      }),
      toStoreError<E>,
    );
  }

  saveLookupCode(region: Region, code: OrderLookupCode, outbox: readonly OutboxEntry[]): ResultAsync<void, InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        const values = { digest: code.digest, expiresAt: code.expiresAt, failedAttempts: code.failedAttempts };
        await tx
          .insert(orderLookupCodes)
          .values({ region, reference: code.reference, ...values })
          .onConflictDoUpdate({ target: [orderLookupCodes.region, orderLookupCodes.reference], set: values });
        await settled(new PostgresOutboxWriter(tx).append(outbox));
      }),
      toStoreError<never>,
    );
  }

  readLookupCode(region: Region, reference: string): ResultAsync<OrderLookupCode | undefined, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        const [row] = await this.db
          .select({ reference: orderLookupCodes.reference, digest: orderLookupCodes.digest, expiresAt: orderLookupCodes.expiresAt, failedAttempts: orderLookupCodes.failedAttempts })
          .from(orderLookupCodes)
          .where(and(eq(orderLookupCodes.region, region), eq(orderLookupCodes.reference, reference)));
        return row;
      })(),
      toStoreError<never>,
    );
  }

  updateLookupCode(region: Region, reference: string, update: { readonly failedAttempts: number } | null): ResultAsync<void, InfrastructureError> {
    const where = and(eq(orderLookupCodes.region, region), eq(orderLookupCodes.reference, reference));
    return ResultAsync.fromPromise(
      (async () => {
        if (update === null) await this.db.delete(orderLookupCodes).where(where);
        else await this.db.update(orderLookupCodes).set({ failedAttempts: update.failedAttempts }).where(where);
      })(),
      toStoreError<never>,
    );
  }
}
