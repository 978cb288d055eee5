import type { MailMessage } from '../../shared/ports/mailer.port.js';
import type { OrderRecord } from '../domain/order.js';
import { anOrder, anOrderLine } from './order.builder.js';

/** The store's origin in the order emails' examples. */
export const ORDER_MAIL_ORIGIN = 'https://shop.example/';

/** An English KSA order of customer 7: two lines, home delivery for SAR 23, paid by card. */
export function anOrderToConfirm(): OrderRecord {
  return anOrder()
    .numbered('SA-7K2M9Q')
    .of(7)
    .withLines(
      anOrderLine({ name: 'Solitaire Ring', options: [{ name: 'Size', value: '52' }], quantity: 2, unitMinor: 1_150_00 }),
      anOrderLine({ name: 'Hoop Earrings', sku: 'E-2', unitMinor: 575_00 }),
    )
    .withShipping(23_00)
    .build();
}

/**
 * The confirmation email's params of `anOrderToConfirm()` at `ORDER_MAIL_ORIGIN`: what the order
 * context writes and what the mail renderer reads, one example for both sides.
 */
export const ORDER_CONFIRMATION_PARAMS = {
  orderNumber: 'SA-7K2M9Q',
  orderLink: 'https://shop.example/en-sa/account/orders/SA-7K2M9Q',
  invoiceLink: 'https://shop.example/en-sa/account/orders/SA-7K2M9Q/invoice',
  firstName: 'Noura',
  lineCount: 2,
  line1Name: 'Solitaire Ring',
  line1OptionCount: 1,
  line1Option1Name: 'Size',
  line1Option1Value: '52',
  line1Quantity: 2,
  line1Total: 2_300_00,
  line2Name: 'Hoop Earrings',
  line2OptionCount: 0,
  line2Quantity: 1,
  line2Total: 575_00,
  currency: 'SAR',
  subtotal: 2_875_00,
  discount: 0,
  shipping: 23_00,
  cashOnDeliveryFee: 0,
  vat: 378_00,
  total: 2_898_00,
  delivery: 'home',
  deliveryName: 'Noura Al-Saud',
  deliveryAddress: '12 Olaya Street',
  deliveryCity: 'Riyadh',
  deliveryGovernorate: 'Riyadh',
  deliveryPhone: '+966501234567',
  paymentMethod: 'card',
  cardLast4: '4242',
} satisfies MailMessage['params'];
