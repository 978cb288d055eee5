/**
 * `@storefront/mail`: the account and order emails rendered with i18next in English and Arabic, the
 * `MailerPort` over a transport, and the SMTP transport. The embedded mailbox transport lives with
 * the engine (`PostgresMailbox` in `@storefront/adapters-postgres`) and meets `Mailbox` here.
 */
// The order emails' template ids and param types are the core's (`OrderMailTemplate`,
// `OrderConfirmationMailParams`, … in `@storefront/core/order`): the core writes them and may not import this package.
export type { OrderMailTemplate, OrderConfirmationMailParams, OrderShippedMailParams, OrderCancelledMailParams, OrderLookupCodeMailParams } from '@storefront/core/order';
export { MailRenderer, type MailRendererOptions, type RenderedMail } from './render/mail-renderer.js';
export { ACCOUNT_TEMPLATES, isAccountTemplate, type AccountTemplate, type ParamKind, type TemplateLayout } from './render/account-templates.js';
export { ORDER_TEMPLATES, isOrderTemplate, checkOrderParams, type OrderParamSpec, type OrderValues } from './render/order-templates.js';
export { formatAmount } from './render/order-mail-renderer.js';
export { escapeHtml } from './render/escape-html.js';
export { TransportMailer } from './transport/transport-mailer.js';
export type { Mailbox, MailboxEntry, MailboxMessage, MailTransport } from './transport/mail-transport.js';
export { SmtpTransport } from './smtp/smtp-transport.js';
