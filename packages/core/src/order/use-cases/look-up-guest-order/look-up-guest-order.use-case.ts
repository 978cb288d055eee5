import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Language, Region } from '../../../locale/domain/locale.js';
import { notFound, type InfrastructureError, type RateLimitedError } from '../../../shared/errors.js';
import { orderLookupCodeInvalid, type OrderLookupCodeError } from '../../errors.js';
import { judgeLookupCode } from '../../domain/order-lookup-code.js';
import { sameEmail } from '../../domain/order-reference.js';
import type { OrderDetail } from '../../domain/order-view.js';
import { findOrder, type OrderLookupDeps } from '../request-order-lookup-code/request-order-lookup-code.use-case.js';
import { detailIn, type OrderDetailDeps } from '../view-orders/view-orders.use-case.js';
import { issueReturnGrant, orderOfGrant } from '../../../returns/domain/return-grant.js';
import type { ReturnGrantSigner } from '../../../returns/ports/return-grant-signer.port.js';

/** The order a guest opened, with the grant that lets the guest return from it (decision 1312). */
export type GuestOrderView = OrderDetail & {
  /** A signed, expiring token naming the region and the order: `Returner` `{ kind: 'guest', grant }`. */
  readonly returnGrant: string;
};

export interface GuestOrderLookup {
  readonly region: Region;
  readonly email: string;
  readonly reference: string;
  /** The 6 digits the email gave. */
  readonly code: string;
  /** The client's address, for the `order-lookup-code` rate limit. */
  readonly client?: string | undefined;
  /** The page's language: the lines are named in it (`detailIn`); the order's when absent. */
  readonly language?: Language | undefined;
}

export type LookUpGuestOrderError = OrderLookupCodeError | RateLimitedError | InfrastructureError;

/**
 * A guest sees an order with the code emailed to its address (decision 1212). The right code,
 * in time, is spent and answers the order's detail; a wrong one counts a miss and the fifth spends
 * the code; the right one late is `ORDER_LOOKUP_CODE_EXPIRED`. The answer carries a return grant
 * for the order, so the guest can return from it. Anything else (no such order, an
 * email that is not the order's, no code, a spent one) is `ORDER_LOOKUP_CODE_INVALID`, one answer
 * for all, and touches nobody's code.
 */
export class LookUpGuestOrder {
  constructor(
    private readonly deps: OrderLookupDeps,
    private readonly details: OrderDetailDeps,
    private readonly grants: ReturnGrantSigner,
  ) {}

  execute(input: GuestOrderLookup): ResultAsync<GuestOrderView, LookUpGuestOrderError> {
    const { orders, signatures, clock, limits, settings } = this.deps;
    return limits
      .attempt(input.region, 'order-lookup-code', { client: input.client, target: input.email })
      .andThen(() => findOrder(orders, input.region, input.reference))
      .andThen((order) => {
        if (order === undefined || !sameEmail(order.email, input.email)) return errAsync<never, LookUpGuestOrderError>(orderLookupCodeInvalid());
        return orders.readLookupCode(input.region, order.reference).andThen((stored) => {
          const judged = judgeLookupCode(signatures, stored, input.code, clock.now(), settings);
          if (judged.isOk()) {
            return orders
              .updateLookupCode(input.region, order.reference, null)
              .andThen(() => detailIn(order, this.details, input.language))
              .map((detail) => ({ ...detail, returnGrant: issueReturnGrant(this.grants, input.region, order.reference, clock.now()) }));
          }
          const { error, update } = judged.error;
          const counted = update === undefined ? okAsync<void, InfrastructureError>(undefined) : orders.updateLookupCode(input.region, order.reference, update);
          return counted.andThen(() => errAsync<GuestOrderView, LookUpGuestOrderError>(error));
        });
      });
  }

  /**
   * The order again, for the guest who opened it with the code: by the grant the lookup gave, while
   * it lasts (a reload, or the way back from a return, needs no second code). A forged, altered,
   * expired or other region's grant is `NOT_FOUND`, as an order that does not exist.
   */
  reopen(input: { readonly region: Region; readonly grant: string; readonly language?: Language | undefined }): ResultAsync<GuestOrderView, InfrastructureError> {
    const reference = orderOfGrant(this.grants, input.grant, input.region, this.deps.clock.now());
    if (reference === undefined) return errAsync(notFound('order', 'grant'));
    return findOrder(this.deps.orders, input.region, reference).andThen((order) =>
      order === undefined ? errAsync(notFound('order', reference)) : detailIn(order, this.details, input.language).map((detail) => ({ ...detail, returnGrant: input.grant })),
    );
  }
}
