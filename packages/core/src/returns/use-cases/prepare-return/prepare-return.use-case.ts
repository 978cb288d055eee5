import type { ResultAsync } from 'neverthrow';
import type { Language, Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import { returnableOrderView } from '../../domain/return-view.js';
import type { ReturnableOrderView, Returner } from '../../domain/return.js';
import { orderNamedIn, ownOrder, type ReturnsDeps } from '../returns-deps.js';

export interface PrepareReturnInput {
  readonly region: Region;
  readonly returner: Returner;
  readonly orderReference: string;
  /** The page's language: the lines are named in it (decision 1450); as sold when absent. */
  readonly language?: Language | undefined;
}

/**
 * The return form of an order: each line with the units still returnable and, when it cannot be
 * returned at all, why (window closed, not delivered, gold coin or bar, all returned already); the
 * refund's route, whether a bank account is needed, the window's end and the region's boutiques.
 * Another shopper's order is `NOT_FOUND`.
 */
export class PrepareReturn {
  constructor(private readonly deps: ReturnsDeps) {}

  execute(input: PrepareReturnInput): ResultAsync<ReturnableOrderView, InfrastructureError> {
    const { returns, policy, clock } = this.deps;
    return ownOrder(this.deps, input.region, input.returner, input.orderReference)
      .andThen((order) => orderNamedIn(this.deps, order, input.language))
      .andThen((order) =>
        returns
          .ofOrder(input.region, order.reference)
          .andThen((earlier) => returns.boutiques(input.region).map((boutiques) => returnableOrderView(order, earlier, policy, boutiques, clock.now()))),
      );
  }
}
