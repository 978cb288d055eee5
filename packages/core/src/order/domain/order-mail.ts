import { MAIL_TOPIC, type OutboxEntry } from '../../events/ports/outbox.port.js';
import { areaNamesOf } from '../../customer/data/areas.js';
import type { Language, Locale } from '../../locale/domain/locale.js';
import type { MailMessage, MailTemplate } from '../../shared/ports/mailer.port.js';
import type { PostalAddress } from '../../customer/domain/postal-address.js';
import type { OrderLinks } from './order-links.js';
import type { OrderRecord } from './order.js';

/** The order emails (`packages/mail` holds their texts in English and Arabic). */
export type OrderMailTemplate = Extract<MailTemplate, 'order-confirmation' | 'order-shipped' | 'order-cancelled' | 'order-lookup-code'>;

export const ORDER_MAIL_TEMPLATES: readonly OrderMailTemplate[] = ['order-confirmation', 'order-shipped', 'order-cancelled', 'order-lookup-code'];

/** At most this many lines are written out one by one; a cart holds 20 (decision 0107). */
export const MAIL_LINES_MAX = 30;

/** At most this many options of a line are written out (a piece has a size, a length, an engraving at most). */
export const MAIL_LINE_OPTIONS_MAX = 5;

/** What every order email names: the order and its page; the recipient's first name when the order has one. */
export interface OrderMailBaseParams {
  readonly orderNumber: string;
  readonly orderLink: string;
  readonly firstName?: string;
}

/**
 * One line of the order, as params `line{n}Name`, `line{n}Quantity` and `line{n}Total` (minor
 * units), and its options as `line{n}OptionCount` with `line{n}Option{m}Name` (`Size`, the
 * option's key: the mail names it in its language) and `line{n}Option{m}Value` (`52`), n from 1 to
 * `lineCount`: a message's params are flat values, so the lists are written out by position.
 */
export type OrderMailLineParams = Readonly<Record<`line${number}Name` | `line${number}Option${number}Name` | `line${number}Option${number}Value`, string>> &
  Readonly<Record<`line${number}Quantity` | `line${number}Total` | `line${number}OptionCount`, number>>;

/**
 * The confirmation: the lines, the totals (minor units of `currency`; VAT included, `vat` the VAT
 * inside), the delivery (`home` to `deliveryName` at `deliveryAddress`, the street, in
 * `deliveryCity` of `deliveryGovernorate`, named in the order's language, with the postal code and
 * the phone; or `pickup` at the boutique `deliveryAddress`), the payment method (and card's last
 * four), and the order's and invoice's links.
 */
export type OrderConfirmationMailParams = OrderMailBaseParams &
  OrderMailLineParams & {
    readonly invoiceLink: string;
    readonly currency: string;
    readonly lineCount: number;
    readonly subtotal: number;
    readonly discount: number;
    readonly shipping: number;
    readonly cashOnDeliveryFee: number;
    readonly vat: number;
    readonly total: number;
    readonly delivery: 'home' | 'pickup';
    readonly deliveryName: string;
    readonly deliveryAddress: string;
    readonly deliveryCity?: string;
    readonly deliveryGovernorate?: string;
    readonly deliveryPostalCode?: string;
    readonly deliveryPhone?: string;
    readonly paymentMethod: string;
    readonly cardLast4?: string;
  };

/** The order left: its carrier, tracking number and (when the carrier has one) tracking page. */
export interface OrderShippedMailParams extends OrderMailBaseParams {
  readonly carrier: string;
  readonly trackingNumber: string;
  readonly trackingUrl?: string;
}

/** What became of the money of a cancelled order. */
export type OrderCancelledRefund = 'refunded' | 'released' | 'none';

/** The order was cancelled: the amount (minor units of `currency`) and what became of it. */
export interface OrderCancelledMailParams extends OrderMailBaseParams {
  readonly currency: string;
  readonly total: number;
  readonly refund: OrderCancelledRefund;
}

/** A guest's one-time code to see the order, and its lifetime. */
export interface OrderLookupCodeMailParams {
  readonly orderNumber: string;
  readonly code: string;
  readonly expiresInMinutes: number;
}

const entry = (locale: Locale, to: string, template: OrderMailTemplate, params: MailMessage['params']): OutboxEntry => ({ topic: MAIL_TOPIC, payload: { locale, to, template, params } });

