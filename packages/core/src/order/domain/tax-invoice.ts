import type { Money } from '../../catalog/domain/money.js';
import type { Language, Region } from '../../locale/domain/locale.js';
import { MINOR_UNITS_PER_MAJOR, type CurrencyCode } from '../../locale/domain/region.js';
import type { VatRateBasisPoints } from '../../locale/domain/vat.policy.js';
import type { OrderRecord } from './order.js';
import type { Seller } from './seller-settings.js';
import { zatcaQrPayload } from './zatca-qr.js';

/** What a row of the invoice is for: a line of the order, or a charge beside the goods. */
export type TaxInvoiceRowKind = 'line' | 'shipping' | 'cash-on-delivery-fee' | 'discount';

/** One row: its amount with VAT, the VAT inside it and the amount without. */
export interface TaxInvoiceRow {
  readonly kind: TaxInvoiceRowKind;
  /** The line's name as sold; absent for a charge (the page names it by kind). */
  readonly name?: string;
  readonly sku?: string;
  readonly quantity: number;
  /** Per unit, VAT included. */
  readonly unitPrice: Money;
  readonly totalExVat: Money;
  readonly vat: Money;
  readonly total: Money;
}

/**
 * A tax invoice, ready to show and print: a simplified tax invoice in KSA (with its QR code),
 * a tax invoice with the seller's registration number and the VAT breakdown in the UAE and Egypt.
 */
export interface TaxInvoice {
  readonly region: Region;
  /** The order's reference. */
  readonly number: string;
  readonly issuedAt: Date;
  readonly seller: { readonly name: Readonly<Record<Language, string>>; readonly vatNumber: string; readonly address: Readonly<Record<Language, string>> };
  readonly currency: CurrencyCode;
  readonly rows: readonly TaxInvoiceRow[];
  /** In basis points (1500 = 15 %). */
  readonly vatRate: VatRateBasisPoints;
  readonly totalExVat: Money;
  readonly vatTotal: Money;
  readonly total: Money;
  /** KSA only: the base64 TLV payload of the QR code (seller, VAT number, time, total, VAT). */
  readonly qrPayload?: string;
}

/** An amount as a tax document writes it: major units with the currency's decimals, `1150.00`. */
export function decimalAmount(amount: Money): string {
  const perMajor = MINOR_UNITS_PER_MAJOR[amount.currency];
  const places = Math.round(Math.log10(perMajor));
  const sign = amount.amountMinor < 0 ? '-' : '';
  const minor = Math.abs(amount.amountMinor);
  const major = Math.floor(minor / perMajor);
  return places === 0 ? `${sign}${major}` : `${sign}${major}.${String(minor % perMajor).padStart(places, '0')}`;
}

/**
 * Shares `total` among the weights in proportion, in whole minor units that add up exactly
 * (largest remainder; ties to the earlier row). Weights may be negative (a discount row).
 */
function share(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - floors[index]! })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}

/**
 * The order's tax invoice (decision 1213). The invoice number is the order's reference and its
 * time the order's placing. Every row's amount includes VAT; the order's VAT (what checkout charged)
 * is shared among the rows in proportion to their amounts, so the rows' VAT adds up to the total's
 * exactly. A cart discount the lines do not carry is a row of its own.
 */
export function taxInvoiceOf(order: OrderRecord, seller: Seller, vatRate: VatRateBasisPoints): TaxInvoice {
  const currency = order.totals.total.currency;
  const of = (amountMinor: number): Money => ({ amountMinor, currency });
  type Draft = Omit<TaxInvoiceRow, 'vat' | 'totalExVat'>;
  const drafts: Draft[] = order.lines.map((line) => ({ kind: 'line', name: line.name, sku: line.sku, quantity: line.quantity, unitPrice: line.unitPrice, total: line.total }));
  const charge = (kind: TaxInvoiceRowKind, amount: Money) => {
    if (amount.amountMinor !== 0) drafts.push({ kind, quantity: 1, unitPrice: amount, total: amount });
  };
  charge('shipping', order.totals.shipping);
  charge('cash-on-delivery-fee', order.totals.cashOnDeliveryFee);
  const unaccounted = order.totals.total.amountMinor - drafts.reduce((sum, row) => sum + row.total.amountMinor, 0);
  charge('discount', of(unaccounted));
  const vats = share(order.totals.vat.amountMinor, drafts.map((row) => row.total.amountMinor));
  const rows = drafts.map((row, index): TaxInvoiceRow => ({ ...row, vat: of(vats[index]!), totalExVat: of(row.total.amountMinor - vats[index]!) }));
  const invoice: TaxInvoice = {
    region: order.region,
    number: order.reference,
    issuedAt: order.placedAt,
    seller: { name: seller.name, vatNumber: seller.vatNumber, address: seller.address },
    currency,
    rows,
    vatRate,
    totalExVat: of(order.totals.total.amountMinor - order.totals.vat.amountMinor),
    vatTotal: order.totals.vat,
    total: order.totals.total,
  };
  if (order.region !== 'sa') return invoice;
  const qrPayload = zatcaQrPayload({
    sellerName: seller.name.ar,
    vatNumber: seller.vatNumber,
    timestamp: order.placedAt,
    totalWithVat: decimalAmount(order.totals.total),
    vatTotal: decimalAmount(order.totals.vat),
  });
  return { ...invoice, qrPayload };
}
