import { err, ok, type Result } from 'neverthrow';
import type { Language } from '../../locale/domain/locale.js';
import { notFound, type InfrastructureError } from '../../shared/errors.js';
import {
  cartRejected,
  type CartLineLimitError,
  type CartRejectedError,
  type CouponError,
  type LineQuantityError,
  type SizeRequiredError,
} from '../errors.js';
import type { OrderedLine } from './abandoned-cart.js';
import { cartSubtotal } from './cart-pricing.js';
import type { CartState, CartStateLine, CartVariantFacts, NewCartState } from './cart-state.js';
import { DefaultLineQuantityPolicy, type LineQuantityPolicy } from './line-quantity.policy.js';
import { DefaultCouponPolicy, type CouponPolicy } from './coupon.policy.js';
import { normaliseCouponCode, type CouponPromotion } from './promotion.js';
import { chooseVariant, type VariantChoiceError } from './variant-choice.js';

/** Every refusal a cart change can meet; a line or customer that is not there is `NOT_FOUND`. */
export type CartRuleError = CartRejectedError | LineQuantityError | CartLineLimitError | SizeRequiredError | CouponError | InfrastructureError;

/** A requested line with what the region sells of its product (in the product's order). */
export interface LineWithVariants {
  readonly line: OrderedLine;
  readonly variants: readonly CartVariantFacts[];
}

/** No coupon code of the store is longer: a longer one is refused without looking it up. */
export const MAX_COUPON_CODE_LENGTH = 32;

type Operation = CartRejectedError['params']['operation'];

/**
 * The cart's rules: which lines a cart may hold and in what quantities, which coupon it may carry
 * and whom it answers to. Pure: each operation takes the cart's state as its store loaded it (and
 * the catalogue facts the change needs) and returns the next state or the refusal, with the codes
 * and params the API answers with. Quantities, line counts and stock follow the `LineQuantityPolicy`,
 * coupons the `CouponPolicy`.
 */
export class CartAggregate {
  constructor(
    private readonly quantities: LineQuantityPolicy = new DefaultLineQuantityPolicy(),
    private readonly coupons: CouponPolicy = new DefaultCouponPolicy(),
  ) {}

  /** A new cart's lines: repeated variants fold into one line, in the order first asked for. */
  newCart(language: Language, requests: readonly LineWithVariants[]): Result<NewCartState, CartRuleError> {
    const byVariant = new Map<number, CartStateLine>();
    for (const { line, variants } of requests) {
      const variant = this.choose(variants, line, 'create');
      if (variant.isErr()) return err(variant.error);
      const single = this.requireQuantity(line.quantity, variant.value.sku);
      if (single.isErr()) return err(single.error);
      const before = byVariant.get(variant.value.variantId)?.quantity ?? 0;
      byVariant.set(variant.value.variantId, newLine(variant.value, before + line.quantity));
    }
    const lines = [...byVariant.values()];
    for (const line of lines) {
      const verdict = this.checkLine(line.variant!, line.quantity);
      if (verdict.isErr()) return err(verdict.error);
    }
    return this.quantities.checkLineCount(lines.length).map(() => ({ language, lines }));
  }

  /**
   * An abandoned cart's lines restored into a cart the shopper already has: each line holds at
   * least the restored quantity (a line of the same variant grows to it, never past it; a new
   * variant is added), so following one link twice changes nothing the second time (decision 0919).
   */
  restoreInto(state: CartState, requests: readonly LineWithVariants[]): Result<CartState, CartRuleError> {
    const restored = this.newCart(state.language, requests);
    if (restored.isErr()) return err(restored.error);
    let lines = [...state.lines];
    for (const wanted of restored.value.lines) {
      const existing = lines.find((held) => held.variantId === wanted.variantId);
      if (existing === undefined) {
        lines = [...lines, wanted];
        continue;
      }
      if (existing.quantity >= wanted.quantity) continue;
      const grown = this.checkLine(wanted.variant!, wanted.quantity);
      if (grown.isErr()) return err(grown.error);
      lines = lines.map((held) => (held === existing ? { ...held, quantity: grown.value, variant: wanted.variant } : held));
    }
    return this.quantities.checkLineCount(lines.length).map(() => ({ ...state, lines }));
  }

