import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOrder, anOrderLine } from '../test-support/order.builder.js';
import { DEMO_SELLER_SETTINGS, sellerSettingsSchema } from './seller-settings.js';
import { decimalAmount, taxInvoiceOf } from './tax-invoice.js';

const sum = (values: readonly { amountMinor: number }[]) => values.reduce((total, value) => total + value.amountMinor, 0);

describe('the tax invoice of an order', () => {
  it('names the seller, numbers the invoice by the order and breaks down the VAT of KSA', () => {
    const order = anOrder()
      .numbered('SA-7K2M9Q')
      .withLines(anOrderLine({ sku: 'R-1', unitMinor: 1_150_00, quantity: 2 }), anOrderLine({ sku: 'E-2', variantId: 2002, unitMinor: 575_00 }))
      .withShipping(23_00)
      .build();
    const invoice = taxInvoiceOf(order, DEMO_SELLER_SETTINGS.sa, 1500);

    expect(invoice).toMatchObject({ number: 'SA-7K2M9Q', issuedAt: order.placedAt, vatRate: 1500, currency: 'SAR' });
    expect(invoice.seller).toEqual({ name: DEMO_SELLER_SETTINGS.sa.name, vatNumber: '300000000000003', address: DEMO_SELLER_SETTINGS.sa.address });
    // 2 × 1150 + 575 + 23 shipping = 2898.00 with VAT; 15 % inside is 378.00.
    expect(invoice.total).toEqual({ amountMinor: 2_898_00, currency: 'SAR' });
    expect(invoice.vatTotal).toEqual({ amountMinor: 378_00, currency: 'SAR' });
    expect(invoice.totalExVat).toEqual({ amountMinor: 2_520_00, currency: 'SAR' });
    expect(invoice.rows.map((row) => [row.kind, row.sku, row.totalExVat.amountMinor, row.vat.amountMinor, row.total.amountMinor])).toEqual([
      ['line', 'R-1', 2_000_00, 300_00, 2_300_00],
      ['line', 'E-2', 500_00, 75_00, 575_00],
      ['shipping', undefined, 20_00, 3_00, 23_00],
    ]);
  });

  it('has rows whose VAT and amounts add up to the totals exactly, whatever the rounding', () => {
    const order = anOrder()
      .withLines(anOrderLine({ unitMinor: 333_33, quantity: 3 }), anOrderLine({ sku: 'N-9', unitMinor: 99_99 }), anOrderLine({ sku: 'B-3', unitMinor: 10_01, quantity: 7 }))
      .withShipping(17_00)
      .withCashOnDeliveryFee(11_50)
      .withCartDiscount(50_00)
      .paidBy('cash-on-delivery')
      .build();
    const invoice = taxInvoiceOf(order, DEMO_SELLER_SETTINGS.sa, 1500);

    expect(sum(invoice.rows.map((row) => row.vat))).toBe(order.totals.vat.amountMinor);
    expect(sum(invoice.rows.map((row) => row.total))).toBe(order.totals.total.amountMinor);
    expect(sum(invoice.rows.map((row) => row.totalExVat))).toBe(invoice.totalExVat.amountMinor);
    expect(invoice.rows.map((row) => row.kind)).toEqual(['line', 'line', 'line', 'shipping', 'cash-on-delivery-fee', 'discount']);
    expect(invoice.rows.at(-1)?.total.amountMinor).toBe(-50_00);
    expect(invoice.rows.at(-1)!.vat.amountMinor).toBeLessThan(0);
  });

  it('adds up for any lines, charges and cart discount, with no row’s VAT beyond its amount', () => {
    const line = fc.record({ unitMinor: fc.integer({ min: 1, max: 5_000_00 }), quantity: fc.integer({ min: 1, max: 5 }), lineDiscount: fc.integer({ min: 0, max: 100 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 50_00 }), fc.integer({ min: 0, max: 30_00 }), fc.integer({ min: 0, max: 99 }), (lines, shipping, fee, discountPercent) => {
        const built = lines.map((value, index) => anOrderLine({ sku: `S-${index}`, unitMinor: value.unitMinor, quantity: value.quantity, discount: { amountMinor: Math.floor((value.unitMinor * value.lineDiscount) / 1000), currency: 'SAR' } }));
        const goods = built.reduce((total, value) => total + value.total.amountMinor, 0);
        const order = anOrder().withLines(...built).withShipping(shipping).withCashOnDeliveryFee(fee).withCartDiscount(Math.floor((goods * discountPercent) / 100)).build();
        const invoice = taxInvoiceOf(order, DEMO_SELLER_SETTINGS.sa, 1500);
        expect(sum(invoice.rows.map((row) => row.vat))).toBe(order.totals.vat.amountMinor);
        expect(sum(invoice.rows.map((row) => row.total))).toBe(order.totals.total.amountMinor);
        for (const row of invoice.rows) expect(Math.abs(row.vat.amountMinor)).toBeLessThanOrEqual(Math.abs(row.total.amountMinor));
      }),
    );
  });

  it('carries the QR code in KSA, with the seller’s Arabic name, the time and the amounts of the order', () => {
    const order = anOrder().placed('2026-03-01T10:00:00.000Z').withLines(anOrderLine({ unitMinor: 1_150_00 })).build();
    const invoice = taxInvoiceOf(order, DEMO_SELLER_SETTINGS.sa, 1500);
    const decoded = decodeTlv(invoice.qrPayload!);
    expect(decoded).toEqual([DEMO_SELLER_SETTINGS.sa.name.ar, '300000000000003', '2026-03-01T10:00:00Z', '1150.00', '150.00']);
  });

  it('has the seller’s registration number and the VAT breakdown in the UAE and Egypt, and no QR code', () => {
    const uae = taxInvoiceOf(anOrder().inRegion('ae').withLines(anOrderLine({ unitMinor: 1_050_00 })).build(), DEMO_SELLER_SETTINGS.ae, 500);
    expect(uae).toMatchObject({ currency: 'AED', vatRate: 500, vatTotal: { amountMinor: 50_00 }, totalExVat: { amountMinor: 1_000_00 } });
    expect(uae.seller.vatNumber).toBe('100000000000003');
    expect(uae.qrPayload).toBeUndefined();
    const egypt = taxInvoiceOf(anOrder().inRegion('eg').withLines(anOrderLine({ unitMinor: 1_140_00 })).build(), DEMO_SELLER_SETTINGS.eg, 1400);
    expect(egypt).toMatchObject({ currency: 'EGP', vatTotal: { amountMinor: 140_00 }, totalExVat: { amountMinor: 1_000_00 } });
    expect(egypt.qrPayload).toBeUndefined();
  });

  it('writes amounts as a tax document does: two decimals, no grouping', () => {
    expect(decimalAmount({ amountMinor: 1_000_00, currency: 'SAR' })).toBe('1000.00');
    expect(decimalAmount({ amountMinor: 5, currency: 'AED' })).toBe('0.05');
    expect(decimalAmount({ amountMinor: -1_250, currency: 'EGP' })).toBe('-12.50');
  });
});

