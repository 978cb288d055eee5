import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { err, errAsync, ok, Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { familyOf, PAYMENT_METHODS, type PaymentMethod } from '@storefront/core/checkout';
import type { Region } from '@storefront/core/locale';
import {
  parseReturnReason,
  type RefundRoute,
  type ReturnableOrder,
  type ReturnLineRequest,
  type ReturnPort,
  type ReturnRecord,
  type ReturnRequest,
} from '@storefront/core/returns';
import { conflict, invalid, notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { orderLines, orders, outbox, returnLines, returns } from '../database/schema/index.js';
import { newReturnReference } from '../order/order-reference.js';

const MAX_ROW_ID = 2_147_483_647;
/** The order keeps the method it was paid by; a return needs its family (card, wallet, pay later, cash). */
const paymentMethodSchema = z.enum(PAYMENT_METHODS as [PaymentMethod, ...PaymentMethod[]]);
const productKindSchema = z.enum(['jewellery', 'gold-coin', 'gold-bar']);
const conditionSchema = z.enum(['unused', 'worn', 'damaged', 'faulty']);
const returnStatusSchema = z.enum(['requested', 'approved', 'received', 'inspected', 'refunded', 'rejected']);
const returnKindSchema = z.enum(['refund', 'exchange']);
const refundKindSchema = z.enum(['original-method', 'bank-transfer']);

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type ReturnRow = typeof returns.$inferSelect & { orderReference: string };
type ReturnLineRow = typeof returnLines.$inferSelect;

/** Carries a refusal out of a transaction callback, which rolls it back. */
class ReturnRefused extends Error {
  constructor(readonly error: InfrastructureError) {
    super(error.code);
  }
}

function io<T>(promise: Promise<T>): ResultAsync<T, InfrastructureError> {
  return ResultAsync.fromPromise(promise, (error) => (error instanceof ReturnRefused ? error.error : unavailable('returns', error)));
}

function toRecord(row: ReturnRow, lines: readonly ReturnLineRow[]): Result<ReturnRecord, InfrastructureError> {
  const reason = parseReturnReason(row.reason);
  const status = returnStatusSchema.safeParse(row.status);
  const kind = returnKindSchema.safeParse(row.kind);
  const refundKind = refundKindSchema.safeParse(row.refundRoute);
  const requested: ReturnLineRequest[] = [];
  for (const line of lines) {
    const condition = conditionSchema.safeParse(line.condition);
    if (!condition.success) return err(unavailable('returns'));
    requested.push({
      lineId: String(line.position),
      quantity: line.quantity,
      condition: condition.data,
      completePackaging: line.completePackaging,
      ...(line.sealIntact === null ? {} : { sealIntact: line.sealIntact }),
    });
  }
  if (reason === undefined || !status.success || !kind.success || !refundKind.success) return err(unavailable('returns'));
  const refund: RefundRoute =
    refundKind.data === 'bank-transfer'
      ? { kind: 'bank-transfer', inspectionWorkingDays: row.refundInspectionWorkingDays }
      : { kind: 'original-method', inspectionWorkingDays: row.refundInspectionWorkingDays, maxDaysToAppear: 28 };
  const request: ReturnRequest = { kind: kind.data, reason, lines: requested };
  return ok({ returnId: row.reference, orderId: row.orderReference, status: status.data, request, refund, createdAt: row.requestedAt });
}

/** Units of each line already on a return that was not rejected. */
async function returnedSoFar(db: Database | Tx, orderRowId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ position: returnLines.position, quantity: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returnLines.orderId, orderRowId), ne(returns.status, 'rejected')))
    .groupBy(returnLines.position);
  return new Map(rows.map((row) => [row.position, Number(row.quantity)]));
}

function ownOrder(region: Region, customerId: number, orderId: string) {
  return and(eq(orders.reference, orderId), eq(orders.region, region), eq(orders.customerId, customerId));
}

function validCustomerId(customerId: number): boolean {
  return Number.isSafeInteger(customerId) && customerId > 0 && customerId <= MAX_ROW_ID;
}

/** Returns on the built-in engine: only ever of the customer's own orders. */
export class PostgresReturns implements ReturnPort {
  constructor(private readonly db: Database) {}