function baseParams(order: OrderRecord, links: OrderLinks): OrderMailBaseParams {
  const guest = order.customerId === undefined;
  const firstName = order.delivery.kind === 'home' ? order.delivery.address.firstName.trim() : '';
  return { orderNumber: order.reference, orderLink: links.order(order.locale, order.reference, guest), ...(firstName === '' ? {} : { firstName }) };
}

/** Where a home delivery goes besides its street: the city and governorate by name in the email's language, the postal code, the phone. */
function homeDeliveryParams(region: OrderRecord['region'], address: PostalAddress, language: Language) {
  const area = areaNamesOf(region, address, language);
  const postalCode = address.postalCode?.trim() ?? '';
  return { deliveryCity: area.city, deliveryGovernorate: area.governorate, deliveryPhone: address.phone, ...(postalCode === '' ? {} : { deliveryPostalCode: postalCode }) };
}

/** The confirmation of a placed order, in the order's language, to its email. Checkout writes it with the order. */
export function orderConfirmationMail(order: OrderRecord, links: OrderLinks): OutboxEntry {
  const lines: Record<string, string | number> = {};
  order.lines.slice(0, MAIL_LINES_MAX).forEach((line, index) => {
    const n = index + 1;
    lines[`line${n}Name`] = line.name;
    const options = line.options.slice(0, MAIL_LINE_OPTIONS_MAX);
    lines[`line${n}OptionCount`] = options.length;
    options.forEach((option, at) => {
      lines[`line${n}Option${at + 1}Name`] = option.name;
      lines[`line${n}Option${at + 1}Value`] = option.value;
    });
    lines[`line${n}Quantity`] = line.quantity;
    lines[`line${n}Total`] = line.total.amountMinor;
  });
  const { totals, delivery, payment } = order;
  const params = {
    ...baseParams(order, links),
    ...lines,
    invoiceLink: links.invoice(order.locale, order.reference, order.customerId === undefined),
    currency: totals.total.currency,
    lineCount: Math.min(order.lines.length, MAIL_LINES_MAX),
    subtotal: totals.subtotal.amountMinor,
    discount: totals.discount.amountMinor,
    shipping: totals.shipping.amountMinor,
    cashOnDeliveryFee: totals.cashOnDeliveryFee.amountMinor,
    vat: totals.vat.amountMinor,
    total: totals.total.amountMinor,
    delivery: delivery.kind,
    deliveryName: delivery.kind === 'home' ? `${delivery.address.firstName} ${delivery.address.lastName}`.trim() : delivery.boutiqueName,
    deliveryAddress: delivery.kind === 'home' ? [delivery.address.line1, delivery.address.line2].filter((part) => part !== undefined && part.trim() !== '').join(', ') : delivery.boutiqueName,
    ...(delivery.kind === 'home' ? homeDeliveryParams(order.region, delivery.address, order.locale.language) : {}),
    paymentMethod: payment.method,
    ...(payment.card === undefined ? {} : { cardLast4: payment.card.last4 }),
  } satisfies Omit<OrderConfirmationMailParams, keyof OrderMailLineParams> & Record<string, string | number>;
  return entry(order.locale, order.email, 'order-confirmation', params);
}

/** The order is on its way, with its tracking. */
export function orderShippedMail(order: OrderRecord, links: OrderLinks): OutboxEntry {
  const tracking = order.tracking;
  const params: OrderShippedMailParams = {
    ...baseParams(order, links),
    carrier: tracking?.carrier ?? '',
    trackingNumber: tracking?.number ?? '',
    ...(tracking?.url === undefined ? {} : { trackingUrl: tracking.url }),
  };
  return entry(order.locale, order.email, 'order-shipped', { ...params });
}

/** The order was cancelled, and what became of its money. */
export function orderCancelledMail(order: OrderRecord, links: OrderLinks, refund: OrderCancelledRefund): OutboxEntry {
  const params: OrderCancelledMailParams = { ...baseParams(order, links), currency: order.totals.total.currency, total: order.totals.total.amountMinor, refund };
  return entry(order.locale, order.email, 'order-cancelled', { ...params });
}

/** A guest's lookup code, in the language the guest asked in, to the order's email. */
export function orderLookupCodeMail(order: Pick<OrderRecord, 'region' | 'email' | 'reference'>, language: Language, code: string, expiresInMinutes: number): OutboxEntry {
  const params: OrderLookupCodeMailParams = { orderNumber: order.reference, code, expiresInMinutes };
  return entry({ language, region: order.region }, order.email, 'order-lookup-code', { ...params });
}
