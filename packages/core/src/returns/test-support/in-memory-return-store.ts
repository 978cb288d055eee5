import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { Region } from '../../locale/domain/locale.js';
import type { OrderStore } from '../../order/ports/order-store.port.js';
import { conflict, notFound, type InfrastructureError } from '../../shared/errors.js';
import type { AccountReviewFlag, ReturnCreationWork, ReturnStore, ReturnWork } from '../ports/return-store.port.js';
import type { FlaggedAccount, ReturnBoutique, StoredReturn } from '../domain/return.js';

/** Two boutiques of each region, for the specs. */
export const SPEC_BOUTIQUES: readonly ReturnBoutique[] = [
  { boutiqueId: 11, name: { en: 'Riyadh Park', ar: 'رياض بارك' }, city: { en: 'Riyadh', ar: 'الرياض' } },
  { boutiqueId: 12, name: { en: 'Red Sea Mall', ar: 'رد سي مول' }, city: { en: 'Jeddah', ar: 'جدة' } },
];

/**
 * A `ReturnStore` in memory for the use cases' specs, over an `InMemoryOrderStore`'s orders: one
 * transaction is one synchronous step, and a refusal of the work leaves everything as it was.
 */
export class InMemoryReturnStore implements ReturnStore {
  readonly returns = new Map<string, StoredReturn>();
  readonly outbox: OutboxEntry[] = [];
  readonly flags: (AccountReviewFlag & { readonly region: Region; readonly email: string })[] = [];
  private nextNumber = 1;

  constructor(
    private readonly orders: OrderStore,
    private readonly boutiqueList: readonly ReturnBoutique[] = SPEC_BOUTIQUES,
  ) {}

  findByIdempotencyKey(region: Region, idempotencyKey: string): ResultAsync<StoredReturn | undefined, InfrastructureError> {
    return okAsync([...this.returns.values()].find((entry) => entry.region === region && entry.idempotencyKey === idempotencyKey));
  }

  create<E>(region: Region, orderReference: string, idempotencyKey: string, work: ReturnCreationWork<E>): ResultAsync<StoredReturn, E | InfrastructureError> {
    const reference = `${region.toUpperCase()}-R-M${String(this.nextNumber++).padStart(5, '0')}`;
    return this.orders.read(region, orderReference).andThen((order) =>
      this.ofOrder(region, order.reference).andThen((earlier) =>
        work({ order, earlier, reference }).andThen((creation): ResultAsync<StoredReturn, E | InfrastructureError> => {
          if ([...this.returns.values()].some((entry) => entry.region === region && entry.idempotencyKey === idempotencyKey)) {
            return errAsync(conflict('return', 'idempotency key used'));
          }
          const made: StoredReturn = {
            ...creation.return,
            reference,
            status: 'requested',
            history: [{ status: 'requested', at: creation.return.requestedAt }],
            refunds: [],
          };
          this.returns.set(reference, made);
          this.outbox.push(...creation.outbox);
          if (creation.flag !== undefined) this.flags.push({ ...creation.flag, region, email: order.email });
          return okAsync(made);
        }),
      ),
    );
  }

  read(region: Region, reference: string): ResultAsync<StoredReturn, InfrastructureError> {
    const found = this.returns.get(reference);
    return found !== undefined && found.region === region ? okAsync(found) : errAsync(notFound('return', reference));
  }

  ofOrder(region: Region, orderReference: string): ResultAsync<readonly StoredReturn[], InfrastructureError> {
    return okAsync([...this.returns.values()].filter((entry) => entry.region === region && entry.orderReference === orderReference));
  }

  listOfCustomer(region: Region, customerId: number): ResultAsync<readonly StoredReturn[], InfrastructureError> {
    return okAsync(
      [...this.returns.values()].filter((entry) => entry.region === region && entry.customerId === customerId).sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime()),
    );
  }

  countOfCustomerSince(region: Region, customerId: number, since: Date): ResultAsync<number, InfrastructureError> {
    return okAsync(
      [...this.returns.values()].filter((entry) => entry.region === region && entry.customerId === customerId && entry.requestedAt.getTime() >= since.getTime()).length,
    );
  }

  change<E>(region: Region, reference: string, work: ReturnWork<E>): ResultAsync<StoredReturn, E | InfrastructureError> {
    return this.read(region, reference).andThen((current) =>
      this.orders.read(region, current.orderReference).andThen((order) =>
        work(current, order).andThen((change): ResultAsync<StoredReturn, E | InfrastructureError> => {
          const refunds = change.refund === undefined ? current.refunds : [...current.refunds, change.refund];
          if (change.refund !== undefined && [...this.returns.values()].some((entry) => entry.refunds.some((refund) => refund.idempotencyKey === change.refund?.idempotencyKey))) {
            return errAsync(conflict('refund', 'idempotency key used'));
          }
          const next: StoredReturn = {
            ...current,
            status: change.status,
            history: [...current.history, { status: change.status, at: change.at }],
            ...(change.note === undefined ? {} : { rejectionNote: change.note }),
            ...(change.refund === undefined ? {} : { refundAmount: change.refund.amount }),
            refunds,
          };
          this.returns.set(reference, next);
          this.outbox.push(...change.outbox);
          return okAsync(next);
        }),
      ),
    );
  }

  boutiques(_region: Region): ResultAsync<readonly ReturnBoutique[], InfrastructureError> {
    return okAsync(this.boutiqueList);
  }

  flaggedAccounts(region: Region): ResultAsync<readonly FlaggedAccount[], InfrastructureError> {
    return okAsync(
      this.flags
        .filter((flag) => flag.region === region)
        .map((flag) => ({ customerId: flag.customerId, email: flag.email, flaggedAt: flag.at, returnCount: flag.returnCount, windowDays: flag.windowDays })),
    );
  }
}
