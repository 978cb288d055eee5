import { describe, expect, it } from 'vitest';
import { MAIL_LINK_PARAMS, redactMailLinks } from '../../shared/domain/mail-links.js';
import { anOrder, anOrderLine } from '../test-support/order.builder.js';
import { orderLinks } from './order-links.js';
import { orderCancelledMail, orderConfirmationMail, orderLookupCodeMail } from './order-mail.js';
import { orderUpdateEvent } from './order-marketing-event.js';

const links = orderLinks('https://shop.example/');

describe('the order confirmation email', () => {
  it('carries every line, the totals with VAT, the delivery, the payment and the links, as flat params', () => {
    const order = anOrder()
      .numbered('SA-7K2M9Q')
      .of(7)
      .withLines(anOrderLine({ name: 'Solitaire Ring', options: [{ name: 'Size', value: '52' }], quantity: 2, unitMinor: 1_150_00 }), anOrderLine({ name: 'Hoop Earrings', sku: 'E-2', unitMinor: 575_00 }))
      .withShipping(23_00)
      .build();
    const entry = orderConfirmationMail(order, links);

    expect(entry.topic).toBe('mail');
    expect(entry.payload).toMatchObject({ to: 'noura@example.com', template: 'order-confirmation', locale: { language: 'en', region: 'sa' } });
    expect('params' in entry.payload ? entry.payload.params : {}).toEqual({
      orderNumber: 'SA-7K2M9Q',
      orderLink: 'https://shop.example/en-sa/account/orders/SA-7K2M9Q',
      invoiceLink: 'https://shop.example/en-sa/account/orders/SA-7K2M9Q/invoice',
      firstName: 'Noura',
      lineCount: 2,
      line1Name: 'Solitaire Ring',
      line1Options: 'Size: 52',
      line1Quantity: 2,
      line1Total: 2_300_00,
      line2Name: 'Hoop Earrings',
      line2Options: '',
      line2Quantity: 1,
      line2Total: 575_00,
      currency: 'SAR',
      subtotal: 2_875_00,
      discount: 0,
      shipping: 23_00,
      cashOnDeliveryFee: 0,
      vat: order.totals.vat.amountMinor,
      total: 2_898_00,
      delivery: 'home',
      deliveryName: 'Noura Al-Saud',
      deliveryAddress: '12 Olaya Street',
      paymentMethod: 'card',
      cardLast4: '4242',
    });
  });

  it('links a guest to the order lookup, and names the boutique of a pickup', () => {
    const order = anOrder().numbered('SA-G1').of(undefined).pickedUpAt(3, 'Riyadh Park').paidBy('cash-on-delivery').build();
    const params = orderConfirmationMail(order, links).payload as { params: Record<string, unknown> };
    expect(params.params).toMatchObject({ orderLink: 'https://shop.example/en-sa/order-lookup?order=SA-G1', delivery: 'pickup', deliveryAddress: 'Riyadh Park', paymentMethod: 'cash-on-delivery' });
    expect(params.params).not.toHaveProperty('firstName');
    expect(params.params).not.toHaveProperty('cardLast4');
  });
});

describe('the other order emails', () => {
  it('say what became of a cancelled order’s money', () => {
    const order = anOrder().numbered('SA-C1').of(7).build();
    expect(orderCancelledMail(order, links, 'refunded').payload).toMatchObject({ template: 'order-cancelled', params: { refund: 'refunded', total: order.totals.total.amountMinor, currency: 'SAR' } });
  });

  it('keep a guest’s lookup code at rest only as redacted once sent', () => {
    const entry = orderLookupCodeMail(anOrder().numbered('SA-G2').build(), 'ar', '482913', 15);
    expect(entry.payload).toMatchObject({ locale: { language: 'ar', region: 'sa' }, params: { orderNumber: 'SA-G2', code: '482913', expiresInMinutes: 15 } });
    expect(MAIL_LINK_PARAMS['order-lookup-code']).toEqual(['code']);
    expect(JSON.stringify(redactMailLinks(entry.payload as Parameters<typeof redactMailLinks>[0]))).not.toContain('482913');
  });
});

describe('order_update_backend', () => {
  it('carries who, where, the totals and every line of the order, as cart_update_backend does', () => {
    const order = anOrder().numbered('SA-E1').of(7).inLanguage('ar').withLines(anOrderLine({ sku: 'R-1', quantity: 2, unitMinor: 150_00 })).tracked({ carrier: 'SMSA', number: '99' }).build();
    expect(orderUpdateEvent('shipped', order, new Date('2026-03-01T10:00:00Z'))).toEqual({
      name: 'order_update_backend',
      action: 'shipped',
      identity: { email: 'noura@example.com' },
      region: 'sa',
      language: 'ar',
      orderReference: 'SA-E1',
      customerId: 7,
      total: order.totals.total,
      subtotal: order.totals.subtotal,
      discount: order.totals.discount,
      shipping: order.totals.shipping,
      taxTotal: order.totals.vat,
      paymentMethod: 'card',
      delivery: 'home',
      itemCount: 2,
      items: [{ productId: 101, variantId: 1001, sku: 'R-1', name: 'Solitaire Ring', quantity: 2, price: { amountMinor: 150_00, currency: 'SAR' }, imageUrl: '/images/RING-0001.svg' }],
      tracking: { carrier: 'SMSA', number: '99' },
      occurredAt: '2026-03-01T10:00:00.000Z',
    });
  });
});
