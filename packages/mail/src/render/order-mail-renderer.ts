import type { TFunction } from 'i18next';
import type { Language, Region } from '@storefront/core/locale';
import { MINOR_UNITS_PER_MAJOR, type CurrencyCode } from '@storefront/core/locale';
import type { OrderMailTemplate } from '@storefront/core/order';
import { escapeHtml } from './escape-html.js';
import { alignmentOf, button, mailDocument, paragraph, plainLink } from './mail-document.js';
import type { OrderValues } from './order-templates.js';

export interface RenderedParts {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** An amount as the shopper reads it in the email's language: currency and Latin digits (`SAR 1,150.00`, `‏1,150.00 ر.س.‏`). */
export function formatAmount(minor: number, currency: CurrencyCode, language: Language, region: Region): string {
  const format = new Intl.NumberFormat(`${language}-${region.toUpperCase()}`, { style: 'currency', currency, numberingSystem: 'latn' });
  return format.format(minor / MINOR_UNITS_PER_MAJOR[currency]);
}

/** One block of the email: HTML (escaped) and the same in plain text. */
interface Block {
  readonly html: string;
  readonly text: string;
}

type Translate = (key: string, extra?: OrderValues) => string;

/**
 * Where the order goes: a boutique to collect it from, or the address as a postal block (name,
 * street, city and governorate named in the email's language, postal code, the phone left to right).
 */
function deliveryBlock(template: OrderMailTemplate, values: OrderValues, html: Translate, plain: Translate): Block {
  const heading = `${template}.deliveryHeading`;
  if (values['delivery'] === 'pickup') return { html: paragraph(`<strong>${html(heading)}</strong><br>${html(`${template}.pickup`)}`), text: `${plain(heading)}: ${plain(`${template}.pickup`)}` };
  const typed = (text: string): Block => ({ html: escapeHtml(text), text });
  const said = (key: string): Block => ({ html: html(key), text: plain(key) });
  const area = values['deliveryCity'] === undefined ? undefined : `${plain(`${template}.homeArea`)}${values['deliveryPostalCode'] === undefined ? '' : ` ${String(values['deliveryPostalCode'])}`}`;
  const lines = [
    said(`${template}.home`),
    typed(String(values['deliveryAddress'])),
    ...(area === undefined ? [] : [typed(area)]),
    ...(values['deliveryPhone'] === undefined ? [] : [said(`${template}.phone`)]),
  ];
  return { html: paragraph(`<strong>${html(heading)}</strong><br>${lines.map((line) => line.html).join('<br>')}`), text: `${plain(heading)}:\n${lines.map((line) => line.text).join('\n')}` };
}

/**
 * The order emails: the confirmation (lines, totals with VAT, delivery or pickup, payment, order
 * and invoice links), shipped (tracking), cancelled (what became of the money) and the guest's
 * lookup code. Values are escaped where they land in HTML by i18next (the renderer's `escape`),
 * and written as they are in the plain text.
 */
export function renderOrderMail(t: TFunction, template: OrderMailTemplate, values: OrderValues, language: Language, region: Region): RenderedParts {
  const currency = (values['currency'] ?? 'SAR') as CurrencyCode;
  const money = (name: string) => formatAmount(Number(values[name] ?? 0), currency, language, region);
  const html = (key: string, extra: OrderValues = {}) => t(key, { ...values, ...extra });
  const plain = (key: string, extra: OrderValues = {}) => t(key, { ...values, ...extra, interpolation: { escapeValue: false } });
  const say = (key: string, extra: OrderValues = {}, style = ''): Block => ({ html: paragraph(html(key, extra), style), text: plain(key, extra) });
  const linkBlock = (label: string, href: string): Block => ({ html: button(href, label), text: `${label}:\n${href}` });
  const { end } = alignmentOf(language);
  // A line's options ("Size: 52", «المقاس: 52»): each named in the email's language, joined with its comma.
  const lineOptions = (n: number) => {
    const options: string[] = [];
    for (let m = 1; m <= Number(values[`line${n}OptionCount`] ?? 0); m += 1) {
      const name = String(values[`line${n}Option${m}Name`]);
      options.push(plain('order.option', { name: plain(`order.optionNames.${name}`, { defaultValue: name }), value: String(values[`line${n}Option${m}Value`]) }));
    }
    return options.join(plain('order.optionSeparator'));
  };

  const blocks: Block[] = [say(values['firstName'] === undefined ? 'order.greetingNoName' : 'common.greeting'), say(`${template}.intro`)];
  switch (template) {
    case 'order-confirmation': {
      blocks.push(say('order.orderNumber'));
      const count = Number(values['lineCount']);
      const rows: string[] = [];
      const textRows: string[] = [];
      for (let n = 1; n <= count; n += 1) {
        const name = String(values[`line${n}Name`]);
        const options = lineOptions(n);
        const quantity = plain(`${template}.quantity`, { quantity: Number(values[`line${n}Quantity`]) });
        const total = money(`line${n}Total`);
        rows.push(
          `<tr><td style="padding:8px 0;border-bottom:1px solid #e6e1d8;">${escapeHtml(name)}${options === '' ? '' : `<br><span style="font-size:13px;color:#6b7280;">${escapeHtml(options)}</span>`}<br><span style="font-size:13px;color:#6b7280;">${escapeHtml(quantity)}</span></td><td style="padding:8px 0;border-bottom:1px solid #e6e1d8;text-align:${end};white-space:nowrap;">${escapeHtml(total)}</td></tr>`,
        );
        textRows.push(`- ${plain(`${template}.${options === '' ? 'line' : 'lineWithOptions'}`, { name, options, quantityText: quantity, total })}`);
      }
      const totals: [string, string, boolean][] = [[plain(`${template}.subtotal`), money('subtotal'), false]];
      if (Number(values['discount']) !== 0) totals.push([plain(`${template}.discount`), formatAmount(-Number(values['discount']), currency, language, region), false]);
      if (values['delivery'] === 'home') totals.push([plain(`${template}.shipping`), Number(values['shipping']) === 0 ? plain(`${template}.shippingFree`) : money('shipping'), false]);
      if (Number(values['cashOnDeliveryFee']) !== 0) totals.push([plain(`${template}.cashOnDeliveryFee`), money('cashOnDeliveryFee'), false]);
      totals.push([plain(`${template}.total`), money('total'), true], [plain(`${template}.vat`), money('vat'), false]);
      for (const [label, value, strong] of totals) {
        const weight = strong ? 'font-weight:bold;' : '';
        rows.push(`<tr><td style="padding:6px 0;${weight}">${escapeHtml(label)}</td><td style="padding:6px 0;text-align:${end};white-space:nowrap;${weight}">${escapeHtml(value)}</td></tr>`);
      }
      blocks.push({
        html: `<p style="margin:24px 0 8px;font-size:18px;">${html(`${template}.lines`)}</p><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px;">${rows.join('')}</table>`,
        text: `${plain(`${template}.lines`)}\n${textRows.join('\n')}\n\n${totals.map(([label, value]) => `${label}: ${value}`).join('\n')}`,
      });
      blocks.push(deliveryBlock(template, values, html, plain));
      const method = values['paymentMethod'] === 'card' && values['cardLast4'] !== undefined ? 'cardEnding' : String(values['paymentMethod']);
      blocks.push({
        html: paragraph(`<strong>${html(`${template}.paymentHeading`)}</strong><br>${html(`${template}.methods.${method}`)}`),
        text: `${plain(`${template}.paymentHeading`)}: ${plain(`${template}.methods.${method}`)}`,
      });
      blocks.push(linkBlock(plain('order.viewOrder'), String(values['orderLink'])));
      blocks.push({ html: paragraph(`${html(`${template}.invoice`)}<br>${plainLink(String(values['invoiceLink']))}`), text: `${plain(`${template}.invoice`)}\n${String(values['invoiceLink'])}` });
      break;
    }
    case 'order-shipped':
      blocks.push(say(`${template}.tracking`));
      if (values['trackingUrl'] !== undefined) blocks.push(linkBlock(plain(`${template}.action`), String(values['trackingUrl'])));
      blocks.push(linkBlock(plain('order.viewOrder'), String(values['orderLink'])));
      break;
    case 'order-cancelled':
      blocks.push(say(`${template}.refund_${String(values['refund'])}`, { total: money('total') }));
      blocks.push(linkBlock(plain('order.viewOrder'), String(values['orderLink'])));
      break;
    case 'order-lookup-code': {
      const code = String(values['code']);
      blocks.push({ html: `<p style="margin:24px 0;font-size:32px;letter-spacing:8px;font-weight:bold;" dir="ltr">${escapeHtml(code)}</p>`, text: code });
      blocks.push(say(`${template}.expiry`, { count: Number(values['expiresInMinutes']) }));
      break;
    }
  }
  blocks.push(say(`${template}.outro`), say('common.signature'));
  const subject = plain(`${template}.subject`);
  return {
    subject,
    html: mailDocument({ language, region, subject, brand: String(values['brand']), body: blocks.map((block) => block.html).join(''), footer: html('order.footer') }),
    text: `${[...blocks.map((block) => block.text), `--\n${plain('order.footer')}`].join('\n\n')}\n`,
  };
}
