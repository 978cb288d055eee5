import { MAIL_TOPIC, type OutboxEntry } from '../../events/ports/outbox.port.js';
import { formatLocale, type Locale } from '../../locale/domain/locale.js';
import type { OrderRecordLine } from '../../order/domain/order.js';
import type { MailMessage, MailTemplate } from '../../shared/ports/mailer.port.js';
import { ibanLast4 } from './iban.js';
import { lineIdOf } from './refund-amount.js';
import type { ReturnStatus, StoredReturn } from './return.js';

/** The return emails (`packages/mail` holds their texts in English and Arabic). */
export type ReturnMailTemplate = Extract<MailTemplate, 'return-confirmation' | 'return-status'>;

export const RETURN_MAIL_TEMPLATES: readonly ReturnMailTemplate[] = ['return-confirmation', 'return-status'];

/** At most this many lines are written out one by one. */
export const RETURN_MAIL_LINES_MAX = 30;

/** The absolute addresses the return emails link to. */
export interface ReturnLinks {
  /** The return's page in My Returns for a customer; the guest order lookup of its order for a guest. */
  returnPage(locale: Locale, reference: string, orderReference: string, guest: boolean): string;
}

/** `/{lang}-{region}/account/my-returns/{ref}` (My Returns, spec section 2) for a customer, `/{lang}-{region}/order-lookup?order={order}` for a guest, on `origin`. */
export function returnLinks(origin: string): ReturnLinks {
  const base = origin.replace(/\/+$/, '');
  return {
    returnPage: (locale, reference, orderReference, guest) =>
      `${base}/${formatLocale(locale)}/${guest ? `order-lookup?order=${encodeURIComponent(orderReference)}` : `account/my-returns/${encodeURIComponent(reference)}`}`,
  };
}

/** What every return email names. */
export interface ReturnMailBaseParams {
  readonly returnNumber: string;
  readonly orderNumber: string;
  readonly returnLink: string;
  readonly currency: string;
  /** Minor units. */
  readonly refundAmount: number;
  /** `original-method` or `bank-transfer`. */
  readonly refundRoute: string;
  /** For a bank transfer: the IBAN's last four. */
  readonly ibanLast4?: string;
}

/** The return's lines, each named as the order passed in names it (in the email's language): `line{n}Name`, `line{n}Quantity`. */
export type ReturnMailLinesParams = Readonly<Record<`line${number}Name`, string>> &
  Readonly<Record<`line${number}Quantity`, number>> & {
    readonly lineCount: number;
  };

/**
 * The confirmation of a requested return: its lines, how the item goes back (`handover`:
 * `courier-pickup`, or `boutique` with `boutiqueName` in the email's language) and what is
 * refunded where.
 */
export type ReturnConfirmationMailParams = ReturnMailBaseParams &
  ReturnMailLinesParams & {
    readonly handover: 'courier-pickup' | 'boutique';
    readonly boutiqueName?: string;
  };

/** A change of the return's state: `status`, its lines, and a rejection's `note` when the operator wrote one. */
export type ReturnStatusMailParams = ReturnMailBaseParams &
  ReturnMailLinesParams & {
    readonly status: Exclude<ReturnStatus, 'requested'>;
    readonly note?: string;
  };

/** The order a return email names its lines from: the order's lines, named in the email's language. */
export interface ReturnMailOrder {
  readonly lines: readonly Pick<OrderRecordLine, 'position' | 'name'>[];
}

const entry = (locale: Locale, to: string, template: ReturnMailTemplate, params: MailMessage['params']): OutboxEntry => ({ topic: MAIL_TOPIC, payload: { locale, to, template, params } });

function baseParams(entry: StoredReturn, links: ReturnLinks): ReturnMailBaseParams {
  return {
    returnNumber: entry.reference,
    orderNumber: entry.orderReference,
    returnLink: links.returnPage(entry.locale, entry.reference, entry.orderReference, entry.customerId === undefined),
    currency: entry.refundAmount.currency,
    refundAmount: entry.refundAmount.amountMinor,
    refundRoute: entry.refundRoute.kind,
    ...(entry.bankAccount === undefined ? {} : { ibanLast4: ibanLast4(entry.bankAccount.iban) }),
  };
}

/** The return's lines, at most `RETURN_MAIL_LINES_MAX`, each with the order's name for it. */
function lineParams(entryOf: StoredReturn, order: ReturnMailOrder): ReturnMailLinesParams {
  const lines: Record<string, string | number> = {};
  entryOf.lines.slice(0, RETURN_MAIL_LINES_MAX).forEach((line, index) => {
    const n = index + 1;
    lines[`line${n}Name`] = order.lines.find((candidate) => lineIdOf(candidate) === line.lineId)?.name ?? line.lineId;
    lines[`line${n}Quantity`] = line.quantity;
  });
  return { ...lines, lineCount: Math.min(entryOf.lines.length, RETURN_MAIL_LINES_MAX) };
}

/** The confirmation, in the return's language, to the order's email. */
export function returnConfirmationMail(entryOf: StoredReturn, order: ReturnMailOrder, links: ReturnLinks): OutboxEntry {
  const { handover } = entryOf;
  const params = {
    ...baseParams(entryOf, links),
    ...lineParams(entryOf, order),
    handover: handover.kind,
    ...(handover.kind === 'boutique' ? { boutiqueName: handover.boutiqueName[entryOf.locale.language] } : {}),
  };
  return entry(entryOf.locale, entryOf.email, 'return-confirmation', params);
}

/** The return moved on: approved, received, inspected, refunded (amount and where) or rejected (with the note); it names the return's lines. */
export function returnStatusMail(entryOf: StoredReturn, order: ReturnMailOrder, links: ReturnLinks): OutboxEntry | undefined {
  if (entryOf.status === 'requested') return undefined;
  const params: ReturnStatusMailParams = {
    ...baseParams(entryOf, links),
    ...lineParams(entryOf, order),
    status: entryOf.status,
    ...(entryOf.rejectionNote === undefined || entryOf.rejectionNote === '' ? {} : { note: entryOf.rejectionNote }),
  };
  return entry(entryOf.locale, entryOf.email, 'return-status', { ...params });
}