describe('the seller settings', () => {
  it('take the demo sellers, and refuse a KSA VAT number ZATCA would not issue', () => {
    expect(sellerSettingsSchema.parse(DEMO_SELLER_SETTINGS)).toEqual(DEMO_SELLER_SETTINGS);
    const wrong = { ...DEMO_SELLER_SETTINGS, sa: { ...DEMO_SELLER_SETTINGS.sa, vatNumber: '123456789012345' } };
    expect(sellerSettingsSchema.safeParse(wrong).error?.issues[0]?.path).toEqual(['sa', 'vatNumber']);
    const blank = { ...DEMO_SELLER_SETTINGS, ae: { ...DEMO_SELLER_SETTINGS.ae, name: { en: ' ', ar: 'x' } } };
    expect(sellerSettingsSchema.safeParse(blank).success).toBe(false);
  });
});

/** The TLV values of a payload, decoded independently of the encoder (base64 by hand, UTF-8 by `decodeURIComponent`). */
function decodeTlv(payload: string): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const bits = [...payload.replace(/=+$/, '')].map((character) => alphabet.indexOf(character).toString(2).padStart(6, '0')).join('');
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8) bytes.push(parseInt(bits.slice(index, index + 8), 2));
  const values: string[] = [];
  for (let index = 0; index < bytes.length; ) {
    const length = bytes[index + 1]!;
    values.push(decodeURIComponent(bytes.slice(index + 2, index + 2 + length).map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')));
    index += 2 + length;
  }
  return values;
}
