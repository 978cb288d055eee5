import { err, ok, type Result } from 'neverthrow';
import { PAYMENT_METHODS } from '@storefront/core/checkout';
import { MAIL_LINE_OPTIONS_MAX, MAIL_LINES_MAX, ORDER_MAIL_TEMPLATES, type OrderMailTemplate } from '@storefront/core/order';
import { invalid, type InfrastructureError, type MailMessage, type MailTemplate } from '@storefront/core/shared';

/**
 * What an order email's param holds: a text (`blank` may be empty), an absolute http(s) link, a
 * whole number a sentence counts, an amount in minor units, one of a few words, or a code of digits.
 */
export type OrderParamSpec =
  | { readonly kind: 'text'; readonly optional?: true; readonly blank?: true }
  | { readonly kind: 'link' | 'count' | 'amount' | 'code'; readonly optional?: true }
  | { readonly kind: 'choice'; readonly options: readonly string[]; readonly optional?: true };

const text: OrderParamSpec = { kind: 'text' };
const link: OrderParamSpec = { kind: 'link' };
const amount: OrderParamSpec = { kind: 'amount' };
const currency: OrderParamSpec = { kind: 'choice', options: ['SAR', 'AED', 'EGP'] };
const base = { orderNumber: text, orderLink: link, firstName: { kind: 'text', optional: true } } as const satisfies Record<string, OrderParamSpec>;

/**
 * The params each order email takes (the core's `Order…MailParams`, written by its builders); the
 * confirmation's lines come besides, as `line{n}Name`, `line{n}Quantity`, `line{n}Total` and
 * `line{n}OptionCount` for n up to `lineCount`, with `line{n}Option{m}Name` and `…Value` for m up
 * to the line's count.
 */
export const ORDER_TEMPLATES: Readonly<Record<OrderMailTemplate, Readonly<Record<string, OrderParamSpec>>>> = {
  'order-confirmation': {
    ...base,
    invoiceLink: link,
    currency,
    lineCount: { kind: 'count' },
    subtotal: amount,
    discount: amount,
    shipping: amount,
    cashOnDeliveryFee: amount,
    vat: amount,
    total: amount,
    delivery: { kind: 'choice', options: ['home', 'pickup'] },
    deliveryName: text,
    deliveryAddress: text,
    deliveryCity: { kind: 'text', optional: true },
    deliveryGovernorate: { kind: 'text', optional: true },
    deliveryPostalCode: { kind: 'text', optional: true },
    deliveryPhone: { kind: 'text', optional: true },
    paymentMethod: { kind: 'choice', options: PAYMENT_METHODS },
    cardLast4: { kind: 'code', optional: true },
  },
  'order-shipped': { ...base, carrier: text, trackingNumber: text, trackingUrl: { kind: 'link', optional: true } },
  'order-cancelled': { ...base, currency, total: amount, refund: { kind: 'choice', options: ['refunded', 'released', 'none'] } },
  'order-lookup-code': { orderNumber: text, code: { kind: 'code' }, expiresInMinutes: { kind: 'count' } },
};

const LINE_SPECS: Readonly<Record<string, OrderParamSpec>> = { Name: text, Quantity: { kind: 'count' }, Total: amount, OptionCount: { kind: 'count', optional: true } };
// `OptionCount` may be absent: an email queued before lines carried their options one by one is sent without them.
const OPTION_SPECS: Readonly<Record<string, OrderParamSpec>> = { Name: text, Value: text };

export function isOrderTemplate(template: MailTemplate): template is OrderMailTemplate {
  return (ORDER_MAIL_TEMPLATES as readonly string[]).includes(template);
}

export type OrderValues = Record<string, string | number>;

export function checkOne(name: string, spec: OrderParamSpec, value: string | number | undefined): Result<string | number | undefined, InfrastructureError> {
  const field = `params.${name}`;
  if (value === undefined) return spec.optional === true ? ok(undefined) : err(invalid(field, 'missing'));
  switch (spec.kind) {
    case 'count':
    case 'amount':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || (spec.kind === 'count' && value < 0)) return err(invalid(field, 'must be a whole number'));
      return ok(value);
    case 'link': {
      const address = String(value);
      if (!URL.canParse(address) || !['http:', 'https:'].includes(new URL(address).protocol)) return err(invalid(field, 'must be an absolute http(s) address'));
      return ok(new URL(address).href);
    }
    case 'code':
      return /^\d{4,8}$/.test(String(value)) ? ok(String(value)) : err(invalid(field, 'must be 4 to 8 digits'));
    case 'choice':
      return spec.options.includes(String(value)) ? ok(String(value)) : err(invalid(field, `must be one of ${spec.options.join(', ')}`));
    case 'text': {
      const written = String(value);
      if (written.length > 320 || (spec.blank !== true && written.trim() === '')) return err(invalid(field, 'must be a text of 1 to 320 characters'));
      return ok(written);
    }
  }
}

/** The params the template names (and the confirmation's lines), each of its kind; anything else is left out. */
export function checkOrderParams(template: OrderMailTemplate, params: MailMessage['params']): Result<OrderValues, InfrastructureError> {
  const values: OrderValues = {};
  const specs: [string, OrderParamSpec][] = Object.entries(ORDER_TEMPLATES[template]);
  if (template === 'order-confirmation') {
    const count = params['lineCount'];
    if (typeof count === 'number' && Number.isSafeInteger(count) && count > MAIL_LINES_MAX) return err(invalid('params.lineCount', `must be at most ${MAIL_LINES_MAX}`));
    for (let n = 1; typeof count === 'number' && n <= count; n += 1) {
      for (const [part, spec] of Object.entries(LINE_SPECS)) specs.push([`line${n}${part}`, spec]);
      const options = params[`line${n}OptionCount`];
      if (typeof options === 'number' && Number.isSafeInteger(options) && options > MAIL_LINE_OPTIONS_MAX) return err(invalid(`params.line${n}OptionCount`, `must be at most ${MAIL_LINE_OPTIONS_MAX}`));
      for (let m = 1; typeof options === 'number' && m <= options; m += 1) for (const [part, spec] of Object.entries(OPTION_SPECS)) specs.push([`line${n}Option${m}${part}`, spec]);
    }
  }
  for (const [name, spec] of specs) {
    const checked = checkOne(name, spec, params[name]);
    if (checked.isErr()) return err(checked.error);
    if (checked.value !== undefined) values[name] = checked.value;
  }
  return ok(values);
}
