import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { money } from '@storefront/core/catalog';
import { currencyOf, type Region, type VatPolicy } from '@storefront/core/locale';
import type { OrderLines, OrderPort, OrderSummary } from '@storefront/core/order';
import { notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { orderLines, orders } from '../database/schema/index.js';
import { orderStatusSchema } from './order-record.query.js';

export interface PostgresOrdersOptions {
  /** Kept for the composition's binding; orders carry their VAT as placed. */
  readonly vat?: VatPolicy;
}

function io<T>(promise: Promise<T>): ResultAsync<T, InfrastructureError> {
  return ResultAsync.fromPromise(promise, (cause) => unavailable('orders', cause));
}

const itemCount = sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

const summaryColumns = {
  reference: orders.reference,
  region: orders.region,
  status: orders.status,
  placedAt: orders.placedAt,
  deliveredAt: orders.deliveredAt,
  totalMinor: orders.totalMinor,
  itemCount,
};

interface SummaryRow {
  readonly reference: string;
  readonly region: string;
  readonly status: string;
  readonly placedAt: Date;
  readonly deliveredAt: Date | null;
  readonly totalMinor: number;
  readonly itemCount: number;
}

function toSummary(row: SummaryRow, region: Region): ResultAsync<OrderSummary, InfrastructureError> {
  const status = orderStatusSchema.safeParse(row.status);
  if (!status.success) return errAsync(unavailable('orders', status.error));
  return okAsync({
    orderId: row.reference,
    status: status.data,
    placedAt: row.placedAt,
    ...(row.deliveredAt === null ? {} : { deliveredAt: row.deliveredAt }),
    total: money(row.totalMinor, currencyOf(region)),
    itemCount: Number(row.itemCount),
  });
}

/**
 * Orders on the built-in engine as "My Orders" and the abandoned-cart restore read them. Checkout
 * writes them (`PostgresCheckoutStore`); `PostgresOrderStore` moves them on.
 */
export class PostgresOrders implements OrderPort {
  constructor(
    private readonly db: Database,
    _options: PostgresOrdersOptions = {},
  ) {}

  listOrders(region: Region, customerEmail: string): ResultAsync<readonly OrderSummary[], InfrastructureError> {
    const email = customerEmail.trim().toLowerCase();
    return io(
      this.db
        .select(summaryColumns)
        .from(orders)
        .where(and(eq(orders.region, region), sql`lower(${orders.email}) = ${email}`))
        .orderBy(desc(orders.placedAt), desc(orders.id)),
    ).andThen((rows) => ResultAsync.combine(rows.map((row) => toSummary(row, region))));
  }

  getOrder(region: Region, orderId: string): ResultAsync<OrderSummary, InfrastructureError> {
    return io(
      this.db
        .select(summaryColumns)
        .from(orders)
        .where(and(eq(orders.reference, orderId), eq(orders.region, region)))
        .limit(1),
    ).andThen(([row]) => (row ? toSummary(row, region) : errAsync(notFound('order', orderId))));
  }

  getOrderLines(region: Region, orderId: string): ResultAsync<OrderLines, InfrastructureError> {
    return io(
      this.db
        .select({ id: orders.id, language: orders.language })
        .from(orders)
        .where(and(eq(orders.reference, orderId), eq(orders.region, region)))
        .limit(1),
    ).andThen(([order]) => {
      if (!order) return errAsync(notFound('order', orderId));
      return io(
        this.db
          .select({ productId: orderLines.productId, variantId: orderLines.variantId, quantity: orderLines.quantity })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .orderBy(asc(orderLines.position)),
      ).map(
        (lines): OrderLines => ({
          orderId,
          ...(order.language === 'en' || order.language === 'ar' ? { locale: { language: order.language, region } } : {}),
          currency: currencyOf(region),
          lines,
        }),
      );
    });
  }
}
