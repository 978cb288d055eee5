import type { PaymentMethodFamily } from '../../returns/domain/refund-route.js';

/**
 * The ways a shopper can pay at checkout. A card may be entered on the provider's page or be a
 * saved one; Apple Pay is a card in a wallet; tabby and Tamara are buy-now-pay-later providers.
 */
export type PaymentMethod = 'card' | 'apple-pay' | 'tabby' | 'tamara' | 'cash-on-delivery';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'apple-pay', 'tabby', 'tamara', 'cash-on-delivery'];

/** The payment providers an online method is paid through (cash on delivery has none). */
export type PaymentProviderId = Exclude<PaymentMethod, 'cash-on-delivery'>;

/** How a method is refunded (the returns context's families). */
export function familyOf(method: PaymentMethod): PaymentMethodFamily {
  switch (method) {
    case 'card':
      return 'card';
    case 'apple-pay':
      return 'apple-pay';
    case 'tabby':
    case 'tamara':
      return 'buy-now-pay-later';
    case 'cash-on-delivery':
      return 'cash-on-delivery';
  }
}

/** Card schemes the store accepts; mada is Saudi Arabia's domestic scheme. */
export type CardBrand = 'visa' | 'mastercard' | 'mada';

/**
 * Where a payment stands at its provider. `authorised` and `captured` are paid for the store;
 * `declined`, `expired` and `cancelled` are final and release what was reserved.
 */
export type ProviderPaymentStatus = 'pending' | 'authorised' | 'captured' | 'declined' | 'expired' | 'cancelled';

/** Why a provider said no, in words the shopper is shown (translated by code). */
export type DeclineReason = 'declined' | 'insufficient-funds' | 'authentication-failed' | 'not-eligible' | 'expired' | 'cancelled';

/** A card the provider keeps for the customer: the token and what may be shown of it. */
export interface SavedCardDetails {
  /** The provider's token; the card number never reaches the store. */
  readonly token: string;
  readonly brand: CardBrand;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
}
