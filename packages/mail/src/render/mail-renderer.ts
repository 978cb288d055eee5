import i18next, { type i18n, type TFunction } from 'i18next';
import { err, ok, type Result } from 'neverthrow';
import type { Language, Region } from '@storefront/core/locale';
import type { OrderMailTemplate } from '@storefront/core/order';
import type { ReturnMailTemplate } from '@storefront/core/returns';
import { invalid, type InfrastructureError, type MailMessage } from '@storefront/core/shared';
import { ar } from '../templates/ar.js';
import { en } from '../templates/en.js';
import { ACCOUNT_TEMPLATES, isAccountTemplate, type TemplateLayout } from './account-templates.js';
import { escapeHtml } from './escape-html.js';
import { button, mailDocument, paragraph, plainLink } from './mail-document.js';
import { renderOrderMail } from './order-mail-renderer.js';
import { checkOrderParams, isOrderTemplate } from './order-templates.js';
import { renderReturnMail } from './return-mail-renderer.js';
import { checkReturnParams, isReturnTemplate } from './return-templates.js';

/** One email ready to send: its subject, an HTML part and a plain-text part in the message's language. */
export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export interface MailRendererOptions {
  /** The brand name the emails sign with, per language; the texts' own (L'azurde, لازوردي) unless set. */
  readonly brand?: Partial<Readonly<Record<Language, string>>>;
}

/** Left-to-right isolation around a value set in a sentence of either direction (an email address). */
const LTR_ISOLATE = (value: string) => `\u2066${value}\u2069`;

type Values = Record<string, string | number>;

/**
 * Renders the account and order emails from their i18next templates (English and Arabic): the subject, an
 * HTML part (`lang` and `dir` on the document, right to left in Arabic, inline styles only, as mail
 * clients want) and a plain-text part. Every param is escaped where it lands in HTML; links must be
 * absolute http(s) addresses, so a param can never become a script or another scheme's link.
 */
export class MailRenderer {
  private readonly i18n: i18n;

  constructor(private readonly options: MailRendererOptions = {}) {
    this.i18n = i18next.createInstance();
    void this.i18n.init({
      resources: { en: { mail: en }, ar: { mail: ar } },
      ns: ['mail'],
      defaultNS: 'mail',
      lng: 'en',
      fallbackLng: false,
      initAsync: false,
      returnNull: false,
      interpolation: { escapeValue: true, escape: escapeHtml },
    });
    this.i18n.services.formatter?.add('ltr', (value: unknown) => LTR_ISOLATE(String(value)));
  }

  /** The email of a message, or `INVALID` naming what is wrong: a template without texts yet, a missing or malformed param. */
  render(message: MailMessage): Result<RenderedMail, InfrastructureError> {
    if (isOrderTemplate(message.template)) return this.renderOrder(message.template, message);
    if (isReturnTemplate(message.template)) return this.renderReturn(message.template, message);
    if (!isAccountTemplate(message.template)) return err(invalid('template', `no texts for ${message.template}`));
    const layout = ACCOUNT_TEMPLATES[message.template];
    const checked = checkParams(layout, message.params);
    if (checked.isErr()) return err(checked.error);
    const { language, region } = message.locale;
    const t = this.i18n.getFixedT(language, 'mail');
    const brand = this.options.brand?.[language] ?? t('brand', { interpolation: { escapeValue: false } });
    const values: Values = { ...checked.value, brand, region: t(`regions.${region}`) };
    return ok({
      subject: t(`${message.template}.subject`, { ...values, interpolation: { escapeValue: false } }),
      html: this.html(t, message.template, layout, values, language, region),
      text: this.text(t, message.template, layout, values),
    });
  }

  private renderReturn(template: ReturnMailTemplate, message: MailMessage): Result<RenderedMail, InfrastructureError> {
    return checkReturnParams(template, message.params).map((checked) => {
      const { language, region } = message.locale;
      const t = this.i18n.getFixedT(language, 'mail');
      const brand = this.options.brand?.[language] ?? t('brand', { interpolation: { escapeValue: false } });
      return renderReturnMail(t, template, { ...checked, brand, region: t(`regions.${region}`) }, language, region);
    });
  }

  private renderOrder(template: OrderMailTemplate, message: MailMessage): Result<RenderedMail, InfrastructureError> {
    return checkOrderParams(template, message.params).map((checked) => {
      const { language, region } = message.locale;
      const t = this.i18n.getFixedT(language, 'mail');
      const brand = this.options.brand?.[language] ?? t('brand', { interpolation: { escapeValue: false } });
      return renderOrderMail(t, template, { ...checked, brand, region: t(`regions.${region}`) }, language, region);
    });
  }

  private html(t: TFunction, template: string, layout: TemplateLayout, values: Values, language: Language, region: Region): string {
    const line = (key: string, extra: Values = {}) => t(key, { ...values, ...extra });
    const parts: string[] = [paragraph(line('common.greeting')), paragraph(line(`${template}.intro`))];
    if (layout.action !== undefined) {
      const href = String(values[layout.action]);
      parts.push(button(href, line(`${template}.action`)), paragraph(`${line('common.linkFallback')}<br>${plainLink(href)}`, 'font-size:14px;'));
    }
    if (layout.expiry !== undefined) parts.push(paragraph(line(`${template}.expiry`, { count: values[layout.expiry]! })));
    if (layout.secondary !== undefined) parts.push(paragraph(`${line(`${template}.secondary`)}<br>${plainLink(String(values[layout.secondary]))}`));
    parts.push(paragraph(line(`${template}.outro`)), paragraph(line('common.signature')));
    const subject = t(`${template}.subject`, { ...values, interpolation: { escapeValue: false } });
    return mailDocument({ language, region, subject, brand: String(values['brand']), body: parts.join(''), footer: line('common.footer') });
  }

  private text(t: TFunction, template: string, layout: TemplateLayout, values: Values): string {
    const line = (key: string, extra: Values = {}) => t(key, { ...values, ...extra, interpolation: { escapeValue: false } });
    const blocks: string[] = [line('common.greeting'), line(`${template}.intro`)];
    if (layout.action !== undefined) blocks.push(`${line(`${template}.action`)}:\n${String(values[layout.action])}`);
    if (layout.expiry !== undefined) blocks.push(line(`${template}.expiry`, { count: values[layout.expiry]! }));
    if (layout.secondary !== undefined) blocks.push(`${line(`${template}.secondary`)}\n${String(values[layout.secondary])}`);
    blocks.push(line(`${template}.outro`), line('common.signature'), `--\n${line('common.footer')}`);
    return `${blocks.join('\n\n')}\n`;
  }
}

/** The params the layout names, each of its kind; anything else the message carries is left out. */
function checkParams(layout: TemplateLayout, params: MailMessage['params']): Result<Values, InfrastructureError> {
  const values: Values = {};
  for (const [name, kind] of Object.entries(layout.params)) {
    const value = params[name];
    const field = `params.${name}`;
    if (value === undefined) return err(invalid(field, 'missing'));
    if (kind === 'count') {
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return err(invalid(field, 'must be a whole number'));
      values[name] = value;
      continue;
    }
    const text = String(value);
    if (kind === 'link') {
      if (!isWebAddress(text)) return err(invalid(field, 'must be an absolute http(s) address'));
      values[name] = new URL(text).href;
      continue;
    }
    if (text.trim() === '' || text.length > 320) return err(invalid(field, 'must be a text of 1 to 320 characters'));
    values[name] = text;
  }
  return ok(values);
}

function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
}
