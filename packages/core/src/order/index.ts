/**
 * The `@storefront/core/order` entry.
 * Orders: the records checkout writes, their state machine and the operator's moves, the customer's
 * and the guest's views of them, tax invoices (the KSA QR code), the order emails' and marketing
 * events' builders, and the ports that keep and read them.
 */
export * from './domain/order.js';
export * from './domain/order-transitions.js';
export * from './domain/order-view.js';
export * from './domain/order-links.js';
export * from './domain/order-mail.js';
export * from './domain/order-marketing-event.js';
export * from './domain/order-lookup-code.js';
export { readOrderReference } from './domain/order-reference.js';
export * from './domain/seller-settings.js';
export * from './domain/tax-invoice.js';
export { zatcaQrPayload, zatcaTimestamp, type ZatcaQrFields } from './domain/zatca-qr.js';
export * from './errors.js';
export * from './ports/order.port.js';
export * from './ports/order-store.port.js';
export * from './use-cases/advance-order/advance-order.use-case.js';
export * from './use-cases/view-orders/view-orders.use-case.js';
export * from './use-cases/request-order-lookup-code/request-order-lookup-code.use-case.js';
export * from './use-cases/look-up-guest-order/look-up-guest-order.use-case.js';
