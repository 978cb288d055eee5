import type { DeclineReason, PaymentIntent, PaymentSession, ProviderPayment } from '@storefront/core/checkout';
import type { CreatePaymentRequest, DeclineCode, WirePayment } from '../wire.js';

const REASONS: Record<DeclineCode, DeclineReason> = {
  declined: 'declined',
  insufficient_funds: 'insufficient-funds',
  authentication_failed: 'authentication-failed',
  not_available: 'not-eligible',
  order_amount_too_high: 'not-eligible',
  order_amount_too_low: 'not-eligible',
  expired: 'expired',
  cancelled: 'cancelled',
};

/** The sandbox's payment in the core's terms. */
export function toProviderPayment(wire: WirePayment): ProviderPayment {
  const saved = wire.saved_card;
  return {
    providerRef: wire.id,
    status: wire.status,
    amount: { amountMinor: wire.amount, currency: wire.currency },
    ...(wire.decline_code === null ? {} : { declineReason: REASONS[wire.decline_code] }),
    ...(saved === null
      ? {}
      : { savedCard: { token: saved.token, brand: saved.brand, last4: saved.last4, expiryMonth: saved.exp_month, expiryYear: saved.exp_year } }),
    ...(wire.card === null ? {} : { card: { brand: wire.card.brand, last4: wire.card.last4 } }),
  };
}

/** The session the shopper is sent to; no `redirectUrl` when the payment needs no page (a saved card, a refusal). */
export function toSession(wire: WirePayment): PaymentSession {
  return {
    providerRef: wire.id,
    ...(wire.redirect_url === null ? {} : { redirectUrl: wire.redirect_url }),
    expiresAt: new Date(wire.expires_at),
  };
}

/** What opening a payment sends for an intent. */
export function toCreateRequest(intent: PaymentIntent): CreatePaymentRequest {
  return {
    amount: intent.amount.amountMinor,
    currency: intent.amount.currency,
    merchant_reference: intent.attemptId,
    return_url: intent.returnUrl,
    locale: intent.locale.language,
    customer: {
      email: intent.email,
      ...(intent.phone === undefined ? {} : { phone: intent.phone }),
      ...(intent.customerReference === undefined ? {} : { reference: intent.customerReference }),
    },
    lines: intent.lines.map((line) => ({ sku: line.sku, name: line.name, quantity: line.quantity, unit_amount: line.unitPrice.amountMinor })),
  };
}
