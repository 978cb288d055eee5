import { errAsync, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { CART_UPDATE_TOPIC, cartUpdateEvent } from '../../../events/domain/cart-update-event.js';
import type { CartUpdateEvent } from '../../../events/domain/marketing-event.js';
import type { Language, Region } from '../../../locale/domain/locale.js';
import { DefaultVatPolicy, type VatPolicy } from '../../../locale/domain/vat.policy.js';
import type { ClockPort } from '../../../shared/ports/clock.port.js';
import { notFound } from '../../../shared/errors.js';
import type { OrderedLine, RestoredCartRequest } from '../../domain/abandoned-cart.js';
import type { Cart } from '../../domain/cart.js';
import { CartAggregate, MAX_COUPON_CODE_LENGTH, type CartRuleError } from '../../domain/cart-aggregate.js';
import type { CartOwner } from '../../domain/cart-owner.js';
import { priceCart } from '../../domain/cart-pricing.js';
import type { CartState, NewCartState } from '../../domain/cart-state.js';
import { DefaultCouponPolicy, type CouponPolicy } from '../../domain/coupon.policy.js';
import type { LineQuantityPolicy } from '../../domain/line-quantity.policy.js';
import { normaliseCouponCode } from '../../domain/promotion.js';
import { cartRejected } from '../../errors.js';
import type { CartChange, CartPort, CartPortError, NewCart } from '../../ports/cart.port.js';
import type { CartReads, CartStore } from '../../ports/cart-store.port.js';

export interface KeepCartsOptions {
  /** How many units one line and how many lines one cart may hold; the default allows 1 to 10 per line, 20 lines. */
  readonly quantityPolicy?: LineQuantityPolicy;
  /** Whether a coupon applies and what it takes off; the default takes whole units off. */
  readonly couponPolicy?: CouponPolicy;
  /** Only the figures of the VAT breakdown depend on it; amounts include VAT. */
  readonly vat?: VatPolicy;
  /** The clock coupons are judged by and events are stamped with. */
  readonly clock?: ClockPort;
}

const systemTime: ClockPort = { now: () => new Date() };

/** A decision already made, as a step of a unit of work. */
function inTurn<T, E>(decided: Result<T, E>): ResultAsync<T, E> {
  return decided.asyncAndThen((value) => okAsync<T, E>(value));
}

/** Reads one after another: a unit of work's reads share its one connection. */
function eachInTurn<T, R>(items: readonly T[], read: (item: T) => ResultAsync<R, CartPortError>): ResultAsync<R[], CartPortError> {
  return items.reduce((done, item) => done.andThen((found) => read(item).map((one) => [...found, one])), okAsync<R[], CartPortError>([]));
}

/**
 * The cart calls (`CartPort`) by the core's rules over any `CartStore`. Every change runs inside
 * the store's unit of work: the cart is loaded under its lock for its owner, the `CartAggregate`
 * decides, and the store saves the result with its `cart_update_backend` event, or nothing at all.
 * The cart is then priced here (`priceCart`): prices, stock flags, the coupon and VAT are the core's.
 */
export class KeepCarts implements CartPort {
  private readonly aggregate: CartAggregate;
  private readonly coupons: CouponPolicy;
  private readonly vat: VatPolicy;
  private readonly clock: ClockPort;

  constructor(
    private readonly store: CartStore,
    options: KeepCartsOptions = {},
  ) {
    this.coupons = options.couponPolicy ?? new DefaultCouponPolicy();
    this.aggregate = new CartAggregate(options.quantityPolicy, this.coupons);
    this.vat = options.vat ?? new DefaultVatPolicy();
    this.clock = options.clock ?? systemTime;
  }

  getCart(region: Region, cartId: string, owner: CartOwner, language?: Language): ResultAsync<Cart, CartPortError> {
    return this.store.read(region, cartId, owner, language).map((state) => this.price(state));
  }

  createCart(region: Region, cart: NewCart): ResultAsync<Cart, CartPortError> {
    return this.create(region, cart.locale.language, cart.lines, cart.owner);
  }

  /**
   * The cart is priced in the region's currency from its price list, whatever the order said. A
   * restore into a cart the owner holds keeps that cart (a second visit of one link adds nothing);
   * into a cart the owner does not hold (deleted, someone else's), it makes a new one.
   */
  restoreCart(region: Region, request: RestoredCartRequest, owner: CartOwner, into?: string): ResultAsync<Cart, CartPortError> {
    if (into === undefined) return this.create(region, request.locale.language, request.lines, owner);
    return this.store
      .change(region, into, owner, undefined, (state, reads) =>
        eachInTurn(request.lines, (line) => reads.variantsOf(line.productId).map((variants) => ({ line, variants })))
          .andThen((requests) => this.aggregate.restoreInto(state, requests))
          .map((cart) => ({ cart })),
      )
      .map((state) => this.price(state))
      .orElse((error) =>
        error.code === 'NOT_FOUND' && error.params.entity === 'cart' ? this.create(region, request.locale.language, request.lines, owner) : errAsync(error),
      );
  }

  linesForRestore(region: Region, cartId: string): ResultAsync<readonly OrderedLine[], CartPortError> {
    return this.store.linesOf(region, cartId);
  }

  deleteCart(region: Region, cartId: string, owner: CartOwner): ResultAsync<void, CartPortError> {
    return this.store.delete(region, cartId, owner);
  }

  addLine(region: Region, cartId: string, line: OrderedLine, change: CartChange): ResultAsync<Cart, CartPortError> {
    return this.lineChange(region, cartId, change, 'add', (state, reads) =>
      reads.variantsOf(line.productId).andThen((variants) => this.aggregate.addLine(state, line, variants)),
    );
  }

  updateLine(region: Region, cartId: string, lineId: string, quantity: number, change: CartChange): ResultAsync<Cart, CartPortError> {
    return this.lineChange(region, cartId, change, 'update', (state) => inTurn(this.aggregate.changeQuantity(state, lineId, quantity)));
  }

  removeLine(region: Region, cartId: string, lineId: string, change: CartChange): ResultAsync<Cart, CartPortError> {
    return this.lineChange(region, cartId, change, 'remove', (state) => inTurn(this.aggregate.removeLine(state, lineId)));
  }

  assignToCustomer(region: Region, cartId: string, customerId: number, from: CartOwner): ResultAsync<Cart, CartPortError> {
    return this.store
      .change(region, cartId, from, undefined, (state, reads) =>
        this.requireCustomer(reads, customerId).map(() => ({ cart: this.aggregate.assignTo(state, customerId) })),
      )
      .map((state) => this.price(state));
  }

  applyCoupon(region: Region, cartId: string, code: string, owner: CartOwner): ResultAsync<Cart, CartPortError> {
    const normalised = normaliseCouponCode(code);
    return this.store
      .change(region, cartId, owner, undefined, (state, reads) =>
        (normalised.length > MAX_COUPON_CODE_LENGTH ? okAsync(undefined) : reads.coupon(normalised))
          .andThen((coupon) => this.aggregate.applyCoupon(state, normalised, coupon, this.clock.now()))
          .map((cart) => ({ cart })),
      )
      .map((state) => this.price(state));
  }

  removeCoupon(region: Region, cartId: string, code: string, owner: CartOwner): ResultAsync<Cart, CartPortError> {
    return this.store
      .change(region, cartId, owner, undefined, (state) => okAsync({ cart: this.aggregate.removeCoupon(state, code) }))
      .map((state) => this.price(state));
  }

  private create(region: Region, language: Language, lines: readonly OrderedLine[], owner: CartOwner): ResultAsync<Cart, CartPortError> {
    // A cart nobody could open again is refused rather than made.
    if (owner.kind === 'guest' && owner.cartToken === '') return errAsync(cartRejected('create'));
    return this.store
      .create(region, owner, language, (reads) =>
        (owner.kind === 'customer' ? this.requireCustomer(reads, owner.customerId) : okAsync(undefined))
          .andThen(() => eachInTurn(lines, (line) => reads.variantsOf(line.productId).map((variants) => ({ line, variants }))))
          .andThen((requests) => this.aggregate.newCart(language, requests))
          // A customer's new cart is the one their next sign-in loads, on any device, and the one
          // signing out leaves to the browser (spec section 4, the cart lifecycle: a customer's cart id is saved to attribute 7).
          .map((draft): NewCartState => (owner.kind === 'customer' ? { ...draft, savedForOwner: true } : draft)),
      )
      .map((state) => this.price(state));
  }

  /**
   * A line change: the cart moves to the page's language, the aggregate decides, and the change's
   * `cart_update_backend` event is recorded with it, made from the cart as saved.
   */
  private lineChange(
    region: Region,
    cartId: string,
    change: CartChange,
    action: CartUpdateEvent['action'],
    apply: (state: CartState, reads: CartReads) => ResultAsync<CartState, CartRuleError>,
  ): ResultAsync<Cart, CartPortError> {
    const language = change.event.language;
    return this.store
      .change(region, cartId, change.owner, language, (state, reads) =>
        apply(this.aggregate.followLanguage(state, language), reads).map((cart) => ({
          cart,
          events: (saved: CartState) => [{ topic: CART_UPDATE_TOPIC, payload: cartUpdateEvent(action, this.price(saved), change.event, this.clock.now()) }],
        })),
      )
      .map((state) => this.price(state));
  }

  private requireCustomer(reads: CartReads, customerId: number): ResultAsync<void, CartPortError> {
    return reads.hasCustomer(customerId).andThen((known) => (known ? okAsync(undefined) : errAsync(notFound('customer', String(customerId)))));
  }

  private price(state: CartState): Cart {
    return priceCart(state, this.vat, this.clock.now(), this.coupons);
  }
}
