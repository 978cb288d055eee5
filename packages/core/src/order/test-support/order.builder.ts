import type { Money } from '../../catalog/domain/money.js';
import type { CheckoutTotals, DeliveryAddress } from '../../checkout/domain/checkout.js';
import type { PaymentMethod } from '../../checkout/domain/payment-method.js';
import type { Locale, Region } from '../../locale/domain/locale.js';
import { currencyOf } from '../../locale/domain/region.js';
import type { OrderDelivery, OrderPayment, OrderRecord, OrderRecordLine, OrderStatus, OrderTracking } from '../domain/order.js';

let sequence = 0;

/** A line of `quantity` units at `unitMinor` each, VAT included. */
export function anOrderLine(overrides: Partial<OrderRecordLine> & { readonly unitMinor?: number; readonly currency?: Money['currency'] } = {}): OrderRecordLine {
  const { unitMinor = 1_000_00, currency = 'SAR', ...rest } = overrides;
  const quantity = rest.quantity ?? 1;
  const discount = rest.discount ?? { amountMinor: 0, currency };
  return {
    position: 1,
    productId: 101,
    variantId: 1001,
    sku: 'RING-0001',
    name: 'Solitaire Ring',
    options: [],
    quantity,
    unitPrice: { amountMinor: unitMinor, currency },
    discount,
    total: { amountMinor: unitMinor * quantity - discount.amountMinor, currency },
    imageUrl: '/images/RING-0001.svg',
    kind: 'jewellery',
    pierced: false,
    ...rest,
  };
}

/**
 * Builds orders for tests: `anOrder().inRegion('ae').of(customer 7).paidBy('cash-on-delivery').at('shipped').build()`.
 * The totals add up from the lines, shipping and fee, with the VAT inside at `vatBasisPoints` (15 % unless set).
 */
export function anOrder() {
  sequence += 1;
  let region: Region = 'sa';
  let locale: Locale = { language: 'en', region: 'sa' };
  let reference = `SA-TEST${String(sequence).padStart(3, '0')}`;
  let status: OrderStatus = 'paid';
  let email = 'noura@example.com';
  let customerId: number | undefined;
  let lines: OrderRecordLine[] | undefined;
  let shippingMinor = 0;
  let feeMinor = 0;
  let cartDiscountMinor = 0;
  let vatBasisPoints = 1500;
  let payment: OrderPayment = { method: 'card', providerRef: 'pay_1', card: { brand: 'visa', last4: '4242' } };
  let delivery: OrderDelivery = {
    kind: 'home',
    method: 'standard',
    address: { firstName: 'Noura', lastName: 'Al-Saud', phone: '+966501234567', line1: '12 Olaya Street', governorate: 'riyadh', city: 'riyadh' },
  };
  let tracking: OrderTracking | undefined;
  let placedAt = new Date('2026-03-01T10:00:00Z');
  const builder = {
    inRegion(code: Region, language: Locale['language'] = 'en') {
      region = code;
      locale = { language, region: code };
      reference = `${code.toUpperCase()}-TEST${String(sequence).padStart(3, '0')}`;
      if (code !== 'sa') vatBasisPoints = code === 'ae' ? 500 : 1400;
      return builder;
    },
    inLanguage(language: Locale['language']) {
      locale = { language, region };
      return builder;
    },
    numbered(value: string) {
      reference = value;
      return builder;
    },
    at(value: OrderStatus) {
      status = value;
      return builder;
    },
    of(id: number | undefined) {
      customerId = id;
      return builder;
    },
    forEmail(value: string) {
      email = value;
      return builder;
    },
    withLines(...value: OrderRecordLine[]) {
      lines = value.map((line, index) => ({ ...line, position: index + 1 }));
      return builder;
    },
    withShipping(minor: number) {
      shippingMinor = minor;
      return builder;
    },
    withCashOnDeliveryFee(minor: number) {
      feeMinor = minor;
      return builder;
    },
    withCartDiscount(minor: number) {
      cartDiscountMinor = minor;
      return builder;
    },
    paidBy(method: PaymentMethod, providerRef?: string) {
      payment = method === 'cash-on-delivery' ? { method } : { method, providerRef: providerRef ?? `pay_${method}` };
      return builder;
    },
    deliveredTo(address: DeliveryAddress) {
      delivery = { kind: 'home', method: 'standard', address };
      return builder;
    },
    pickedUpAt(boutiqueId: number, boutiqueName: string) {
      delivery = { kind: 'pickup', boutiqueId, boutiqueName };
      return builder;
    },
    tracked(value: OrderTracking) {
      tracking = value;
      return builder;
    },
    placed(iso: string) {
      placedAt = new Date(iso);
      return builder;
    },
    build(): OrderRecord {
      const currency = currencyOf(region);
      const of = (amountMinor: number): Money => ({ amountMinor, currency });
      const orderLines = (lines ?? [anOrderLine({ currency })]).map((line) => ({
        ...line,
        unitPrice: of(line.unitPrice.amountMinor),
        discount: of(line.discount.amountMinor),
        total: of(line.total.amountMinor),
      }));
      const subtotal = orderLines.reduce((sum, line) => sum + line.unitPrice.amountMinor * line.quantity, 0);
      const lineDiscounts = orderLines.reduce((sum, line) => sum + line.discount.amountMinor, 0);
      const total = subtotal - lineDiscounts - cartDiscountMinor + shippingMinor + feeMinor;
      const vat = Math.round((total * vatBasisPoints) / (10_000 + vatBasisPoints));
      const totals: CheckoutTotals = {
        subtotal: of(subtotal),
        discount: of(lineDiscounts + cartDiscountMinor),
        shipping: of(shippingMinor),
        cashOnDeliveryFee: of(feeMinor),
        vat: of(vat),
        total: of(total),
      };
      const path: OrderStatus[] = timelineTo(status, payment.method);
      return {
        reference,
        region,
        locale,
        status,
        placedAt,
        email,
        customerId,
        lines: orderLines,
        coupons: cartDiscountMinor > 0 ? ['WELCOME10'] : [],
        totals,
        delivery,
        payment,
        timeline: path.map((step, index) => ({ status: step, at: new Date(placedAt.getTime() + index * 3_600_000) })),
        tracking: tracking ?? (path.includes('shipped') ? { carrier: 'Aramex', number: '1234567890' } : undefined),
      };
    },
  };
  return builder;
}

/** The states an order passed through to reach `status`. */
function timelineTo(status: OrderStatus, method: PaymentMethod): OrderStatus[] {
  const paid: OrderStatus = method === 'cash-on-delivery' ? 'awaiting-cash' : 'paid';
  const forward: OrderStatus[] = ['placed', paid, 'processing', 'shipped', 'delivered'];
  switch (status) {
    case 'placed':
      return ['placed'];
    case 'paid':
    case 'awaiting-cash':
      return ['placed', status];
    case 'processing':
    case 'shipped':
    case 'delivered':
      return forward.slice(0, forward.indexOf(status) + 1);
    case 'cancelled':
      return ['placed', paid, 'cancelled'];
    case 'refunded':
      return [...forward, 'refunded'];
  }
}
