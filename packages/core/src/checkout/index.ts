/**
 * The `@storefront/core/checkout` entry.
 * Checkout: the merchant's settings per region, quotes, attempts with their stock reservations,
 * payment providers, saved cards, and the use cases that place an order and settle its payment.
 */
export * from './errors.js';
export * from './domain/checkout.js';
export * from './domain/checkout-settings.js';
export * from './domain/checkout-quote.js';
export * from './domain/checkout-changes.js';
export * from './domain/pickup.js';
export * from './domain/contact-check.js';
export * from './domain/placed-order.js';
export * from './domain/payment-method.js';
export * from './ports/checkout-store.port.js';
export * from './ports/message-signatures.port.js';
export * from './ports/payment-provider.port.js';
export * from './ports/saved-card-store.port.js';
export type { CheckoutDeps } from './use-cases/checkout/checkout-deps.js';
export type { CheckoutOutcome, AttemptFailedError } from './use-cases/checkout/checkout-outcome.js';
export type { CheckoutRequest, OpenAttemptError } from './use-cases/checkout/open-attempt.js';
export type { SettledAttempts } from './use-cases/checkout/settle-unfinished.js';
export * from './use-cases/place-order/place-order.use-case.js';
export * from './use-cases/complete-payment/complete-payment.use-case.js';
export * from './use-cases/handle-payment-webhook/handle-payment-webhook.use-case.js';
export * from './use-cases/expire-checkout-attempts/expire-checkout-attempts.use-case.js';
export * from './use-cases/reconcile-checkout-attempts/reconcile-checkout-attempts.use-case.js';
export * from './use-cases/validate-apple-pay-merchant/validate-apple-pay-merchant.use-case.js';
export * from './use-cases/pay-with-apple-pay/pay-with-apple-pay.use-case.js';
export * from './use-cases/manage-saved-cards/manage-saved-cards.use-case.js';
export * from './use-cases/view-checkout-options/view-checkout-options.use-case.js';
export * from './use-cases/quote-checkout/quote-checkout.use-case.js';