  /**
   * The order as the return rules see it. Each line's quantity is what is still returnable: units
   * already on a return that was not rejected are taken off, so nothing is returned twice.
   * Another customer's order answers `NOT_FOUND`, exactly like an order that does not exist.
   */
  findReturnableOrder(region: Region, customerId: number, orderId: string): ResultAsync<ReturnableOrder, InfrastructureError> {
    if (!validCustomerId(customerId)) return errAsync(notFound('order', orderId));
    return io(
      (async () => {
        const [order] = await this.db
          .select({ id: orders.id, paymentMethod: orders.paymentMethod, deliveredAt: orders.deliveredAt })
          .from(orders)
          .where(ownOrder(region, customerId, orderId))
          .limit(1);
        if (!order) return undefined;
        const lines = await this.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position));
        return { order, lines, returned: await returnedSoFar(this.db, order.id) };
      })(),
    ).andThen((found) => {
      if (!found) return errAsync(notFound('order', orderId));
      const paymentMethod = paymentMethodSchema.safeParse(found.order.paymentMethod);
      const kinds = found.lines.map((line) => productKindSchema.safeParse(line.productKind));
      if (!paymentMethod.success || kinds.some((kind) => !kind.success)) return errAsync(unavailable('returns'));
      return ResultAsync.fromSafePromise(
        Promise.resolve<ReturnableOrder>({
          orderId,
          region,
          paymentMethod: familyOf(paymentMethod.data),
          ...(found.order.deliveredAt === null ? {} : { deliveredAt: found.order.deliveredAt }),
          lines: found.lines.map((line, index) => ({
            lineId: String(line.position),
            sku: line.sku,
            kind: kinds[index]?.data ?? 'jewellery',
            quantity: Math.max(0, line.quantity - (found.returned.get(line.position) ?? 0)),
            pierced: line.pierced,
            ...(line.bundleId === null ? {} : { bundleId: line.bundleId }),
          })),
        }),
      );
    });
  }

  /**
   * Records a return and its lines in one transaction. The order row is locked first, so two
   * returns submitted at once cannot together return more units than were bought.
   */
  createReturn(
    region: Region,
    customerId: number,
    orderId: string,
    request: ReturnRequest,
    refund: RefundRoute,
  ): ResultAsync<ReturnRecord, InfrastructureError> {
    if (!validCustomerId(customerId)) return errAsync(notFound('order', orderId));
    if (request.lines.length === 0) return errAsync(invalid('lines', 'a return needs at least one line'));
    const positions = request.lines.map((line) => (/^\d{1,4}$/.test(line.lineId) ? Number(line.lineId) : Number.NaN));
    if (new Set(positions).size !== positions.length) return errAsync(invalid('lines', 'one entry per order line'));
    return io(
      this.db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(ownOrder(region, customerId, orderId))
          .for('update');
        if (!order) throw new ReturnRefused(notFound('order', orderId));
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
        const ordered = new Map(lines.map((line) => [line.position, line.quantity]));
        const returned = await returnedSoFar(tx, order.id);
        for (const [index, asked] of request.lines.entries()) {
          const position = positions[index] ?? Number.NaN;
          const quantity = ordered.get(position);
          if (quantity === undefined) throw new ReturnRefused(invalid('lines.lineId', `not a line of order ${orderId}: ${asked.lineId}`));
          if (!Number.isSafeInteger(asked.quantity) || asked.quantity < 1) throw new ReturnRefused(invalid('lines.quantity', 'must be a positive whole number'));
          if (asked.quantity > quantity - (returned.get(position) ?? 0)) {
            throw new ReturnRefused(conflict('return', `line ${asked.lineId} has fewer units left to return`));
          }
        }
        const [row] = await tx
          .insert(returns)
          .values({
            reference: newReturnReference(region),
            orderId: order.id,
            region,
            customerId,
            kind: request.kind,
            status: 'requested',
            reason: request.reason,
            refundRoute: refund.kind,
            refundInspectionWorkingDays: refund.inspectionWorkingDays,
          })
          .returning();
        if (!row) throw new ReturnRefused(unavailable('returns'));
        const written = await tx
          .insert(returnLines)
          .values(
            request.lines.map((line, index) => ({
              returnId: row.id,
              orderId: order.id,
              position: positions[index] ?? 0,
              quantity: line.quantity,
              condition: line.condition,
              completePackaging: line.completePackaging,
              sealIntact: line.sealIntact ?? null,
            })),
          )
          .returning();
        await tx.insert(outbox).values({
          id: randomUUID(),
          topic: 'return.requested',
          payload: { returnId: row.reference, orderId, region, customerId },
        });
        return { row: { ...row, orderReference: orderId }, lines: written.sort((a, b) => a.position - b.position) };
      }),
    ).andThen(({ row, lines }) => toRecord(row, lines));
  }

  listReturns(region: Region, customerId: number): ResultAsync<readonly ReturnRecord[], InfrastructureError> {
    if (!validCustomerId(customerId)) return ResultAsync.fromSafePromise(Promise.resolve([]));
    return io(
      (async () => {
        const rows = await this.db
          .select({ record: returns, orderReference: orders.reference })
          .from(returns)
          .innerJoin(orders, eq(orders.id, returns.orderId))
          .where(and(eq(returns.customerId, customerId), eq(returns.region, region)))
          .orderBy(desc(returns.requestedAt), desc(returns.id));
        const ids = rows.map((row) => row.record.id);
        const lines = ids.length === 0 ? [] : await this.db.select().from(returnLines).where(inArray(returnLines.returnId, ids)).orderBy(asc(returnLines.position));
        return { rows, lines };
      })(),
    ).andThen(({ rows, lines }) =>
      Result.combine(
        rows.map((row) =>
          toRecord(
            { ...row.record, orderReference: row.orderReference },
            lines.filter((line) => line.returnId === row.record.id),
          ),
        ),
      ),
    );
  }
}
