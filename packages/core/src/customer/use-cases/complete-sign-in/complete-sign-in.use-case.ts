import { errAsync, type ResultAsync } from 'neverthrow';
import type { GuestCartRecord } from '../../../cart/domain/guest-cart.js';
import type { CartMergeFailedError } from '../../../cart/errors.js';
import type { Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError, RateLimitedError } from '../../../shared/errors.js';
import type { LimitAttempts } from '../../../shared/use-cases/limit-attempts/limit-attempts.use-case.js';
import { joinGuestWishlist } from '../../../wishlist/use-cases/manage-wishlist/manage-wishlist.use-case.js';
import type { Wishlist, WishlistPort } from '../../../wishlist/ports/wishlist.port.js';
import type { SignInError } from '../../errors.js';
import type { SignIn } from '../sign-in/sign-in.use-case.js';
import type { AccountPage, ViewAccount } from '../view-account/view-account.use-case.js';

export interface CompleteSignInInput {
  readonly region: Region;
  readonly email: string;
  readonly password: string;
  readonly client?: string | undefined;
  readonly guestCart?: GuestCartRecord | undefined;
  /** The browser's cart token, which the guest cart answers to. */
  readonly guestCartToken?: string | undefined;
  /** The guest wish list's products, in the guest's order. */
  readonly guestWishlist?: readonly number[] | undefined;
}

export interface CompletedSignIn {
  readonly account: AccountPage;
  /** The cart to go on with (attribute 7 after the merge). */
  readonly cartId?: string | undefined;
  readonly wishlist: Wishlist;
  /** What went wrong merging (logged by the driver, never shown): the cart's hand-over, the wish list's join. */
  readonly failures: readonly (CartMergeFailedError | InfrastructureError)[];
}

export type CompleteSignInError = SignInError | RateLimitedError | InfrastructureError;

/**
 * The whole sign-in: the rate limit (per client and per email), the core's `SignIn` (credentials,
 * attributes, the verification guard, the cart merge with attribute 7), then the guest wish list
 * joined to the customer's, then the account. A success forgets the email's failed attempts. A
 * failed wish-list join is reported, never in the way.
 */
export class CompleteSignIn {
  constructor(
    private readonly limits: LimitAttempts,
    private readonly signIn: SignIn,
    private readonly wishlists: WishlistPort,
    private readonly accounts: ViewAccount,
  ) {}

  execute(input: CompleteSignInInput): ResultAsync<CompletedSignIn, CompleteSignInError> {
    const email = input.email.trim().toLowerCase();
    return this.limits
      .attempt(input.region, 'sign-in', { client: input.client, target: email })
      .andThen(() => this.signIn.execute({ region: input.region, email, password: input.password, guestCart: input.guestCart, guestCartToken: input.guestCartToken }))
      .andThen((signedIn) =>
        this.limits.forgetTarget(input.region, 'sign-in', email).andThen(() =>
          this.joinWishlist(input.region, signedIn.customer.id, input.guestWishlist ?? []).andThen(({ wishlist, failure }) =>
            this.accounts.execute(input.region, signedIn.customer.id).map(
              (account): CompletedSignIn => ({
                account,
                cartId: signedIn.cart.cartId,
                wishlist,
                failures: [...(signedIn.cart.failure ? [signedIn.cart.failure] : []), ...(failure ? [failure] : [])],
              }),
            ),
          ),
        ),
      );
  }

  private joinWishlist(region: Region, customerId: number, guest: readonly number[]): ResultAsync<{ wishlist: Wishlist; failure?: InfrastructureError }, InfrastructureError> {
    return joinGuestWishlist(this.wishlists, region, customerId, guest)
      .map((wishlist): { wishlist: Wishlist; failure?: InfrastructureError } => ({ wishlist }))
      .orElse((failure) => (failure.code === 'UNAVAILABLE' ? errAsync(failure) : this.wishlists.getWishlist(region, customerId).map((wishlist) => ({ wishlist, failure }))));
  }
}
