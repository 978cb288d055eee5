import type { TFunction } from 'i18next';
import type { CurrencyCode, Language, Region } from '@storefront/core/locale';
import type { ReturnMailTemplate } from '@storefront/core/returns';
import { escapeHtml } from './escape-html.js';
import { button, mailDocument, paragraph } from './mail-document.js';
import { formatAmount, type RenderedParts } from './order-mail-renderer.js';
import type { OrderValues } from './order-templates.js';

interface Block {
  readonly html: string;
  readonly text: string;
}

/**
 * The return emails: the confirmation (the items, how to hand them back: courier pickup or the
 * named boutique, and the refund's amount and where it goes) and one at each change of state
 * (approved, received, inspected, refunded with the amount and where, rejected with the note),
 * which names the items too.
 */
export function renderReturnMail(t: TFunction, template: ReturnMailTemplate, values: OrderValues, language: Language, region: Region): RenderedParts {
  const amount = formatAmount(Number(values['refundAmount'] ?? 0), (values['currency'] ?? 'SAR') as CurrencyCode, language, region);
  const html = (key: string, extra: OrderValues = {}) => t(key, { ...values, amount, ...extra });
  const plain = (key: string, extra: OrderValues = {}) => t(key, { ...values, amount, ...extra, interpolation: { escapeValue: false } });
  const say = (key: string, extra: OrderValues = {}): Block => ({ html: paragraph(html(key, extra)), text: plain(key, extra) });
  const refund = `return.refund_${String(values['refundRoute']).replace('-', '_')}`;
  const status = String(values['status'] ?? '');
  const count = Number(values['lineCount'] ?? 0);
  const items: string[] = [];
  for (let n = 1; n <= count; n += 1) items.push(plain('return.line', { name: String(values[`line${n}Name`]), quantity: Number(values[`line${n}Quantity`]) }));
  // The pieces of the return, under the email's own heading for them.
  const pieces: Block = {
    html: `<p style="margin:24px 0 8px;font-size:18px;">${html(`${template}.lines`)}</p><ul style="margin:0 0 16px;padding-inline-start:20px;">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    text: `${plain(`${template}.lines`)}\n${items.map((item) => `- ${item}`).join('\n')}`,
  };
  const blocks: Block[] = [say('return.greeting')];
  let subject: string;
  if (template === 'return-confirmation') {
    subject = plain(`${template}.subject`);
    blocks.push(say(`${template}.intro`), say('return.returnNumber'), pieces);
    blocks.push(say(`${template}.handover_${String(values['handover']).replace('-', '_')}`), say(refund));
  } else {
    subject = plain(`${template}.subject_${status}`);
    blocks.push(say(`${template}.intro_${status}`), say('return.returnNumber'));
    if (items.length > 0) blocks.push(pieces);
    if (status === 'refunded' || status === 'inspected') blocks.push(say(refund));
    if (status === 'rejected' && values['note'] !== undefined) blocks.push(say(`${template}.note`));
  }
  blocks.push({ html: button(String(values['returnLink']), plain('return.viewReturn')), text: `${plain('return.viewReturn')}:\n${String(values['returnLink'])}` });
  blocks.push(say(`${template}.outro`), say('common.signature'));
  return {
    subject,
    html: mailDocument({ language, region, subject, brand: String(values['brand']), body: blocks.map((block) => block.html).join(''), footer: html('return.footer') }),
    text: `${[...blocks.map((block) => block.text), `--\n${plain('return.footer')}`].join('\n\n')}\n`,
  };
}