  /** Adds units of a product; an existing line of the same variant grows. */
  addLine(state: CartState, line: OrderedLine, variants: readonly CartVariantFacts[]): Result<CartState, CartRuleError> {
    const chosen = this.choose(variants, line, 'add', state.id);
    if (chosen.isErr()) return err(chosen.error);
    const variant = chosen.value;
    const single = this.requireQuantity(line.quantity, variant.sku);
    if (single.isErr()) return err(single.error);
    const existing = state.lines.find((held) => held.variantId === variant.variantId);
    const grown = this.checkLine(variant, (existing?.quantity ?? 0) + line.quantity);
    if (grown.isErr()) return err(grown.error);
    if (existing !== undefined) {
      return ok({ ...state, lines: state.lines.map((held) => (held === existing ? { ...held, quantity: grown.value, variant } : held)) });
    }
    return this.quantities.checkLineCount(state.lines.length + 1).map(() => ({ ...state, lines: [...state.lines, newLine(variant, line.quantity)] }));
  }

  /** Sets a line's quantity, within the policy and what the region can sell. */
  changeQuantity(state: CartState, lineId: string, quantity: number): Result<CartState, CartRuleError> {
    const line = state.lines.find((held) => held.id === lineId);
    if (line === undefined) return err(notFound('cart line', lineId));
    // The product stopped selling in the region since it was added: the line can only be removed.
    if (line.variant === undefined) return err(cartRejected('update', state.id));
    return this.checkLine(line.variant, quantity).map((accepted) => ({
      ...state,
      lines: state.lines.map((held) => (held === line ? { ...held, quantity: accepted } : held)),
    }));
  }

  /** Removes a line; the cart may be left empty. */
  removeLine(state: CartState, lineId: string): Result<CartState, CartRuleError> {
    const lines = state.lines.filter((held) => held.id !== lineId);
    return lines.length === state.lines.length ? err(notFound('cart line', lineId)) : ok({ ...state, lines });
  }

  /**
   * Puts the region's coupon of `code` on the cart (a new code replaces the old): an unknown code,
   * one not running at `now` or a cart below its minimum spend is refused.
   */
  applyCoupon(state: CartState, code: string, coupon: CouponPromotion | undefined, now: Date): Result<CartState, CartRuleError> {
    if (coupon === undefined) return err({ code: 'COUPON_INVALID', params: { code: normaliseCouponCode(code) } });
    return this.coupons.discount(coupon, cartSubtotal(state), now).map(() => ({ ...state, couponCode: coupon.code, coupon }));
  }

  /** Takes a coupon code off the cart; a code not on it changes nothing. */
  removeCoupon(state: CartState, code: string): CartState {
    return state.couponCode === normaliseCouponCode(code) ? { ...state, couponCode: undefined, coupon: undefined } : state;
  }

  /** Hands the cart to a customer: from now on it follows the customer's sign-in, not a browser. */
  assignTo(state: CartState, customerId: number): CartState {
    return { ...state, customerId };
  }

  /** The cart's language follows the shopper: a line change made on a page in the other language moves it (decision 0711). */
  followLanguage(state: CartState, language: Language | undefined): CartState {
    return language === undefined || language === state.language ? state : { ...state, language };
  }

  /** The variant the line means, or a refusal: sizes to choose from, or nothing the region sells (`CART_REJECTED`). */
  private choose(variants: readonly CartVariantFacts[], line: OrderedLine, operation: Operation, cartId?: string): Result<CartVariantFacts, CartRuleError> {
    return chooseVariant(variants, line.variantId).mapErr((error: VariantChoiceError): CartRuleError =>
      error.code === 'SIZE_REQUIRED' ? error : cartRejected(operation, cartId),
    );
  }

  /** The units a single request adds must themselves be a quantity the policy accepts. */
  private requireQuantity(quantity: number, sku: string): Result<number, CartRuleError> {
    return this.quantities.check({ sku, requested: quantity });
  }

  /** The quantity the line would hold after the change, against the policy and the region's stock. */
  private checkLine(variant: CartVariantFacts, quantity: number): Result<number, CartRuleError> {
    return this.quantities.check({ sku: variant.sku, requested: quantity, availableToSell: variant.availableToSell });
  }
}

function newLine(variant: CartVariantFacts, quantity: number): CartStateLine {
  return { id: undefined, productId: variant.productId, variantId: variant.variantId, quantity, variant };
}
