import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../order/domain/order.js';
import type { CheckoutAttempt, CheckoutQuote } from './checkout.js';
import { orderLinks } from '../../order/domain/order-links.js';
import { newOrderFrom, placedOrderOutbox } from './placed-order.js';

const links = orderLinks('https://shop.example');

const SAR = (amountMinor: number) => ({ amountMinor, currency: 'SAR' as const });

const quote: CheckoutQuote = {
  region: 'sa',
  locale: { language: 'ar', region: 'sa' },
  cartId: 'cart-1',
  currency: 'SAR',
  lines: [
    {
      productId: 11,
      variantId: 1,
      sku: 'SKU-1',
      name: 'Ring',
      options: [{ name: 'Size', value: '52' }],
      quantity: 2,
      unitPrice: SAR(300_00),
      discount: SAR(0),
      total: SAR(600_00),
      imageUrl: '/images/SKU-1.svg',
      kind: 'jewellery',
      pierced: false,
    },
  ],
  coupons: ['TEN'],
  delivery: { kind: 'home', method: 'express', address: { firstName: 'Noura', lastName: 'Alharbi', phone: '+966501234567', line1: '1 King Fahd Road', line2: 'Flat 4', governorate: 'riyadh', city: 'riyadh' } },
  method: 'card',
  totals: { subtotal: SAR(600_00), discount: SAR(60_00), shipping: SAR(50_00), cashOnDeliveryFee: SAR(0), vat: SAR(76_96), total: SAR(590_00) },
};

const attempt: CheckoutAttempt = {
  id: 'attempt-1',
  region: 'sa',
  idempotencyKey: 'key-1',
  status: 'awaiting-payment',
  quote,
  email: 'noura@example.com',
  customerId: 7,
  saveCard: false,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  expiresAt: new Date('2026-03-01T10:30:00Z'),
};

const placedAt = new Date('2026-03-01T10:05:00Z');

function kept(order = newOrderFrom(attempt, { status: 'paid', placedAt, payment: { method: 'card', providerRef: 'pay-1', card: { brand: 'mada', last4: '1234' } } })): OrderRecord {
  return { ...order, reference: 'SA-000001', region: 'sa', lines: order.lines.map((line, position) => ({ ...line, position })), timeline: [{ status: 'placed', at: placedAt }] };
}

describe('the order an attempt becomes', () => {
  it('is the agreed quote: its lines, totals, delivery and payment', () => {
    const order = newOrderFrom(attempt, { status: 'paid', placedAt, payment: { method: 'card', providerRef: 'pay-1' } });
    expect(order).toMatchObject({ status: 'paid', placedAt, email: 'noura@example.com', customerId: 7, coupons: ['TEN'], totals: quote.totals, delivery: quote.delivery });
    expect(order.lines).toEqual([quote.lines[0]]);
  });

  it('sells each line as the catalogue knows it: a gold coin as a coin, pierced earrings as pierced, in no bundle', () => {
    const ring = quote.lines[0]!;
    const coin = { ...ring, productId: 12, variantId: 2, sku: 'CN-8', name: '22K Gold Coin, 8 g', options: [], quantity: 1, kind: 'gold-coin' as const };
    const studs = { ...ring, productId: 13, variantId: 3, sku: 'ER-1', name: 'Star Studs', options: [], quantity: 1, pierced: true };
    const mixed = { ...attempt, quote: { ...quote, lines: [ring, coin, studs] } };

    const order = newOrderFrom(mixed, { status: 'paid', placedAt, payment: { method: 'card', providerRef: 'pay-1' } });

    expect(order.lines.map((line) => [line.sku, line.kind, line.pierced, line.bundleId])).toEqual([
      ['SKU-1', 'jewellery', false, undefined],
      ['CN-8', 'gold-coin', false, undefined],
      ['ER-1', 'jewellery', true, undefined],
    ]);
  });

  it('names a pickup’s boutique', () => {
    const pickup = { ...attempt, quote: { ...quote, delivery: { kind: 'pickup' as const, boutiqueId: 501 } } };
    expect(newOrderFrom(pickup, { status: 'awaiting-cash', placedAt, payment: { method: 'cash-on-delivery' }, boutiqueName: 'الرياض بارك' }).delivery).toEqual({
      kind: 'pickup',
      boutiqueId: 501,
      boutiqueName: 'الرياض بارك',
    });
  });

  it('writes the placed and paid events and the confirmation email, in the order’s language', () => {
    const entries = placedOrderOutbox(kept(), placedAt, links);
    expect(entries.map((entry) => entry.topic)).toEqual(['marketing.order_update_backend', 'marketing.order_update_backend', 'mail']);
    expect(entries[0]!.payload).toMatchObject({ name: 'order_update_backend', action: 'placed', orderReference: 'SA-000001', identity: { email: 'noura@example.com' }, itemCount: 2, total: SAR(590_00) });
    expect(entries[1]!.payload).toMatchObject({ action: 'paid', occurredAt: '2026-03-01T10:05:00.000Z' });
    const awaitingCash = kept(newOrderFrom(attempt, { status: 'awaiting-cash', placedAt, payment: { method: 'cash-on-delivery' } }));
    expect(placedOrderOutbox(awaitingCash, placedAt, links).map((entry) => entry.topic)).toEqual(['marketing.order_update_backend', 'mail']);
  });

  it('sends the confirmation email to the order’s email in its language, linking to the order and its invoice', () => {
    const mail = placedOrderOutbox(kept(), placedAt, links).at(-1)!.payload as { to: string; template: string; locale: unknown; params: Record<string, unknown> };
    expect(mail).toMatchObject({ to: 'noura@example.com', template: 'order-confirmation', locale: { language: 'ar', region: 'sa' } });
    expect(mail.params).toMatchObject({
      orderNumber: 'SA-000001',
      orderLink: 'https://shop.example/ar-sa/account/orders/SA-000001',
      invoiceLink: 'https://shop.example/ar-sa/account/orders/SA-000001/invoice',
      total: 590_00,
      vat: 76_96,
      shipping: 50_00,
      paymentMethod: 'card',
      cardLast4: '1234',
      delivery: 'home',
      line1Name: 'Ring',
      line1Quantity: 2,
    });
  });
});
