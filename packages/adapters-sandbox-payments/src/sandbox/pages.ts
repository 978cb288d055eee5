import type { SandboxPayment } from './payment-sandbox.js';
import { TEXTS, type PageLanguage, type Texts } from './texts.js';

/** The fields of the card form a shopper typed; re-shown after an error, except the CVC. */
export interface CardFormValues {
  readonly number: string;
  readonly expiry: string;
  readonly name: string;
}

export type CardFieldError = 'numberInvalid' | 'brandRefused' | 'expiryInvalid' | 'expired' | 'cvcInvalid' | 'nameInvalid';

export interface CardFormErrors {
  readonly number?: CardFieldError;
  readonly expiry?: CardFieldError;
  readonly cvc?: CardFieldError;
  readonly name?: CardFieldError;
}

export const STYLESHEET = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f1ec;color:#1d1d1b}
main{max-width:28rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:.5rem;box-shadow:0 1px 4px #0002}
.banner{background:#fff3cd;padding:.5rem;border-radius:.25rem;font-size:.875rem}
label{display:block;margin-top:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;margin-top:.25rem;font-size:1rem;border:1px solid #888;border-radius:.25rem}
input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020;font-size:.875rem;margin:.25rem 0 0}
button{margin-top:1.25rem;padding:.7rem 1.2rem;font-size:1rem;border-radius:.25rem;border:0;background:#1d1d1b;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d1d1b;border:1px solid #1d1d1b}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
table{width:100%;border-collapse:collapse;margin-top:1rem}td,th{padding:.4rem;text-align:start;border-bottom:1px solid #ddd}
`;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** An amount as the store shows it: Latin digits in Arabic too. */
function formatAmount(minor: number, currency: string, lang: PageLanguage): string {
  const decimals = 2;
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', { style: 'currency', currency, minimumFractionDigits: decimals }).format(minor / 10 ** decimals);
}

function layout(lang: PageLanguage, base: string, title: string, body: string): string {
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${base}/assets/sandbox.css"></head>
<body><main><p class="banner" role="note">${escapeHtml(t.sandbox)}</p><h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

function field(id: string, label: string, error: string | undefined, attributes: string): string {
  const described = error === undefined ? '' : ` aria-invalid="true" aria-describedby="${id}-error"`;
  const message = error === undefined ? '' : `<p class="error" id="${id}-error">${escapeHtml(error)}</p>`;
  return `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" ${attributes}${described}>${message}`;
}

function amountLine(t: Texts, payment: SandboxPayment, lang: PageLanguage): string {
  return `<p>${escapeHtml(t.amount)}: <strong>${escapeHtml(formatAmount(payment.request.amount, payment.request.currency, lang))}</strong></p>`;
}

/** The hosted card page: number, expiry, CVC and name, posted to the sandbox itself. */
export function cardPage(base: string, payment: SandboxPayment, lang: PageLanguage, values?: CardFormValues, errors: CardFormErrors = {}): string {
  const t = TEXTS[lang];
  const messages = Object.values(errors)
    .filter((code): code is CardFieldError => code !== undefined)
    .map((code) => t[code]);
  const summary =
    messages.length === 0
      ? ''
      : `<div role="alert"><p><strong>${escapeHtml(t.errorsTitle)}</strong></p><ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul></div>`;
  const error = (key: keyof CardFormErrors) => (errors[key] === undefined ? undefined : t[errors[key]]);
  const action = `${base}/pay/${payment.id}?lang=${lang}`;
  return layout(
    lang,
    base,
    t.cardTitle,
    `${amountLine(t, payment, lang)}${summary}
<form method="post" action="${action}" novalidate>
${field('number', t.cardNumber, error('number'), `name="number" inputmode="numeric" autocomplete="cc-number" dir="ltr" required value="${escapeHtml(values?.number ?? '')}"`)}
${field('expiry', t.expiry, error('expiry'), `name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" dir="ltr" required value="${escapeHtml(values?.expiry ?? '')}"`)}
${field('cvc', t.cvc, error('cvc'), `name="cvc" inputmode="numeric" autocomplete="cc-csc" dir="ltr" required`)}
${field('name', t.name, error('name'), `name="name" autocomplete="cc-name" required value="${escapeHtml(values?.name ?? '')}"`)}
<button type="submit">${escapeHtml(t.pay)}</button>
</form>
<form method="post" action="${base}/pay/${payment.id}/cancel?lang=${lang}"><button type="submit" class="secondary">${escapeHtml(t.cancel)}</button></form>`,
  );
}

/** The 3-D Secure challenge: one code field. */
export function challengePage(base: string, payment: SandboxPayment, lang: PageLanguage): string {
  const t = TEXTS[lang];
  return layout(
    lang,
    base,
    t.challengeTitle,
    `${amountLine(t, payment, lang)}<p>${escapeHtml(t.challengeIntro)}</p>
<form method="post" action="${base}/pay/${payment.id}/challenge?lang=${lang}">
${field('code', t.code, undefined, 'name="code" inputmode="numeric" autocomplete="one-time-code" dir="ltr" required')}
<button type="submit">${escapeHtml(t.confirm)}</button>
</form>`,
  );
}

const PROVIDER_NAMES = { tabby: 'tabby', tamara: 'Tamara' } as const;

/** The pay-in-4 approval page: the schedule, approve or decline. */
export function bnplPage(base: string, payment: SandboxPayment, provider: 'tabby' | 'tamara', lang: PageLanguage, schedule: readonly { due_date: string; amount: number }[]): string {
  const t = TEXTS[lang];
  const rows = schedule
    .map((row, index) => `<tr><td>${index === 0 ? escapeHtml(t.today) : escapeHtml(row.due_date)}</td><td>${escapeHtml(formatAmount(row.amount, payment.request.currency, lang))}</td></tr>`)
    .join('');
  const action = `${base}/${provider}/${payment.id}?lang=${lang}`;
  return layout(
    lang,
    base,
    t.bnplTitle(PROVIDER_NAMES[provider]),
    `${amountLine(t, payment, lang)}<p>${escapeHtml(t.bnplIntro)}</p>
<table><caption>${escapeHtml(t.schedule)}</caption><tbody>${rows}</tbody></table>
<form method="post" action="${action}" class="actions">
<button type="submit" name="decision" value="approve">${escapeHtml(t.approve)}</button>
<button type="submit" name="decision" value="decline" class="secondary">${escapeHtml(t.decline)}</button>
</form>`,
  );
}

/** A page that only says something: expired, finished, not found; with the way back when known. */
export function messagePage(base: string, lang: PageLanguage, message: 'sessionExpired' | 'finished' | 'notFound', backUrl?: string): string {
  const t = TEXTS[lang];
  const back = backUrl === undefined ? '' : `<p><a href="${escapeHtml(backUrl)}">${escapeHtml(t.backToStore)}</a></p>`;
  return layout(lang, base, t[message], `<p role="status">${escapeHtml(t[message])}</p>${back}`);
}
