import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { Region } from '../../locale/domain/locale.js';
import { notFound, type InfrastructureError } from '../../shared/errors.js';
import type { NewOrder, OrderRecord } from '../domain/order.js';
import type { OrderLookupCode, OrderOwner, OrderStore, OrderWork } from '../ports/order-store.port.js';

/** Units put back on the shelves by a cancellation, by SKU. */
export interface Restocked {
  readonly reference: string;
  readonly sku: string;
  readonly quantity: number;
}

/**
 * An `OrderStore` in memory for the use cases' specs: one transaction is one synchronous step, and
 * a refusal of the work leaves everything as it was.
 */
export class InMemoryOrderStore implements OrderStore {
  readonly orders = new Map<string, OrderRecord>();
  readonly codes = new Map<string, OrderLookupCode>();
  /** Every outbox entry written, in order. */
  readonly outbox: OutboxEntry[] = [];
  readonly restocked: Restocked[] = [];
  private nextNumber = 1;

  private static key(region: Region, reference: string): string {
    return `${region}:${reference}`;
  }

  /** Keeps an order as checkout would have written it. */
  add(...orders: OrderRecord[]): this {
    for (const order of orders) this.orders.set(InMemoryOrderStore.key(order.region, order.reference), order);
    return this;
  }

  /** Writes a new order the way a store does: a reference of its own, positions, the first timeline entry. */
  place(region: Region, order: NewOrder): OrderRecord {
    const reference = `${region.toUpperCase()}-M${String(this.nextNumber++).padStart(5, '0')}`;
    const record: OrderRecord = {
      ...order,
      reference,
      region,
      lines: order.lines.map((line, index) => ({ ...line, position: index + 1 })),
      timeline: order.status === 'placed' ? [{ status: 'placed', at: order.placedAt }] : [{ status: 'placed', at: order.placedAt }, { status: order.status, at: order.placedAt }],
    };
    this.add(record);
    return record;
  }

  list(region: Region, owner: OrderOwner): ResultAsync<readonly OrderRecord[], InfrastructureError> {
    const mine = (order: OrderRecord) => ('customerId' in owner ? order.customerId === owner.customerId : order.customerId === undefined && order.email.toLowerCase() === owner.email.toLowerCase());
    return okAsync(
      [...this.orders.values()].filter((order) => order.region === region && mine(order)).sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime()),
    );
  }

  read(region: Region, reference: string): ResultAsync<OrderRecord, InfrastructureError> {
    const order = this.orders.get(InMemoryOrderStore.key(region, reference));
    return order ? okAsync(order) : errAsync(notFound('order', reference));
  }

  change<E>(region: Region, reference: string, work: OrderWork<E>): ResultAsync<OrderRecord, E | InfrastructureError> {
    return this.read(region, reference).andThen((order) =>
      work(order).map((change) => {
        const at = change.at ?? new Date();
        const next: OrderRecord = {
          ...order,
          ...(change.status === undefined ? {} : { status: change.status, timeline: [...order.timeline, { status: change.status, at }] }),
          ...(change.tracking === undefined ? {} : { tracking: change.tracking }),
        };
        if (change.restock === true) for (const line of order.lines) this.restocked.push({ reference, sku: line.sku, quantity: line.quantity });
        this.orders.set(InMemoryOrderStore.key(region, reference), next);
        this.outbox.push(...(change.outbox ?? []));
        return next;
      }),
    );
  }

  saveLookupCode(region: Region, code: OrderLookupCode, outbox: readonly OutboxEntry[]): ResultAsync<void, InfrastructureError> {
    this.codes.set(InMemoryOrderStore.key(region, code.reference), code);
    this.outbox.push(...outbox);
    return okAsync(undefined);
  }

  readLookupCode(region: Region, reference: string): ResultAsync<OrderLookupCode | undefined, InfrastructureError> {
    return okAsync(this.codes.get(InMemoryOrderStore.key(region, reference)));
  }

  updateLookupCode(region: Region, reference: string, update: { readonly failedAttempts: number } | null): ResultAsync<void, InfrastructureError> {
    const key = InMemoryOrderStore.key(region, reference);
    const code = this.codes.get(key);
    if (update === null) this.codes.delete(key);
    else if (code !== undefined) this.codes.set(key, { ...code, failedAttempts: update.failedAttempts });
    return okAsync(undefined);
  }
}
