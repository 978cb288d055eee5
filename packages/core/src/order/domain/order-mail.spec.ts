import { describe, expect, it } from 'vitest';
import { MAIL_LINK_PARAMS, redactMailLinks } from '../../shared/domain/mail-links.js';
import { anOrder, anOrderLine } from '../test-support/order.builder.js';
import { ORDER_CONFIRMATION_PARAMS, ORDER_MAIL_ORIGIN, anOrderToConfirm } from '../test-support/order-mail.fixture.js';
import { orderLinks } from './order-links.js';
import { orderCancelledMail, orderConfirmationMail, orderLookupCodeMail } from './order-mail.js';
import { orderUpdateEvent } from './order-marketing-event.js';

const links = orderLinks(ORDER_MAIL_ORIGIN);

describe('the order confirmation email', () => {
  it('carries every line, the totals with VAT, the delivery, the payment and the links, as flat params', () => {
    const entry = orderConfirmationMail(anOrderToConfirm(), links);

    expect(entry.topic).toBe('mail');
    expect(entry.payload).toMatchObject({ to: 'noura@example.com', template: 'order-confirmation', locale: { language: 'en', region: 'sa' } });
    expect('params' in entry.payload ? entry.payload.params : {}).toEqual(ORDER_CONFIRMATION_PARAMS);
  });

  it('names the delivery’s city and governorate in the order’s language, with its postal code and phone', () => {
    const order = anOrder()
      .numbered('SA-A1')
      .of(7)
      .inLanguage('ar')
      .deliveredTo({ firstName: 'نورة', lastName: 'السعود', phone: '+966501234567', line1: '12 شارع العليا', line2: 'الدور 3', governorate: 'riyadh', city: 'al-kharj', postalCode: ' 11564 ' })
      .build();
    const params = (orderConfirmationMail(order, links).payload as { params: Record<string, unknown> }).params;
    expect(params).toMatchObject({ deliveryName: 'نورة السعود', deliveryAddress: '12 شارع العليا, الدور 3', deliveryCity: 'الخرج', deliveryGovernorate: 'الرياض', deliveryPostalCode: '11564', deliveryPhone: '+966501234567' });
  });

  it('links a guest to the order lookup, and names the boutique of a pickup', () => {
    const order = anOrder().numbered('SA-G1').of(undefined).pickedUpAt(3, 'Riyadh Park').paidBy('cash-on-delivery').build();
    const params = orderConfirmationMail(order, links).payload as { params: Record<string, unknown> };
    expect(params.params).toMatchObject({ orderLink: 'https://shop.example/en-sa/order-lookup?order=SA-G1', delivery: 'pickup', deliveryAddress: 'Riyadh Park', paymentMethod: 'cash-on-delivery' });
    expect(params.params).not.toHaveProperty('firstName');
    expect(params.params).not.toHaveProperty('cardLast4');
    expect(params.params).not.toHaveProperty('deliveryCity');
    expect(params.params).not.toHaveProperty('deliveryPhone');
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
