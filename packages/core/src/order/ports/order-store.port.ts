import type { ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { OrderRecord, OrderStatus, OrderTracking } from '../domain/order.js';

export const OrderStore = Symbol.for('storefront.OrderStore');

/** Whose orders: a customer's (by id), or a guest's (by email, orders placed without an account). */
export type OrderOwner = { readonly customerId: number } | { readonly email: string };

/** What a change of an order saves, in its one transaction. */
export interface OrderChange {
  /** The next state, with a timeline entry at `at`. */
  readonly status?: OrderStatus;
  readonly at?: Date;
  readonly tracking?: OrderTracking;
  /** Puts the order's units back on the shelves they came from (a cancellation). */
  readonly restock?: boolean;
  readonly outbox?: readonly OutboxEntry[];
}

/** A change of one order, decided by the core under the store's lock. A refusal rolls it back. */
export type OrderWork<E> = (order: OrderRecord) => ResultAsync<OrderChange, E>;

/** A one-time code that lets a guest see an order, kept as a digest. */
export interface OrderLookupCode {
  readonly reference: string;
  readonly digest: string;
  readonly expiresAt: Date;
  readonly failedAttempts: number;
}

/**
 * Where orders are kept: storage with a unit of work and no rule of its own. Orders are written by
 * checkout (`CheckoutStore.change` with `place`); here they are read and moved on.
 */
export interface OrderStore {
  /** The owner's orders in the region, newest first. */
  list(region: Region, owner: OrderOwner): ResultAsync<readonly OrderRecord[], InfrastructureError>;
  /** The order (another region's is `NOT_FOUND`). Who may see it is the core's to decide. */
  read(region: Region, reference: string): ResultAsync<OrderRecord, InfrastructureError>;
  /** One change of one order in one transaction: locks it, hands it to `work`, saves what it returns. */
  change<E>(region: Region, reference: string, work: OrderWork<E>): ResultAsync<OrderRecord, E | InfrastructureError>;
  /** Keeps a guest's lookup code (replacing an earlier one for the order) and appends its email. */
  saveLookupCode(region: Region, code: OrderLookupCode, outbox: readonly OutboxEntry[]): ResultAsync<void, InfrastructureError>;
  /** The order's current lookup code, if one was issued. */
  readLookupCode(region: Region, reference: string): ResultAsync<OrderLookupCode | undefined, InfrastructureError>;
  /** Counts a wrong guess (`failedAttempts`), or spends the code (`null`). */
  updateLookupCode(region: Region, reference: string, update: { readonly failedAttempts: number } | null): ResultAsync<void, InfrastructureError>;
}
