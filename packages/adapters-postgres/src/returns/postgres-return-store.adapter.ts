import { and, asc, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { money } from '@storefront/core/catalog';
import { currencyOf, languageSchema, type Region } from '@storefront/core/locale';
import {
  parseReturnReason,
  RETURN_STATUSES,
  type FlaggedAccount,
  type RefundRoute,
  type ReturnBoutique,
  type ReturnCreationWork,
  type ReturnStatus,
  type ReturnStore,
  type ReturnWork,
  type StoredReturn,
} from '@storefront/core/returns';
import { conflict, notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { accountReviewFlags, customers, orders, returnEvents, returnLines, returnRefunds, returns, storeLocations } from '../database/schema/index.js';
import { selectOrderRecord, withoutId, type Queryable } from '../order/order-record.query.js';
import { newReturnReference } from '../order/order-reference.js';
import { PostgresOutboxWriter } from '../outbox/postgres-outbox-writer.js';

const MAX_ROW_ID = 2_147_483_647;
const statusSchema = z.enum(RETURN_STATUSES as [ReturnStatus, ...ReturnStatus[]]);
const conditionSchema = z.enum(['unused', 'worn', 'damaged', 'faulty']);
const routeSchema = z.enum(['original-method', 'bank-transfer']);
const namesSchema = z.object({ en: z.string(), ar: z.string() });

/** A refusal raised inside a transaction so that it rolls back; it never leaves the adapter. */
class Refusal extends Error {
  constructor(readonly error: unknown) {
    super('refused');
  }
}

function toStoreError<E>(cause: unknown): E | InfrastructureError {
  if (cause instanceof Refusal) return cause.error as E | InfrastructureError;
  if (isUniqueViolation(cause)) return conflict('return', 'idempotency key used');
  return unavailable('returns', cause);
}

async function settled<T>(step: ResultAsync<T, unknown>): Promise<T> {
  const result = await step;
  if (result.isErr()) throw new Refusal(result.error);
  return result.value;
}

type ReturnRow = typeof returns.$inferSelect & { readonly orderReference: string };

/** The returns `where` selects, as the core's records, newest first; `lock` takes their rows' locks. */
async function selectReturns(q: Queryable, where: SQL | undefined, options: { readonly lock?: boolean } = {}): Promise<(StoredReturn & { readonly id: number })[]> {
  const query = q
    .select({ row: returns, orderReference: orders.reference })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where)
    .orderBy(desc(returns.requestedAt), desc(returns.id));
  const rows = options.lock === true ? await query.for('update', { of: returns }) : await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.row.id);
  const lines = await q.select().from(returnLines).where(inArray(returnLines.returnId, ids)).orderBy(asc(returnLines.returnId), asc(returnLines.position));
  const events = await q.select().from(returnEvents).where(inArray(returnEvents.returnId, ids)).orderBy(asc(returnEvents.returnId), asc(returnEvents.id));
  const refunds = await q.select().from(returnRefunds).where(inArray(returnRefunds.returnId, ids)).orderBy(asc(returnRefunds.returnId), asc(returnRefunds.id));
  return rows.map(({ row, orderReference }) => ({
    ...toRecord(
      { ...row, orderReference },
      lines.filter((line) => line.returnId === row.id),
      events.filter((event) => event.returnId === row.id),
      refunds.filter((refund) => refund.returnId === row.id),
    ),
    id: row.id,
  }));
}

function toRecord(
  row: ReturnRow,
  lines: readonly (typeof returnLines.$inferSelect)[],
  events: readonly (typeof returnEvents.$inferSelect)[],
  refunds: readonly (typeof returnRefunds.$inferSelect)[],
): StoredReturn {
  const reason = parseReturnReason(row.reason);
  if (reason === undefined) throw new Error(`Return ${row.reference} has an unknown reason`);
  const currency = currencyOf(row.region as Region);
  const route = routeSchema.parse(row.refundRoute);
  const refundRoute: RefundRoute =
    route === 'bank-transfer'
      ? { kind: 'bank-transfer', inspectionWorkingDays: row.refundInspectionWorkingDays }
      : { kind: 'original-method', inspectionWorkingDays: row.refundInspectionWorkingDays, maxDaysToAppear: 28 };
  return {
    reference: row.reference,
    region: row.region as Region,
    locale: { language: languageSchema.parse(row.language), region: row.region as Region },
    orderReference: row.orderReference,
    ...(row.customerId === null ? {} : { customerId: row.customerId }),
    email: row.email,
    idempotencyKey: row.idempotencyKey ?? '',
    status: statusSchema.parse(row.status),
    reason,
    lines: lines.map((line) => ({
      lineId: String(line.position),
      quantity: line.quantity,
      condition: conditionSchema.parse(line.condition),
      completePackaging: line.completePackaging,
      ...(line.sealIntact === null ? {} : { sealIntact: line.sealIntact }),
      refund: money(line.refundMinor, currency),
    })),
    handover:
      row.handoverKind === 'boutique' && row.handoverBoutiqueId !== null
        ? { kind: 'boutique', boutiqueId: row.handoverBoutiqueId, boutiqueName: namesSchema.parse(row.handoverBoutiqueName) }
        : { kind: 'courier-pickup' },
    refundRoute,
    refundAmount: money(row.refundAmountMinor, currency),
    ...(row.bankIban === null ? {} : { bankAccount: { holderName: row.bankHolderName ?? '', iban: row.bankIban } }),
    ...(row.rejectionNote === null ? {} : { rejectionNote: row.rejectionNote }),
    requestedAt: row.requestedAt,
    history: events.map((event) => ({ status: statusSchema.parse(event.status), at: event.at })),
    refunds: refunds.map((refund) => ({
      idempotencyKey: refund.idempotencyKey,
      amount: money(refund.amountMinor, currency),
      route: routeSchema.parse(refund.route),
      ...(refund.providerRefundId === null ? {} : { providerRefundId: refund.providerRefundId }),
      at: refund.at,
    })),
  };
}

