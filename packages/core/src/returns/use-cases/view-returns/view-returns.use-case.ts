import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import { readOrderReference } from '../../../order/domain/order-reference.js';
import { orderListOf, type OrderListItem } from '../../../order/domain/order-view.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import { deliveredAtOf, returnableOrderView, returnDetailOf, returnSummaryOf } from '../../domain/return-view.js';
import type { ReturnDetail, Returner, ReturnSummary } from '../../domain/return.js';
import { notFoundFor, ownOrder, returnerOwns, type ReturnsDeps } from '../returns-deps.js';

/** An order's returns as its owner sees them on the order, and whether anything of it may still go back. */
export interface OrderReturns {
  /** The order's returns, newest first (a rejected one included: it says why the items came back). */
  readonly returns: readonly ReturnSummary[];
  /** Some line may still be returned now: delivered, within the window, not all on a return, not a gold coin or bar. */
  readonly canReturnMore: boolean;
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
   * The customer's orders in the region a return can start from now, newest first: delivered, and
   * still within the region's return window. Which of an order's lines may go back (a gold coin
   * never, say) is the return form's to say, line by line.
   */
  startable(input: { readonly region: Region; readonly customerId: number }): ResultAsync<readonly OrderListItem[], InfrastructureError> {
    const now = this.deps.clock.now();
    return this.deps.orders.list(input.region, { customerId: input.customerId }).map((orders) =>
      orderListOf(
        orders.filter((order) => {
          const deliveredAt = deliveredAtOf(order);
          return order.region === input.region && order.customerId === input.customerId && order.status === 'delivered' && deliveredAt !== undefined && this.deps.policy.windowOpen({ region: order.region, deliveredAt }, now);
        }),
      ),
    );
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
        canReturnMore: returnableOrderView(order, earlier, policy, [], clock.now()).lines.some((line) => line.quantityReturnable > 0),
      })),
    );
  }

  /** One return: its history, lines, handover, refund and, for a bank transfer, the IBAN's last four. */
  detail(input: { readonly region: Region; readonly returner: Returner; readonly reference: string }): ResultAsync<ReturnDetail, InfrastructureError> {
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
              ? okAsync(returnDetailOf(entry, order))
              : errAsync(notFoundFor('return', reference)),
          ),
      );
  }
}
