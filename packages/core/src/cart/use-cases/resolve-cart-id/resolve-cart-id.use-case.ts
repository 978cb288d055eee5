import type { Region } from '../../../locale/domain/locale.js';
import { isSignedIn } from '../../../customer/domain/customer.js';
import { resolveCartId, type ResolvedCartId } from '../../domain/cart-id.js';
import type { GuestCartRecord } from '../../domain/guest-cart.js';
import type { GuestCartExpiryPolicy, GuestCartVerdict } from '../../domain/guest-cart-expiry.policy.js';
import type { ClockPort } from '../../../shared/ports/clock.port.js';

export interface ResolveCartIdInput {
  readonly region: Region;
  /** The cached customer id; 0 or absent for a guest. */
  readonly customerId?: number | undefined;
  /** Customer attribute 7, when signed in. */
  readonly savedCartId?: string | undefined;
  /** The guest cart record read from browser storage, if any. */
  readonly guestCart?: GuestCartRecord | undefined;
  /** The id inside the cached cart data, if any. */
  readonly cartDataId?: string | undefined;
}

export interface ResolveCartIdOutput extends ResolvedCartId {
  /** Set when a stored guest cart was ignored; the caller removes it from browser storage. */
  readonly discardGuestCart?: Exclude<GuestCartVerdict, 'keep'>;
}

/**
 * Finds the shopper's cart id by the spec's priority, after dropping a guest cart that expired or
 * belongs to another region. Pure apart from the clock, so it runs the same in the browser and on
 * the server.
 */
export class ResolveCartId {
  constructor(
    private readonly expiry: GuestCartExpiryPolicy,
    private readonly clock: ClockPort,
  ) {}

  execute(input: ResolveCartIdInput): ResolveCartIdOutput {
    const verdict = input.guestCart && this.expiry.verdict(input.guestCart, { now: this.clock.now(), region: input.region });
    const resolved = resolveCartId({
      signedIn: isSignedIn(input.customerId),
      savedCartId: input.savedCartId,
      guestCartId: verdict === 'keep' ? input.guestCart?.cartId : undefined,
      cartDataId: input.cartDataId,
    });
    return verdict === undefined || verdict === 'keep' ? resolved : { ...resolved, discardGuestCart: verdict };
  }
}