const withoutRowId = ({ id: _id, ...record }: StoredReturn & { readonly id: number }): StoredReturn => record;

const ofReference = (region: Region, reference: string) => and(eq(returns.region, region), eq(returns.reference, reference));

/**
 * Returns on the built-in engine (decision 1310): storage with a unit of work and no rule. A new
 * return locks its order's row, so two at once see each other's units; a move locks the return's
 * row. Each writes its rows, history and outbox entries in one transaction; the idempotency keys of
 * returns (per region) and of refunds are unique indexes.
 */
export class PostgresReturnStore implements ReturnStore {
  constructor(private readonly db: Database) {}

  findByIdempotencyKey(region: Region, idempotencyKey: string): ResultAsync<StoredReturn | undefined, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        if (idempotencyKey.length > 128) return undefined;
        const [found] = await selectReturns(this.db, and(eq(returns.region, region), eq(returns.idempotencyKey, idempotencyKey)));
        return found === undefined ? undefined : withoutRowId(found);
      })(),
      toStoreError<never>,
    );
  }

  create<E>(region: Region, orderReference: string, idempotencyKey: string, work: ReturnCreationWork<E>): ResultAsync<StoredReturn, E | InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        const order = orderReference.length > 32 ? undefined : await selectOrderRecord(tx, region, orderReference, { lock: true });
        if (!order) throw new Refusal(notFound('order', orderReference));
        const earlier = (await selectReturns(tx, eq(returns.orderId, order.id))).map(withoutRowId).reverse();
        const reference = newReturnReference(region);
        const creation = await settled(work({ order: withoutId(order), earlier, reference }));
        const made = creation.return;
        const [row] = await tx
          .insert(returns)
          .values({
            reference,
            orderId: order.id,
            region,
            customerId: made.customerId ?? null,
            language: made.locale.language,
            email: made.email,
            idempotencyKey,
            kind: 'refund',
            status: 'requested',
            reason: made.reason,
            refundRoute: made.refundRoute.kind,
            refundInspectionWorkingDays: made.refundRoute.inspectionWorkingDays,
            currency: made.refundAmount.currency,
            refundAmountMinor: made.refundAmount.amountMinor,
            handoverKind: made.handover.kind,
            handoverBoutiqueId: made.handover.kind === 'boutique' ? made.handover.boutiqueId : null,
            handoverBoutiqueName: made.handover.kind === 'boutique' ? made.handover.boutiqueName : null,
            bankHolderName: made.bankAccount?.holderName ?? null,
            bankIban: made.bankAccount?.iban ?? null,
            requestedAt: made.requestedAt,
          })
          .returning({ id: returns.id });
        if (!row) throw new Refusal(unavailable('returns'));
        await tx.insert(returnLines).values(
          made.lines.map((line) => ({
            returnId: row.id,
            orderId: order.id,
            position: Number(line.lineId),
            quantity: line.quantity,
            condition: line.condition,
            completePackaging: line.completePackaging,
            sealIntact: line.sealIntact ?? null,
            refundMinor: line.refund.amountMinor,
          })),
        );
        await tx.insert(returnEvents).values({ returnId: row.id, status: 'requested', at: made.requestedAt });
        if (creation.flag !== undefined) {
          const flag = { region, flaggedAt: creation.flag.at, returnCount: creation.flag.returnCount, windowDays: creation.flag.windowDays };
          await tx
            .insert(accountReviewFlags)
            .values({ customerId: creation.flag.customerId, ...flag })
            .onConflictDoUpdate({ target: accountReviewFlags.customerId, set: flag });
        }
        await settled(new PostgresOutboxWriter(tx).append(creation.outbox));
        const [saved] = await selectReturns(tx, eq(returns.id, row.id));
        if (!saved) throw new Refusal(unavailable('returns'));
        return withoutRowId(saved);
      }),
      toStoreError<E>,
    );
  }

  read(region: Region, reference: string): ResultAsync<StoredReturn, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        const [found] = reference.length > 32 ? [] : await selectReturns(this.db, ofReference(region, reference));
        if (!found) throw new Refusal(notFound('return', reference));
        return withoutRowId(found);
      })(),
      toStoreError<never>,
    );
  }

  ofOrder(region: Region, orderReference: string): ResultAsync<readonly StoredReturn[], InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => (orderReference.length > 32 ? [] : (await selectReturns(this.db, and(eq(returns.region, region), eq(orders.reference, orderReference)))).map(withoutRowId).reverse()))(),
      toStoreError<never>,
    );
  }

  listOfCustomer(region: Region, customerId: number): ResultAsync<readonly StoredReturn[], InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        if (!Number.isSafeInteger(customerId) || customerId <= 0 || customerId > MAX_ROW_ID) return [];
        return (await selectReturns(this.db, and(eq(returns.region, region), eq(returns.customerId, customerId)))).map(withoutRowId);
      })(),
      toStoreError<never>,
    );
  }

  countOfCustomerSince(region: Region, customerId: number, since: Date): ResultAsync<number, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        if (!Number.isSafeInteger(customerId) || customerId <= 0 || customerId > MAX_ROW_ID) return 0;
        const [row] = await this.db
          .select({ n: count() })
          .from(returns)
          .where(and(eq(returns.region, region), eq(returns.customerId, customerId), gte(returns.requestedAt, since)));
        return Number(row?.n ?? 0);
      })(),
      toStoreError<never>,
    );
  }

  change<E>(region: Region, reference: string, work: ReturnWork<E>): ResultAsync<StoredReturn, E | InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        const [current] = reference.length > 32 ? [] : await selectReturns(tx, ofReference(region, reference), { lock: true });
        if (!current) throw new Refusal(notFound('return', reference));
        const order = await selectOrderRecord(tx, region, current.orderReference);
        if (!order) throw new Refusal(unavailable('returns'));
        const change = await settled(work(withoutRowId(current), withoutId(order)));
        await tx
          .update(returns)
          .set({
            status: change.status,
            ...(change.note === undefined ? {} : { rejectionNote: change.note }),
            ...(change.refund === undefined ? {} : { refundAmountMinor: change.refund.amount.amountMinor }),
          })
          .where(eq(returns.id, current.id));
        await tx.insert(returnEvents).values({ returnId: current.id, status: change.status, at: change.at, note: change.note ?? null });
        if (change.refund !== undefined) {
          await tx.insert(returnRefunds).values({
            returnId: current.id,
            idempotencyKey: change.refund.idempotencyKey,
            amountMinor: change.refund.amount.amountMinor,
            currency: change.refund.amount.currency,
            route: change.refund.route,
            providerRefundId: change.refund.providerRefundId ?? null,
            at: change.refund.at,
          });
        }
        await settled(new PostgresOutboxWriter(tx).append(change.outbox));
        const [saved] = await selectReturns(tx, eq(returns.id, current.id));
        if (!saved) throw new Refusal(unavailable('returns'));
        return withoutRowId(saved);
      }),
      toStoreError<E>,
    );
  }

  boutiques(region: Region): ResultAsync<readonly ReturnBoutique[], InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        const rows = await this.db
          .select({ id: storeLocations.id, nameEn: storeLocations.nameEn, nameAr: storeLocations.nameAr, cityEn: storeLocations.cityEn, cityAr: storeLocations.cityAr })
          .from(storeLocations)
          .where(and(eq(storeLocations.region, region), eq(storeLocations.active, true)))
          .orderBy(asc(storeLocations.id));
        return rows.map((row): ReturnBoutique => ({ boutiqueId: row.id, name: { en: row.nameEn, ar: row.nameAr }, city: { en: row.cityEn, ar: row.cityAr } }));
      })(),
      toStoreError<never>,
    );
  }

  flaggedAccounts(region: Region): ResultAsync<readonly FlaggedAccount[], InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        const rows = await this.db
          .select({ flag: accountReviewFlags, email: customers.email })
          .from(accountReviewFlags)
          .innerJoin(customers, eq(customers.id, accountReviewFlags.customerId))
          .where(eq(accountReviewFlags.region, region))
          .orderBy(desc(accountReviewFlags.flaggedAt));
        return rows.map(
          (row): FlaggedAccount => ({ customerId: row.flag.customerId, email: row.email, flaggedAt: row.flag.flaggedAt, returnCount: row.flag.returnCount, windowDays: row.flag.windowDays }),
        );
      })(),
      toStoreError<never>,
    );
  }
}
