import { okAsync, type ResultAsync } from 'neverthrow';
import type { CartOwner } from '../../../cart/domain/cart-owner.js';
import { cartNotFound, type CartNotFoundError } from '../../../cart/errors.js';
import type { CartPortError } from '../../../cart/ports/cart.port.js';
import { money, type Money } from '../../../catalog/domain/money.js';
import type { Language, Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { ShippingMethodId } from '../../domain/checkout.js';
import { checkPaymentMethod } from '../../domain/checkout-quote.js';
import { PAYMENT_METHODS, type CardBrand, type PaymentMethod } from '../../domain/payment-method.js';
import { pickupOptions } from '../../domain/pickup.js';
import type { PaymentMethodUnavailableError } from '../../errors.js';
import type { BoutiqueStock } from '../../ports/checkout-store.port.js';
import type { SavedCard } from '../../ports/saved-card-store.port.js';
import type { CheckoutDeps } from '../checkout/checkout-deps.js';

export interface ViewCheckoutOptionsInput {
  readonly region: Region;
  readonly language: Language;
  readonly cartId: string;
  readonly owner: CartOwner;
  /** The signed-in customer, whose saved cards are offered. */
  readonly customerId?: number | undefined;
}

/** A home-delivery service as the delivery step offers it. */
export interface ShippingOption {
  readonly method: ShippingMethodId;
  /** What this cart pays for it (zero once free above the threshold). */
  readonly fee: Money;
  readonly minDays: number;
  readonly maxDays: number;
  /** The goods' amount from which it is free, when it can be. */
  readonly freeAbove?: Money | undefined;
}

/** A way of paying and whether this cart may use it (and why not). */
export interface PaymentOption {
  readonly method: PaymentMethod;
  readonly available: boolean;
  readonly unavailable?: PaymentMethodUnavailableError['params'] | undefined;
  /** Cash on delivery's fee. */
  readonly fee?: Money | undefined;
  /** The card brands the region takes. */
  readonly brands?: readonly CardBrand[] | undefined;
}

export interface CheckoutOptions {
  readonly shipping: readonly ShippingOption[];
  /** Boutiques holding every line of the cart. */
  readonly pickup: readonly BoutiqueStock[];
  readonly payment: readonly PaymentOption[];
  /** The customer's cards of a brand the region takes; none for a guest. */
  readonly savedCards: readonly SavedCard[];
}

export type ViewCheckoutOptionsError = CartNotFoundError | Exclude<CartPortError, { code: 'NOT_FOUND' }> | InfrastructureError;

/**
 * What the checkout page offers for a cart: the region's delivery services with this cart's fees,
 * the boutiques that hold every line, each way of paying with whether this amount may use it (at
 * the cheapest delivery; the quote checks again with the chosen one), and a customer's saved cards.
 * A method whose provider is not wired is not offered.
 */
export class ViewCheckoutOptions {
  constructor(private readonly deps: CheckoutDeps) {}

  execute(input: ViewCheckoutOptionsInput): ResultAsync<CheckoutOptions, ViewCheckoutOptionsError> {
    const settings = this.deps.settings.regions[input.region];
    return this.deps.carts
      .getCart(input.region, input.cartId, input.owner, input.language)
      .mapErr((error): ViewCheckoutOptionsError => (error.code === 'NOT_FOUND' && error.params.entity === 'cart' ? cartNotFound() : error))
      .andThen((cart) =>
        this.deps.store
          .boutiqueStock(input.region, cart.lines.map((line) => line.variantId))
          .andThen((boutiques) => (input.customerId === undefined ? okAsync([]) : this.deps.savedCards.list(input.region, input.customerId)).map((cards) => ({ cart, boutiques, cards }))),
      )
      .map(({ cart, boutiques, cards }) => {
        const currency = cart.currency;
        const goods = cart.cartAmount.amountMinor;
        const shipping: ShippingOption[] = (['standard', 'express'] as const)
          .filter((method) => settings.shipping[method].enabled)
          .map((method) => {
            const service = settings.shipping[method];
            const free = service.freeAboveMinor !== undefined && goods >= service.freeAboveMinor;
            return {
              method,
              fee: money(free ? 0 : service.feeMinor, currency),
              minDays: service.minDays,
              maxDays: service.maxDays,
              ...(service.freeAboveMinor === undefined ? {} : { freeAbove: money(service.freeAboveMinor, currency) }),
            };
          });
        const pickup = pickupOptions(boutiques, cart.lines);
        const cheapest = Math.min(...shipping.map((option) => option.fee.amountMinor), ...(pickup.length > 0 ? [0] : []));
        const cheapestDelivery = Number.isFinite(cheapest) ? cheapest : 0;
        const payment = PAYMENT_METHODS.map((method): PaymentOption => {
          const wired = method === 'cash-on-delivery' || (method === 'apple-pay' ? this.deps.providers.wallet() !== undefined : this.deps.providers.find(method) !== undefined);
          const fee = method === 'cash-on-delivery' ? settings.cashOnDelivery.feeMinor : 0;
          const checked = checkPaymentMethod(input.region, settings, method, goods + cheapestDelivery + fee);
          const extra = method === 'cash-on-delivery' ? { fee: money(fee, currency) } : method === 'card' ? { brands: settings.cardBrands } : {};
          if (!wired) return { method, available: false, unavailable: { method, reason: 'not-offered' }, ...extra };
          return checked.isOk() ? { method, available: true, ...extra } : { method, available: false, unavailable: checked.error.params, ...extra };
        });
        const savedCards = cards.filter((card) => settings.cardBrands.includes(card.brand));
        return { shipping, pickup, payment, savedCards };
      });
  }
}
