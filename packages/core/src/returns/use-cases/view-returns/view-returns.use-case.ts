import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Language, Region } from '../../../locale/domain/locale.js';
import { readOrderReference } from '../../../order/domain/order-reference.js';
import { orderListOf, type OrderListItem } from '../../../order/domain/order-view.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { OrderRecord } from '../../../order/domain/order.js';
import type { ReturnEligibilityPolicy } from '../../domain/return-eligibility.policy.js';
import { deliveredAtOf, returnableOrderView, returnDetailOf, returnSummaryOf } from '../../domain/return-view.js';
import type { ReturnDetail, Returner, ReturnSummary, StoredReturn } from '../../domain/return.js';
import { notFoundFor, orderNamedIn, ownOrder, returnerOwns, type ReturnsDeps } from '../returns-deps.js';

/** An order's returns as its owner sees them on the order, and whether anything of it may still go back. */
export interface OrderReturns {
  /** The order's returns, newest first (a rejected one included: it says why the items came back). */
  readonly returns: readonly ReturnSummary[];
  /** Some line may still be returned now: delivered, within the window, not all on a return, not a gold coin or bar. */
  readonly canReturnMore: boolean;
}

/** Whether some line of an order may still go back now, after its earlier returns (the return form's rule, line by line). */
function canReturnMore(order: OrderRecord, earlier: readonly StoredReturn[], policy: ReturnEligibilityPolicy, now: Date): boolean {
  return returnableOrderView(order, earlier, policy, [], now).lines.some((line) => line.quantityReturnable > 0);
}

/**
 * My Returns, and one return's detail for its owner: the customer who asked for it, or a guest
 * whose grant names its order. Anyone else's return is `NOT_FOUND`, as one that does not exist.
 */
export class ViewReturns {
  constructor(private readonly deps: ReturnsDeps) {}

  /** The customer's returns in the region, newest first. */
  list(input: { readonly region: Region; readonly customerId: number }): ResultAsync<readonly ReturnSummary[], InfrastructureError> {
    return this.deps.returns
      .listOfCustomer(input.region, input.customerId)
      .map((entries) =>
        entries
          .filter((entry) => entry.region === input.region && entry.customerId === input.customerId)
          .sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime())
          .map(returnSummaryOf),
      );
  }

  /**
   * The customer's orders in the region a return can start from now, newest first: those with a
   * line that may still go back (delivered, within the region's window, not all on a return, not a
   * gold coin or bar), as the order's page offers "Return items".
   */
  startable(input: { readonly region: Region; readonly customerId: number }): ResultAsync<readonly OrderListItem[], InfrastructureError> {
    const now = this.deps.clock.now();
    const mine = (order: { readonly region: Region; readonly customerId?: number | undefined }) => order.region === input.region && order.customerId === input.customerId;
    return this.deps.orders.list(input.region, { customerId: input.customerId }).andThen((orders) => {
      const delivered = orders.filter((order) => mine(order) && order.status === 'delivered' && deliveredAtOf(order) !== undefined);
      if (delivered.length === 0) return okAsync(orderListOf([]));
      return this.deps.returns.listOfCustomer(input.region, input.customerId).map((returns) =>
        orderListOf(delivered.filter((order) => canReturnMore(order, returns.filter((entry) => entry.orderReference === order.reference), this.deps.policy, now))),
      );
    });
  }

  /**
   * The returns of one order, for its owner: the customer who placed it, or a guest whose grant
   * names it (the order lookup's). Anyone else's order is `NOT_FOUND`.
   */
  ofOrder(input: { readonly region: Region; readonly returner: Returner; readonly orderReference: string }): ResultAsync<OrderReturns, InfrastructureError> {
    const { returns, policy, clock } = this.deps;
    return ownOrder(this.deps, input.region, input.returner, input.orderReference).andThen((order) =>
      returns.ofOrder(input.region, order.reference).map((earlier) => ({
        returns: [...earlier].sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime()).map(returnSummaryOf),
        canReturnMore: canReturnMore(order, earlier, policy, clock.now()),
      })),
    );
  }

  /** One return: its history, lines (named in `language` when given, decision 1450), handover, refund and, for a bank transfer, the IBAN's last four. */
  detail(input: { readonly region: Region; readonly returner: Returner; readonly reference: string; readonly language?: Language | undefined }): ResultAsync<ReturnDetail, InfrastructureError> {
    const reference = readOrderReference(input.reference);
    if (reference === undefined) return errAsync(notFoundFor('return', input.reference));
    return this.deps.returns
      .read(input.region, reference)
      .mapErr((error) => (error.code === 'NOT_FOUND' ? notFoundFor('return', reference) : error))
      .andThen((entry) =>
        this.deps.orders
          .read(input.region, entry.orderReference)
          .andThen((order) =>
            entry.region === input.region && returnerOwns(this.deps, input.region, input.returner, order) && (input.returner.kind === 'guest' || entry.customerId === order.customerId)
              ? orderNamedIn(this.deps, order, input.language).map((named) => returnDetailOf(entry, named))
              : errAsync(notFoundFor('return', reference)),
          ),
      );
  }
}
