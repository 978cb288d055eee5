import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Cart } from '../../../cart/domain/cart.js';
import type { CartOwner } from '../../../cart/domain/cart-owner.js';
import { cartNotFound, type CartNotFoundError } from '../../../cart/errors.js';
import type { CartPortError } from '../../../cart/ports/cart.port.js';
import type { Locale, Region } from '../../../locale/domain/locale.js';
import { invalid, type InfrastructureError } from '../../../shared/errors.js';
import type { CheckoutAttempt, DeliveryChoice } from '../../domain/checkout.js';
import { checkoutChanges, type AgreedCheckoutInput } from '../../domain/checkout-changes.js';
import { checkContactPhone, checkDelivery, type ContactError } from '../../domain/contact-check.js';
import { quoteCheckout, type QuoteError } from '../../domain/checkout-quote.js';
import type { PaymentMethod } from '../../domain/payment-method.js';
import { cartChanged, checkoutKeyReused, type CartChangedError, type CheckoutKeyReusedError } from '../../errors.js';
import type { BoutiqueStock, SoldOutError } from '../../ports/checkout-store.port.js';
import type { CheckoutDeps } from './checkout-deps.js';

/** What every way of starting a checkout names: who, which cart, how it is delivered and paid, and what was agreed. */
export interface CheckoutRequest {
  readonly region: Region;
  readonly locale: Locale;
  readonly cartId: string;
  /** The cart's owner as the cart calls check it (the browser's cart token, or the customer). */
  readonly owner: CartOwner;
  /** The browser's key for this press of "Place order". */
  readonly idempotencyKey: string;
  readonly email: string;
  /** E.164, when given. */
  readonly phone?: string | undefined;
  /** The signed-in customer; absent for a guest. */
  readonly customerId?: number | undefined;
  readonly delivery: DeliveryChoice;
  /** The quote the shopper agreed to on the review step, parsed by `agreedCheckoutSchema`. */
  readonly agreed: AgreedCheckoutInput;
}

export type OpenAttemptError = ContactError | CartNotFoundError | CartChangedError | CheckoutKeyReusedError | QuoteError | SoldOutError | Exclude<CartPortError, { code: 'NOT_FOUND' }> | InfrastructureError;

const BNPL: readonly PaymentMethod[] = ['tabby', 'tamara'];

const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A claimed key answers only the same cart, email and customer it was claimed for. */
function sameShopper(attempt: CheckoutAttempt, request: CheckoutRequest): boolean {
  return attempt.quote.cartId === request.cartId && attempt.email === normaliseEmail(request.email) && attempt.customerId === request.customerId;
}

/**
 * Starts an attempt: a key used before answers its attempt (a second press, even after the cart
 * was closed by the order); else the cart is priced now and compared with what the shopper agreed
 * to (`CART_CHANGED` lists what moved), quoted, and opened with its stock reserved (`SOLD_OUT`
 * passes through). Nothing here calls a provider.
 */
export class OpenAttempt {
  constructor(private readonly deps: CheckoutDeps) {}

  open(input: CheckoutRequest, method: PaymentMethod, saveCard: boolean): ResultAsync<CheckoutAttempt, OpenAttemptError> {
    if (input.locale.region !== input.region) return errAsync(invalid('locale', 'another region'));
    const delivery = checkDelivery(input.region, input.delivery);
    if (delivery.isErr()) return errAsync(delivery.error);
    const phone = checkContactPhone(input.region, input.phone);
    if (phone.isErr()) return errAsync(phone.error);
    const request: CheckoutRequest = { ...input, delivery: delivery.value, phone: phone.value };
    const claimedBy = (claimed: CheckoutAttempt): ResultAsync<CheckoutAttempt, OpenAttemptError> => (sameShopper(claimed, request) ? okAsync(claimed) : errAsync(checkoutKeyReused()));
    return this.deps.store.findByIdempotencyKey(request.region, request.idempotencyKey).andThen((claimed): ResultAsync<CheckoutAttempt, OpenAttemptError> => {
      if (claimed !== undefined) return claimedBy(claimed);
      return this.cart(request)
        .andThen((cart) => this.boutiques(request, cart).andThen((boutiques) => this.openFor(request, method, saveCard, cart, boutiques)))
        .orElse((error) => this.claimedMeanwhile(request, error).andThen(claimedBy));
    });
  }

  /**
   * A press of the same key that placed its order between this one's look for the key and its
   * reading of the cart has closed the cart, taken the stock or changed the bag: its attempt is the
   * answer, as for any press that comes after it. Without one, this press's own refusal stands.
   */
  private claimedMeanwhile(request: CheckoutRequest, refusal: OpenAttemptError): ResultAsync<CheckoutAttempt, OpenAttemptError> {
    return this.deps.store
      .findByIdempotencyKey(request.region, request.idempotencyKey)
      .orElse(() => okAsync(undefined))
      .andThen((claimed) => (claimed === undefined ? errAsync(refusal) : okAsync(claimed)));
  }

  /** The contact phone as the provider is given it (E.164), or none. */
  static phoneOf(input: Pick<CheckoutRequest, 'region' | 'phone'>): string | undefined {
    return checkContactPhone(input.region, input.phone).unwrapOr(undefined);
  }

  private openFor(request: CheckoutRequest, method: PaymentMethod, saveCard: boolean, cart: Cart, boutiques: readonly BoutiqueStock[]): ResultAsync<CheckoutAttempt, OpenAttemptError> {
    const lineChanges = checkoutChanges(request.agreed, cart);
    if (lineChanges.length > 0) return errAsync(cartChanged(lineChanges));
    const settings = this.deps.settings.regions[request.region];
    const quoted = quoteCheckout({ cart, delivery: request.delivery, method, settings, vat: this.deps.vat, boutiques });
    if (quoted.isErr()) return errAsync(quoted.error);
    const quote = { ...quoted.value, locale: request.locale };
    const totalsChanged = checkoutChanges(request.agreed, cart, quote.totals);
    if (totalsChanged.length > 0) return errAsync(cartChanged(totalsChanged));
    const minutes = BNPL.includes(method) ? this.deps.settings.bnplSessionMinutes : this.deps.settings.attemptMinutes;
    return this.deps.store
      .open(request.region, {
        idempotencyKey: request.idempotencyKey,
        quote,
        email: normaliseEmail(request.email),
        customerId: request.customerId,
        provider: method === 'cash-on-delivery' ? undefined : method,
        saveCard: saveCard && request.customerId !== undefined,
        expiresAt: new Date(this.deps.clock.now().getTime() + minutes * 60_000),
        locationId: request.delivery.kind === 'pickup' ? request.delivery.boutiqueId : undefined,
      })
      .andThen(({ attempt }) => (sameShopper(attempt, request) ? okAsync(attempt) : errAsync(checkoutKeyReused())));
  }

  private cart(request: CheckoutRequest): ResultAsync<Cart, OpenAttemptError> {
    return this.deps.carts
      .getCart(request.region, request.cartId, request.owner, request.locale.language)
      .mapErr((error): OpenAttemptError => (error.code === 'NOT_FOUND' && error.params.entity === 'cart' ? cartNotFound() : error));
  }

  private boutiques(request: CheckoutRequest, cart: Cart): ResultAsync<readonly BoutiqueStock[], InfrastructureError> {
    if (request.delivery.kind !== 'pickup') return okAsync([]);
    return this.deps.store.boutiqueStock(request.region, cart.lines.map((line) => line.variantId));
  }
}
