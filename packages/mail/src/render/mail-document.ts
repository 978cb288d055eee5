import { directionOf, type Language, type Region } from '@storefront/core/locale';
import { escapeHtml } from './escape-html.js';

/** What every email's HTML part is made of: its body and footer (HTML, escaped already) and the texts around them. */
export interface MailDocument {
  readonly language: Language;
  readonly region: Region;
  /** Plain text; escaped here. */
  readonly subject: string;
  /** Plain text; escaped here. */
  readonly brand: string;
  readonly body: string;
  readonly footer: string;
}

/** Text aligned to the start of the language's lines, and the end. */
export function alignmentOf(language: Language): { readonly start: 'left' | 'right'; readonly end: 'left' | 'right' } {
  return directionOf(language) === 'rtl' ? { start: 'right', end: 'left' } : { start: 'left', end: 'right' };
}

/** A paragraph of the body, in the emails' one style. */
export const paragraph = (content: string, style = ''): string => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;${style}">${content}</p>`;

/** A button to a link (already checked to be http(s)). */
export const button = (href: string, label: string): string =>
  `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;background:#1f2a44;color:#ffffff;text-decoration:none;border-radius:4px;font-size:16px;">${label}</a></p>`;

/** A link written out, left to right in either language. */
export const plainLink = (href: string): string => `<a href="${escapeHtml(href)}" style="color:#1f2a44;word-break:break-all;" dir="ltr">${escapeHtml(href)}</a>`;

/**
 * The HTML document of an email: `lang` and `dir` on the document, right to left in Arabic, the
 * brand at the top and the footer below, inline styles only (as mail clients want).
 */
export function mailDocument(document: MailDocument): string {
  const dir = directionOf(document.language);
  const { start } = alignmentOf(document.language);
  return [
    '<!doctype html>',
    `<html lang="${document.language}-${document.region.toUpperCase()}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(document.subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:0;background:#f5f3ef;font-family:Arial,Helvetica,sans-serif;color:#1f2a44;">`,
    `<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f3ef;"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;text-align:${start};">`,
    `<tr><td style="padding:24px 32px;border-bottom:1px solid #e6e1d8;font-size:22px;letter-spacing:1px;">${escapeHtml(document.brand)}</td></tr>`,
    `<tr><td style="padding:32px;">${document.body}</td></tr>`,
    `<tr><td style="padding:16px 32px;font-size:12px;color:#6b7280;border-top:1px solid #e6e1d8;">${document.footer}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}
