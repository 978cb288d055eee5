import type { MailMessage, MailTemplate } from '../ports/mailer.port.js';

/**
 * The params of each email that hold a link: absolute http(s) addresses the renderer makes into
 * buttons, and whose query may carry a one-time token (`verify-email`, `reset-password`); and a
 * one-time code sent as it is (`order-lookup-code`), which redaction replaces whole.
 */
export const MAIL_LINK_PARAMS: Readonly<Record<MailTemplate, readonly string[]>> = {
  'verify-email': ['link'],
  'reset-password': ['link'],
  'account-exists': ['signInLink', 'resetLink'],
  'email-changed': [],
  'password-changed': [],
  'order-confirmation': ['orderLink', 'invoiceLink'],
  'order-shipped': ['orderLink', 'trackingUrl'],
  'order-cancelled': ['orderLink'],
  // Not a link but a one-time secret all the same: kept at rest only as `redacted` (decision 1031).
  'order-lookup-code': ['code'],
  'return-confirmation': ['returnLink'],
  'return-status': ['returnLink'],
  'newsletter-welcome': [],
};

/** What a redacted link's query and fragment are replaced by. */
export const REDACTED = 'redacted';

/**
 * The message as it may stay at rest once delivered (decision 1031): each link param keeps its
 * origin and path, so one can still tell which page it led to, and loses its query and fragment,
 * where one-time tokens travel. A value that is no plain address (credentials in it, spaces) is
 * replaced whole.
 */
export function redactMailLinks(message: MailMessage): MailMessage {
  const links = MAIL_LINK_PARAMS[message.template] ?? [];
  const params = { ...message.params };
  for (const name of links) {
    const value = params[name];
    if (value === undefined) continue;
    params[name] = redactLink(String(value));
  }
  return { ...message, params };
}

/** An absolute address without credentials: scheme, host and path, then perhaps a query or fragment. */
const ADDRESS = /^([a-z][a-z0-9+.-]*:\/\/[^/?#@\s]+[^?#@\s]*)([?#]\S*)?$/i;

function redactLink(value: string): string {
  const match = ADDRESS.exec(value);
  if (match === null) return REDACTED;
  return `${match[1]}${match[2] === undefined ? '' : `?${REDACTED}`}`;
}
