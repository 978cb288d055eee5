import { err, ok, type Result } from 'neverthrow';
import { RETURN_MAIL_LINES_MAX, RETURN_MAIL_TEMPLATES, type ReturnMailTemplate } from '@storefront/core/returns';
import { invalid, type InfrastructureError, type MailMessage, type MailTemplate } from '@storefront/core/shared';
import { checkOne, type OrderParamSpec, type OrderValues } from './order-templates.js';

const text: OrderParamSpec = { kind: 'text' };
const base = {
  returnNumber: text,
  orderNumber: text,
  returnLink: { kind: 'link' },
  currency: { kind: 'choice', options: ['SAR', 'AED', 'EGP'] },
  refundAmount: { kind: 'amount' },
  refundRoute: { kind: 'choice', options: ['original-method', 'bank-transfer'] },
  ibanLast4: { kind: 'text', optional: true },
} as const satisfies Record<string, OrderParamSpec>;

/** The params each return email takes (the core's `Return…MailParams`); the lines (`line{n}Name`, `line{n}Quantity`) come besides. */
export const RETURN_TEMPLATES: Readonly<Record<ReturnMailTemplate, Readonly<Record<string, OrderParamSpec>>>> = {
  'return-confirmation': {
    ...base,
    lineCount: { kind: 'count' },
    handover: { kind: 'choice', options: ['courier-pickup', 'boutique'] },
    boutiqueName: { kind: 'text', optional: true },
  },
  'return-status': {
    ...base,
    status: { kind: 'choice', options: ['approved', 'received', 'inspected', 'refunded', 'rejected'] },
    // Optional: a status email queued before the status emails named the items has none.
    lineCount: { kind: 'count', optional: true },
    note: { kind: 'text', optional: true },
  },
};

export function isReturnTemplate(template: MailTemplate): template is ReturnMailTemplate {
  return (RETURN_MAIL_TEMPLATES as readonly string[]).includes(template);
}

/** The params the template names (and the return's lines), each of its kind; anything else is left out. */
export function checkReturnParams(template: ReturnMailTemplate, params: MailMessage['params']): Result<OrderValues, InfrastructureError> {
  const values: OrderValues = {};
  const specs: [string, OrderParamSpec][] = Object.entries(RETURN_TEMPLATES[template]);
  const count = params['lineCount'];
  if (typeof count === 'number' && Number.isSafeInteger(count) && count > RETURN_MAIL_LINES_MAX) return err(invalid('params.lineCount', `must be at most ${RETURN_MAIL_LINES_MAX}`));
  for (let n = 1; typeof count === 'number' && n <= count; n += 1) specs.push([`line${n}Name`, text], [`line${n}Quantity`, { kind: 'count' }]);
  if (template === 'return-confirmation' && params['handover'] === 'boutique') specs.push(['boutiqueName', text]);
  if (params['refundRoute'] === 'bank-transfer') specs.push(['ibanLast4', text]);
  for (const [name, spec] of specs) {
    const checked = checkOne(name, spec, params[name]);
    if (checked.isErr()) return err(checked.error);
    if (checked.value !== undefined) values[name] = checked.value;
  }
  return ok(values);
}
