import type { PaymentMethod } from './api/checkout-api';

/**
 * The `checkout.declined.*` text for a refused payment: the provider's reason, in words for the way
 * of paying. A tabby or Tamara plan the provider turns down is answered `declined` like a card,
 * but the shopper paid with no card there: it is a plan not approved (`not-eligible`).
 */
export function declineMessageKey(reason: unknown, method: PaymentMethod | undefined): string {
  const known = typeof reason === 'string' && reason !== '' ? reason : 'declined';
  const plan = method === 'tabby' || method === 'tamara';
  return `checkout.declined.${plan && known === 'declined' ? 'not-eligible' : known}`;
}
