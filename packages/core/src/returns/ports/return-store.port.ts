import type { ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { Region } from '../../locale/domain/locale.js';
import type { OrderRecord } from '../../order/domain/order.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { FlaggedAccount, NewReturn, ReturnBoutique, ReturnRefund, ReturnStatus, StoredReturn } from '../domain/return.js';

export const ReturnStore = Symbol.for('storefront.ReturnStore');

/** A customer account to flag for the merchant's review, written with the return that tipped it. */
export interface AccountReviewFlag {
  readonly customerId: number;
  readonly returnCount: number;
  readonly windowDays: number;
  readonly at: Date;
}

/** What a new return writes, in its one transaction. */
export interface ReturnCreation {
  readonly return: NewReturn;
  readonly outbox: readonly OutboxEntry[];
  readonly flag?: AccountReviewFlag | undefined;
}

/** What the store hands a new return's work under the order's lock. */
export interface ReturnCreationReads {
  readonly order: OrderRecord;
  /** Every return of the order so far, rejected ones too. */
  readonly earlier: readonly StoredReturn[];
  /** The reference the store assigned the new return (unguessable, the region's prefix). */
  readonly reference: string;
}

/** A new return, decided by the core under the order's lock. A refusal rolls it back. */
export type ReturnCreationWork<E> = (reads: ReturnCreationReads) => ResultAsync<ReturnCreation, E>;

/** What one move of a return saves, in its one transaction. */
export interface ReturnChange {
  readonly status: ReturnStatus;
  readonly at: Date;
  /** A rejection's note. */
  readonly note?: string | undefined;
  /** The money that went back (the `refund` move), once per idempotency key. */
  readonly refund?: ReturnRefund | undefined;
  readonly outbox: readonly OutboxEntry[];
}

/** A move of one return, decided by the core under the return's lock, with its order. A refusal rolls it back. */
export type ReturnWork<E> = (current: StoredReturn, order: OrderRecord) => ResultAsync<ReturnChange, E>;

/**
 * Where returns are kept: storage with a unit of work and no rule of its own (decision 1310).
 * Who may see a return, what may be returned and what it refunds are the core's to decide.
 */
export interface ReturnStore {
  /** The return a request with this key made, if any (keys are unique per region). */
  findByIdempotencyKey(region: Region, idempotencyKey: string): ResultAsync<StoredReturn | undefined, InfrastructureError>;
  /**
   * A new return of an order in one transaction: locks the order's row, reads its returns, hands
   * both to `work` and writes what it returns (the return, its lines and first history entry, the
   * outbox entries, an account flag). A key used already is `CONFLICT`; another region's order `NOT_FOUND`.
   */
  create<E>(region: Region, orderReference: string, idempotencyKey: string, work: ReturnCreationWork<E>): ResultAsync<StoredReturn, E | InfrastructureError>;
  /** One return (another region's is `NOT_FOUND`). */
  read(region: Region, reference: string): ResultAsync<StoredReturn, InfrastructureError>;
  /** Every return of an order, rejected ones too, oldest first. */
  ofOrder(region: Region, orderReference: string): ResultAsync<readonly StoredReturn[], InfrastructureError>;
  /** A customer's returns in the region, newest first. */
  listOfCustomer(region: Region, customerId: number): ResultAsync<readonly StoredReturn[], InfrastructureError>;
  /** How many returns the customer asked for in the region since `since`, rejected ones too. */
  countOfCustomerSince(region: Region, customerId: number, since: Date): ResultAsync<number, InfrastructureError>;
  /** One move of one return in one transaction: locks it, hands it and its order to `work`, saves what it returns. */
  change<E>(region: Region, reference: string, work: ReturnWork<E>): ResultAsync<StoredReturn, E | InfrastructureError>;
  /** The region's boutiques a return may be handed in at. */
  boutiques(region: Region): ResultAsync<readonly ReturnBoutique[], InfrastructureError>;
  /** The region's accounts flagged for review, newest flag first. */
  flaggedAccounts(region: Region): ResultAsync<readonly FlaggedAccount[], InfrastructureError>;
}
