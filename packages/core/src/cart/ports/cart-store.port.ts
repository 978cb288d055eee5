import type { ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { Language, Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { OrderedLine } from '../domain/abandoned-cart.js';
import type { AbandonedCart } from '../domain/abandoned-cart-reminder.js';
import type { CartOwner } from '../domain/cart-owner.js';
import type { CartState, CartVariantFacts, NewCartState } from '../domain/cart-state.js';
import type { CouponPromotion } from '../domain/promotion.js';

export const CartStore = Symbol.for('storefront.CartStore');

/** The catalogue facts a cart change may need, read inside the change's unit of work. */
export interface CartReads {
  /**
   * The variants the region sells of a product (it has a price there), in the product's order,
   * named in the unit's language; none for a product the region does not sell or that does not exist.
   */
  variantsOf(productId: number): ResultAsync<readonly CartVariantFacts[], InfrastructureError>;
  /** The region's coupon of that (normalised) code, running or not; `undefined` when it has none. */
  coupon(code: string): ResultAsync<CouponPromotion | undefined, InfrastructureError>;
  /** Whether the customer is one of the region's store (customers belong to one region). */
  hasCustomer(customerId: number): ResultAsync<boolean, InfrastructureError>;
}

/** What a change hands back to its unit of work: the next state, and the events to record with it. */
export interface CartChanged {
  readonly cart: CartState;
  /** The outbox entries of the change, made from the cart as saved (its new lines have their ids). */
  readonly events?: (saved: CartState) => readonly OutboxEntry[];
}

/** A change of one cart, run by the store inside its unit of work. A refusal rolls the unit back. */
export type CartWork<E> = (cart: CartState, reads: CartReads) => ResultAsync<CartChanged, E>;

/**
 * Where carts are kept: storage with a unit of work, and no rule of its own. A store issues
 * unguessable cart and line ids and answers only to a cart's owner (a browser's cart token,
 * compared with what it keeps without revealing it, or the customer the cart was handed to): a cart
 * of another owner or region is `NOT_FOUND` with entity `cart`, exactly as an id never issued. The
 * rules are the core's (`CartAggregate`, run by `KeepCarts`).
 */
export interface CartStore {
  /** The cart's state for its owner, its lines named in `language` when given, else in the cart's. */
  read(region: Region, cartId: string, owner: CartOwner, language?: Language): ResultAsync<CartState, InfrastructureError>;
  /**
   * Makes a cart bound to `owner`: runs `work` with catalogue reads in `language` and saves the new
   * cart it returns under a new id, in one transaction; a refusal from `work` makes nothing. When the
   * new cart is `savedForOwner` (and the owner a customer), the same transaction writes its id as the
   * customer's saved cart, attribute 7.
   */
  create<E>(
    region: Region,
    owner: CartOwner,
    language: Language,
    work: (reads: CartReads) => ResultAsync<NewCartState, E>,
  ): ResultAsync<CartState, E | InfrastructureError>;
  /**
   * One change of one cart, in one transaction: locks the cart (writers of one cart take turns),
   * checks the owner, loads the state (lines named in `language` when given), hands it to `work`,
   * saves the state `work` returns (lines, coupon, customer, language), appends its events through
   * an `OutboxPort` bound to the same transaction, and answers the state as saved. A refusal from
   * `work` rolls all of it back.
   */
  change<E>(region: Region, cartId: string, owner: CartOwner, language: Language | undefined, work: CartWork<E>): ResultAsync<CartState, E | InfrastructureError>;
  /** Deletes a cart (emptied, or replaced at sign-in). */
  delete(region: Region, cartId: string, owner: CartOwner): ResultAsync<void, InfrastructureError>;
  /**
   * The lines of a cart, whoever owns it, in the order they were added. Only for a restore link
   * whose signature was verified: the signature, not the caller, vouches for the right to see them.
   */
  linesOf(region: Region, cartId: string): ResultAsync<readonly OrderedLine[], InfrastructureError>;
  /**
   * Carts of every region that hold lines, have not changed since `idleSince`, were not reminded
   * since their last change and have no checkout under way (an attempt open or awaiting its
   * payment); the longest untouched first, at most `limit`. A cart that became an order is gone.
   */
  abandoned(idleSince: Date, limit: number): ResultAsync<readonly AbandonedCart[], InfrastructureError>;
  /**
   * Records the cart's reminder for its current idle period and appends `entries` to the outbox,
   * in one transaction, only when it is still untouched since `idleSince` and not yet reminded
   * since its last change; answers whether it did. Of two runs racing for one cart, one reminds.
   */
  remindAbandoned(region: Region, cartId: string, idleSince: Date, entries: readonly OutboxEntry[]): ResultAsync<boolean, InfrastructureError>;
}
