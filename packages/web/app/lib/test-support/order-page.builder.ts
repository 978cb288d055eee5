import type { Money } from '@storefront/core/catalog';
import type { OrderDetail, OrderEvent, OrderStatus, TaxInvoice } from '@storefront/core/order';
import type { OrderPageData } from '../order-page';

const sar = (amountMinor: number): Money => ({ amountMinor, currency: 'SAR' });

/** A tax invoice of one line, 1,150.00 with 150.00 VAT: KSA's unless another region is given. */
export function anInvoice(overrides: Partial<TaxInvoice> = {}): TaxInvoice {
  return {
    region: 'sa',
    number: 'SA-7K2M9Q',
    issuedAt: new Date('2026-03-01T10:00:00Z'),
    seller: { name: { en: 'Lazurde Demo Trading', ar: 'لازوردي للتجارة' }, vatNumber: '310122393500003', address: { en: 'Olaya Street, Riyadh', ar: 'شارع العليا، الرياض' } },
    currency: 'SAR',
    rows: [{ kind: 'line', name: 'Solitaire Ring', sku: 'RING-1', quantity: 1, unitPrice: sar(1_150_00), totalExVat: sar(1_000_00), vat: sar(150_00), total: sar(1_150_00) }],
    vatRate: 1500,
    totalExVat: sar(1_000_00),
    vatTotal: sar(150_00),
    total: sar(1_150_00),
    ...overrides,
  };
}

/** An order's page at `status`, its timeline the steps of an online payment up to it (or `timeline` as given). */
export function anOrderPage(status: OrderStatus = 'shipped', overrides: Partial<OrderDetail> = {}): OrderPageData {
  const path: OrderStatus[] = ['placed', 'paid', 'processing', 'shipped', 'delivered'];
  const reached = path.slice(0, Math.max(1, path.indexOf(status) + 1));
  const timeline: OrderEvent[] = reached.map((step, index) => ({ status: step, at: new Date(Date.UTC(2026, 2, 1 + index, 10)) }));
  const detail: OrderDetail = {
    reference: 'SA-7K2M9Q',
    status,
    placedAt: new Date('2026-03-01T10:00:00Z'),
    email: 'noura@example.com',
    lines: [
      {
        position: 1,
        productId: 101,
        variantId: 1001,
        sku: 'RING-1',
        name: 'Solitaire Ring',
        options: [{ name: 'Size', value: '52' }],
        quantity: 1,
        unitPrice: sar(1_150_00),
        discount: sar(0),
        total: sar(1_150_00),
        imageUrl: '/images/RING-1.svg',
        kind: 'jewellery',
        pierced: false,
      },
    ],
    coupons: [],
    totals: { subtotal: sar(1_150_00), discount: sar(0), shipping: sar(0), cashOnDeliveryFee: sar(0), vat: sar(150_00), total: sar(1_150_00) },
    delivery: { kind: 'home', method: 'standard', address: { firstName: 'Noura', lastName: 'Al-Saud', phone: '+966501234567', line1: '12 Olaya Street', governorate: 'riyadh', city: 'riyadh' } },
    payment: { method: 'card', card: { brand: 'mada', last4: '4242' }, state: 'paid' },
    timeline,
    ...(status === 'shipped' ? { tracking: { carrier: 'Aramex', number: '3148150000', url: 'https://www.aramex.com/track/results' } } : {}),
    invoice: anInvoice(),
    orderAgain: [{ productId: 101, variantId: 1001, quantity: 1 }],
    ...overrides,
  };
  return { detail, area: { governorate: 'Riyadh Province', city: 'Riyadh' } };
}
