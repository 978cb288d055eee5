import { errAsync, type ResultAsync } from 'neverthrow';
import type { Brand } from '../../../locale/domain/brand.js';
import type { Language, Locale, Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError, RateLimitedError } from '../../../shared/errors.js';
import type { LimitAttempts } from '../../../shared/use-cases/limit-attempts/limit-attempts.use-case.js';
import type { OrderedLine } from '../../domain/abandoned-cart.js';
import type { Cart } from '../../domain/cart.js';
import { cartOwnerOf, identityOf, type CartOwner, type Shopper } from '../../domain/cart-owner.js';
import {
  cartNotFound,
  cartRejected,
  signInRequired,
  type CartLineLimitError,
  type SizeRequiredError,
  type CartLineNotFoundError,
  type CartNotFoundError,
  type CartRejectedError,
  type CouponError,
  type LineQuantityError,
  type SignInRequiredError,
} from '../../errors.js';
import type { CartChange, CartPort, CartPortError } from '../../ports/cart.port.js';

/** Who asks, in which store, and (for the marketing event) on which brand's pages in which language. */
export interface CartRequest {
  readonly region: Region;
  readonly shopper: Shopper;
  readonly brand?: Brand | undefined;
  readonly language?: Language | undefined;
  /** The client's address as the server sees it: what the per-client rate limits count (decision 0910). */
  readonly client?: string | undefined;
}

export type ManageCartError =
  | CartNotFoundError
  | CartLineNotFoundError
  | SignInRequiredError
  | CartRejectedError
  | LineQuantityError
  | CartLineLimitError
  | SizeRequiredError
  | CouponError
  | RateLimitedError
  | InfrastructureError;

/**
 * A cart someone may not see and a line not in the cart lose their ids on the way out: the answer
 * must not tell a stranger's cart from a cart that never existed.
 */
function toManageCartError(error: CartPortError): ManageCartError {
  if (error.code === 'NOT_FOUND' && error.params.entity === 'cart') return cartNotFound();
  if (error.code === 'NOT_FOUND' && error.params.entity === 'cart line') return { code: 'CART_LINE_NOT_FOUND', params: {} };
  return error;
}

/**
 * The cart calls of spec section 7 for one shopper. Each call binds the shopper to the cart: a
 * guest through the browser's cart token, a customer through the sign-in. Prices, customer ids and
 * statuses never come from the request: only product ids, variant ids and quantities do.
 */
export class ManageCart {
  constructor(
    private readonly carts: CartPort,
    private readonly limits: LimitAttempts,
  ) {}

  /** A new cart, within the client's `cart-creation` limit. */
  create(request: CartRequest, locale: Locale, lines: readonly OrderedLine[]): ResultAsync<Cart, ManageCartError> {
    const owner = cartOwnerOf(request.shopper);
    if (owner === undefined) return errAsync(cartRejected('create'));
    return this.limits
      .attempt(request.region, 'cart-creation', { client: request.client })
      .andThen(() => this.carts.createCart(request.region, { locale, lines, owner }).mapErr(toManageCartError));
  }

  /** The cart, its names and links in `language` (the page's) when given. */
  get(request: CartRequest, cartId: string, language?: Language): ResultAsync<Cart, ManageCartError> {
    return this.withOwner(request, (owner) => this.carts.getCart(request.region, cartId, owner, language));
  }

  delete(request: CartRequest, cartId: string): ResultAsync<void, ManageCartError> {
    return this.withOwner(request, (owner) => this.carts.deleteCart(request.region, cartId, owner));
  }

  add(request: CartRequest, cartId: string, line: OrderedLine): ResultAsync<Cart, ManageCartError> {
    return this.withOwner(request, (owner) => this.carts.addLine(request.region, cartId, line, this.change(request, owner)));
  }

  update(request: CartRequest, cartId: string, lineId: string, quantity: number): ResultAsync<Cart, ManageCartError> {
    return this.withOwner(request, (owner) => this.carts.updateLine(request.region, cartId, lineId, quantity, this.change(request, owner)));
  }

  remove(request: CartRequest, cartId: string, lineId: string): ResultAsync<Cart, ManageCartError> {
    return this.withOwner(request, (owner) => this.carts.removeLine(request.region, cartId, lineId, this.change(request, owner)));
  }

  /**
   * `updateCart`: hands the cart to the signed-in customer. The cart must be this browser's guest
   * cart (or already the customer's); guests are told to sign in.
   */
  assignToCustomer(request: CartRequest, cartId: string): ResultAsync<Cart, ManageCartError> {
    const shopper = request.shopper;
    if (shopper.kind !== 'customer') return errAsync(signInRequired());
    const from: CartOwner =
      shopper.cartToken === undefined || shopper.cartToken === ''
        ? { kind: 'customer', customerId: shopper.customerId }
        : { kind: 'guest', cartToken: shopper.cartToken };
    return this.carts.assignToCustomer(request.region, cartId, shopper.customerId, from).mapErr(toManageCartError);
  }

  /**
   * A code tried on the cart, within the `coupon-attempt` limit of the client and of the cart:
   * every try counts, so codes cannot be guessed by the hundred.
   */
  applyCoupon(request: CartRequest, cartId: string, code: string): ResultAsync<Cart, ManageCartError> {
    const owner = cartOwnerOf(request.shopper);
    if (owner === undefined) return errAsync(cartNotFound());
    return this.limits
      .attempt(request.region, 'coupon-attempt', { client: request.client, target: cartId })
      .andThen(() => this.carts.applyCoupon(request.region, cartId, code, owner).mapErr(toManageCartError));
  }

  removeCoupon(request: CartRequest, cartId: string, code: string): ResultAsync<Cart, ManageCartError> {
    return this.withOwner(request, (owner) => this.carts.removeCoupon(request.region, cartId, code, owner));
  }

  private change(request: CartRequest, owner: CartOwner): CartChange {
    return { owner, event: { identity: identityOf(request.shopper), brand: request.brand ?? 'lazurde', language: request.language } };
  }

  private withOwner<T>(request: CartRequest, call: (owner: CartOwner) => ResultAsync<T, CartPortError>): ResultAsync<T, ManageCartError> {
    const owner = cartOwnerOf(request.shopper);
    // A browser without a cart token has no cart: the same answer as for someone else's.
    if (owner === undefined) return errAsync(cartNotFound());
    return call(owner).mapErr(toManageCartError);
  }
}
