import { formatLocale } from '@storefront/core/locale';
import type { MailboxEntry, MailboxMessage } from '@storefront/mail';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mailbox pages' one style element, allowed by its hash (no nonce: the pages are inert). */
export const MAILBOX_STYLES = [
  'body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:64rem;padding:0 1rem;color:#1f2a44}',
  'table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.5rem;border-block-end:1px solid #e6e1d8;vertical-align:top}',
  'iframe{width:100%;height:36rem;border:1px solid #e6e1d8}pre{white-space:pre-wrap;background:#f5f3ef;padding:1rem}',
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}',
].join('');

/** `2026-11-25 22:40:05 UTC`: the same on every machine, and sortable. */
const sentAt = (date: Date) => `<time datetime="${date.toISOString()}">${date.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time>`;

function document(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>`,
    `<style>${MAILBOX_STYLES}</style></head>`,
    `<body>${body}</body></html>`,
  ].join('\n');
}

/** The list: newest first, each email's recipient, subject (a link to it), time and locale. */
export function renderMailboxList(entries: readonly MailboxEntry[]): string {
  const rows = entries
    .map(
      (entry) =>
        `<tr><td>${escape(entry.to)}</td><td dir="auto"><a href="/mailbox/${encodeURIComponent(entry.id)}">${escape(entry.subject)}</a></td>` +
        `<td>${sentAt(entry.sentAt)}</td><td>${escape(formatLocale(entry.locale))}</td></tr>`,
    )
    .join('\n');
  const body =
    '<h1>Mailbox</h1>' +
    '<p>The emails this store sent. No mail server is configured (SMTP_URL), so they are kept here instead of going out; this page exists only then.</p>' +
    (entries.length === 0
      ? '<p>No email yet.</p>'
      : `<table><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Sent</th><th scope="col">Language</th></tr></thead><tbody>\n${rows}\n</tbody></table>`);
  return document('Mailbox', body);
}

/** One email: its headers, its HTML part in a sandboxed frame, and its plain-text part. */
export function renderMailboxMessage(message: MailboxMessage): string {
  const id = encodeURIComponent(message.id);
  const body =
    '<p><a href="/mailbox">← Mailbox</a></p>' +
    `<h1 dir="auto">${escape(message.subject)}</h1>` +
    `<dl><dt>From</dt><dd>${escape(message.from)}</dd><dt>To</dt><dd>${escape(message.to)}</dd><dt>Sent</dt><dd>${sentAt(message.sentAt)}</dd>` +
    `<dt>Language</dt><dd>${escape(formatLocale(message.locale))}</dd><dt>Template</dt><dd>${escape(message.template)}</dd></dl>` +
    '<h2>HTML</h2>' +
    `<iframe title="${escape(message.subject)}" src="/mailbox/${id}/html" sandbox="${FRAME_SANDBOX}" referrerpolicy="no-referrer"></iframe>` +
    '<h2>Plain text</h2>' +
    `<pre dir="auto">${escape(message.text)}</pre>`;
  return document(message.subject, body);
}

/**
 * What the email's frame may do: no script, no same-origin access, no forms; a link the reader
 * clicks opens at the top (the email's links lead to the store) or in a new tab.
 */
export const FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/** The email's own HTML, its links opening at the top rather than inside the frame. */
export function emailInFrame(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}
