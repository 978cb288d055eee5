import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CartOwner } from '../../../cart/domain/cart-owner.js';
import { cartNotFound, type CartNotFoundError } from '../../../cart/errors.js';
import type { CartPortError } from '../../../cart/ports/cart.port.js';
import type { Locale, Region } from '../../../locale/domain/locale.js';
import { invalid, type InfrastructureError } from '../../../shared/errors.js';
import type { CheckoutQuote, DeliverySelection } from '../../domain/checkout.js';
import { quoteCheckout, type QuoteError } from '../../domain/checkout-quote.js';
import type { PaymentMethod } from '../../domain/payment-method.js';
import type { BoutiqueStock } from '../../ports/checkout-store.port.js';
import type { CheckoutDeps } from '../checkout/checkout-deps.js';

export interface QuoteCheckoutInput {
  readonly region: Region;
  readonly locale: Locale;
  readonly cartId: string;
  /** The cart's owner as the cart calls check it (the browser's cart token, or the customer). */
  readonly owner: CartOwner;
  /** The service or the boutique; an address, if any, plays no part (fees depend on the service alone). */
  readonly delivery: DeliverySelection;
  readonly method: PaymentMethod;
}

/** The review step's quote: the lines, coupons and totals that "Place order" sends back as `agreed`. */
export type CheckoutReview = CheckoutQuote<DeliverySelection>;

export type QuoteCheckoutError = QuoteError | CartNotFoundError | Exclude<CartPortError, { code: 'NOT_FOUND' }> | InfrastructureError;

/** Only what the quote reads of a delivery, so an address never travels into the review. */
const selectionOf = (delivery: DeliverySelection): DeliverySelection =>
  delivery.kind === 'home' ? { kind: 'home', method: delivery.method } : { kind: 'pickup', boutiqueId: delivery.boutiqueId };

/**
 * What the review step shows and the shopper agrees to: the cart priced now with the chosen
 * delivery and way of paying, as placement will price it (`quoteCheckout`). Refused as placement
 * would refuse: an empty cart, a short line (`SOLD_OUT`), a service off, a boutique lacking a line,
 * a method not offered for this amount, a cart that is not the shopper's (`CART_NOT_FOUND`).
 * Reserves nothing and calls no provider.
 */
export class QuoteCheckout {
  constructor(private readonly deps: Pick<CheckoutDeps, 'carts' | 'store' | 'settings' | 'vat'>) {}

  execute(input: QuoteCheckoutInput): ResultAsync<CheckoutReview, QuoteCheckoutError> {
    if (input.locale.region !== input.region) return errAsync(invalid('locale', 'another region'));
    const delivery = selectionOf(input.delivery);
    return this.deps.carts
      .getCart(input.region, input.cartId, input.owner, input.locale.language)
      .mapErr((error): QuoteCheckoutError => (error.code === 'NOT_FOUND' && error.params.entity === 'cart' ? cartNotFound() : error))
      .andThen((cart) =>
        this.boutiques(input.region, delivery, cart.lines.map((line) => line.variantId)).andThen((boutiques) => {
          const quoted = quoteCheckout({ cart, delivery, method: input.method, settings: this.deps.settings.regions[input.region], vat: this.deps.vat, boutiques });
          return quoted.isErr() ? errAsync<CheckoutReview, QuoteCheckoutError>(quoted.error) : okAsync<CheckoutReview, QuoteCheckoutError>({ ...quoted.value, locale: input.locale });
        }),
      );
  }

  private boutiques(region: Region, delivery: DeliverySelection, variantIds: readonly number[]): ResultAsync<readonly BoutiqueStock[], InfrastructureError> {
    return delivery.kind === 'pickup' ? this.deps.store.boutiqueStock(region, variantIds) : okAsync([]);
  }
}
