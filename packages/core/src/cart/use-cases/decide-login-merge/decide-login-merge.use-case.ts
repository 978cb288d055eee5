import { okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { CustomerPort } from '../../../customer/ports/customer.port.js';
import type { ClockPort } from '../../../shared/ports/clock.port.js';
import type { CartMergeFailedError } from '../../errors.js';
import { settleLoginMerge, type CartMergePolicy, type SettledMerge } from '../../domain/cart-merge.policy.js';
import type { GuestCartRecord } from '../../domain/guest-cart.js';
import type { GuestCartExpiryPolicy } from '../../domain/guest-cart-expiry.policy.js';
import type { CartPort } from '../../ports/cart.port.js';

export interface DecideLoginMergeInput {
  readonly region: Region;
  readonly customerId: number;
  /** Customer attribute 7, as just loaded. */
  readonly savedCartId?: string | undefined;
  /** The guest cart record from browser storage, if any. */
  readonly guestCart?: GuestCartRecord | undefined;
  /** The browser's cart token, which the guest cart answers to; without it the hand-over fails. */
  readonly guestCartToken?: string | undefined;
}

/** The cart the customer continues with, and what went wrong on the way (to log, never to show). */
export interface LoginMergeResult extends SettledMerge {
  readonly failure?: CartMergeFailedError;
}

/**
 * Brings the guest cart and the customer's saved cart together at sign-in, as the merge policy
 * decides. Never fails: a failed hand-over falls back to the saved cart and a failed attribute
 * write keeps the assigned cart; either failure is returned for logging and sign-in proceeds.
 */
export class DecideLoginMerge {
  constructor(
    private readonly carts: CartPort,
    private readonly customers: CustomerPort,
    private readonly merge: CartMergePolicy,
    private readonly expiry: GuestCartExpiryPolicy,
    private readonly clock: ClockPort,
  ) {}

  execute(input: DecideLoginMergeInput): ResultAsync<LoginMergeResult, never> {
    const guest = input.guestCart;
    const usable = guest && this.expiry.verdict(guest, { now: this.clock.now(), region: input.region }) === 'keep';
    const decision = this.merge.decide({ guestCartId: usable ? guest.cartId : undefined, savedCartId: input.savedCartId });
    if (decision.kind !== 'assign-guest') return okAsync(settleLoginMerge(decision, 'assigned'));

    const fellBack = settleLoginMerge(decision, 'failed');
    const assignFailure: CartMergeFailedError = {
      code: 'CART_MERGE_FAILED',
      params: { step: 'assign', guestCartId: decision.guestCartId, ...(fellBack.cartId === undefined ? {} : { fellBackTo: fellBack.cartId }) },
    };
    return this.carts
      .assignToCustomer(input.region, decision.guestCartId, input.customerId, { kind: 'guest', cartToken: input.guestCartToken ?? '' })
      .andThen(() => {
        const settled = settleLoginMerge(decision, 'assigned');
        return this.customers
          .updateAttributes(input.region, input.customerId, { savedCartId: decision.guestCartId })
          .map((): LoginMergeResult => settled)
          .orElse(() =>
            okAsync<LoginMergeResult, never>({
              ...settled,
              failure: { code: 'CART_MERGE_FAILED', params: { step: 'save-attribute', guestCartId: decision.guestCartId } },
            }),
          );
      })
      .orElse(() => okAsync<LoginMergeResult, never>({ ...fellBack, failure: assignFailure }));
  }
}
