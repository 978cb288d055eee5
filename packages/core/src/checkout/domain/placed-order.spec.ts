import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../order/domain/order.js';
import type { CheckoutAttempt, CheckoutQuote } from './checkout.js';
import { newOrderFrom, orderConfirmationMail, placedOrderOutbox } from './placed-order.js';

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
  it('is the agreed quote: its lines (as jewellery, not pierced), totals, delivery and payment', () => {
    const order = newOrderFrom(attempt, { status: 'paid', placedAt, payment: { method: 'card', providerRef: 'pay-1' } });
    expect(order).toMatchObject({ status: 'paid', placedAt, email: 'noura@example.com', customerId: 7, coupons: ['TEN'], totals: quote.totals, delivery: quote.delivery });
    expect(order.lines).toEqual([{ ...quote.lines[0], kind: 'jewellery', pierced: false }]);
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
    const entries = placedOrderOutbox(kept(), placedAt);
    expect(entries.map((entry) => entry.topic)).toEqual(['marketing.order_update_backend', 'marketing.order_update_backend', 'mail']);
    expect(entries[0]!.payload).toMatchObject({ name: 'order_update_backend', action: 'placed', orderReference: 'SA-000001', identity: { email: 'noura@example.com' }, itemCount: 2, total: SAR(590_00) });
    expect(entries[1]!.payload).toMatchObject({ action: 'paid', occurredAt: '2026-03-01T10:05:00.000Z' });
    const awaitingCash = kept(newOrderFrom(attempt, { status: 'awaiting-cash', placedAt, payment: { method: 'cash-on-delivery' } }));
    expect(placedOrderOutbox(awaitingCash, placedAt).map((entry) => entry.topic)).toEqual(['marketing.order_update_backend', 'mail']);
  });

  it('gives the email every figure it shows, flat: totals in minor units, each line numbered, the delivery and the card', () => {
    const mail = orderConfirmationMail(kept()).payload;
    expect(mail).toMatchObject({ to: 'noura@example.com', template: 'order-confirmation', locale: { language: 'ar', region: 'sa' } });
    expect((mail as { params: unknown }).params).toEqual({
      orderReference: 'SA-000001',
      status: 'paid',
      placedAt: '2026-03-01T10:05:00.000Z',
      currency: 'SAR',
      subtotalMinor: 600_00,
      discountMinor: 60_00,
      shippingMinor: 50_00,
      cashOnDeliveryFeeMinor: 0,
      vatMinor: 76_96,
      totalMinor: 590_00,
      paymentMethod: 'card',
      cardBrand: 'mada',
      cardLast4: '1234',
      coupons: 'TEN',
      deliveryKind: 'home',
      shippingMethod: 'express',
      recipientName: 'Noura Alharbi',
      phone: '+966501234567',
      addressLine1: '1 King Fahd Road',
      addressLine2: 'Flat 4',
      governorate: 'riyadh',
      city: 'riyadh',
      lineCount: 1,
      line1Name: 'Ring',
      line1Sku: 'SKU-1',
      line1Options: 'Size: 52',
      line1Quantity: 2,
      line1UnitPriceMinor: 300_00,
      line1TotalMinor: 600_00,
      line1ImageUrl: '/images/SKU-1.svg',
    });
    const pickup = kept({ ...newOrderFrom(attempt, { status: 'awaiting-cash', placedAt, payment: { method: 'cash-on-delivery' } }), coupons: [], delivery: { kind: 'pickup', boutiqueId: 501, boutiqueName: 'Riyadh Park' } });
    expect((orderConfirmationMail(pickup).payload as { params: Record<string, unknown> }).params).toMatchObject({ deliveryKind: 'pickup', boutiqueId: 501, boutiqueName: 'Riyadh Park' });
  });
});
