/**
 * `@storefront/mail`: the account emails rendered with i18next in English and Arabic, the
 * `MailerPort` over a transport, and the SMTP transport. The embedded mailbox transport lives with
 * the engine (`PostgresMailbox` in `@storefront/adapters-postgres`) and meets `Mailbox` here.
 */
export { MailRenderer, type MailRendererOptions, type RenderedMail } from './render/mail-renderer.js';
export { ACCOUNT_TEMPLATES, isAccountTemplate, type AccountTemplate, type ParamKind, type TemplateLayout } from './render/account-templates.js';
export { escapeHtml } from './render/escape-html.js';
export { TransportMailer } from './transport/transport-mailer.js';
export type { Mailbox, MailboxEntry, MailboxMessage, MailTransport, OutgoingMail } from './transport/mail-transport.js';
export { SmtpTransport } from './smtp/smtp-transport.js';
