import { errAsync, okAsync } from 'neverthrow';
import { vi } from 'vitest';
import { unavailable } from '../../shared/errors.js';
import type { CustomerPort } from '../../customer/ports/customer.port.js';
import type { Cart } from '../domain/cart.js';
import type { CartPort } from '../ports/cart.port.js';

/** A cart as the fake port hands back. */
export function aCart(id: string): Cart {
  return {
    id,
    region: 'sa',
    locale: { language: 'en', region: 'sa' },
    currency: 'SAR',
    lines: [],
    cartAmount: { amountMinor: 0, currency: 'SAR' },
    discountAmount: { amountMinor: 0, currency: 'SAR' },
    coupons: [],
    subtotal: { amountMinor: 0, currency: 'SAR' },
    taxTotal: { amountMinor: 0, currency: 'SAR' },
    subtotalExTax: { amountMinor: 0, currency: 'SAR' },
  };
}

/** A cart port whose every call succeeds unless `failing` names it. */
export function fakeCartPort(failing: readonly (keyof CartPort)[] = []): CartPort {
  const answer = (name: keyof CartPort, id = 'cart') =>
    failing.includes(name) ? errAsync(unavailable('cart')) : okAsync(aCart(id));
  return {
    getCart: vi.fn((_region, cartId: string) => answer('getCart', cartId)),
    createCart: vi.fn(() => answer('createCart', 'new-cart')),
    restoreCart: vi.fn(() => answer('restoreCart', 'restored-cart')),
    deleteCart: vi.fn(() => (failing.includes('deleteCart') ? errAsync(unavailable('cart')) : okAsync(undefined))),
    addLine: vi.fn((_region, cartId: string) => answer('addLine', cartId)),
    updateLine: vi.fn((_region, cartId: string) => answer('updateLine', cartId)),
    removeLine: vi.fn((_region, cartId: string) => answer('removeLine', cartId)),
    assignToCustomer: vi.fn((_region, cartId: string) => answer('assignToCustomer', cartId)),
    applyCoupon: vi.fn((_region, cartId: string) => answer('applyCoupon', cartId)),
    removeCoupon: vi.fn((_region, cartId: string) => answer('removeCoupon', cartId)),
    linesForRestore: vi.fn(() =>
      failing.includes('linesForRestore') ? errAsync(unavailable('cart')) : okAsync([{ productId: 3, quantity: 2 }]),
    ),
  };
}

/** A customer port for cart rules: attribute writes succeed unless `failAttributeWrites`. */
export function fakeCustomerPort(options: { failAttributeWrites?: boolean } = {}): CustomerPort {
  return {
    authenticate: vi.fn(() => errAsync(unavailable('customer'))),
    getCustomer: vi.fn(() => errAsync(unavailable('customer'))),
    getAttributes: vi.fn(() => okAsync({})),
    updateAttributes: vi.fn(() => (options.failAttributeWrites ? errAsync(unavailable('customer')) : okAsync(undefined))),
    listPaymentInstruments: vi.fn(() => okAsync([])),
  };
}
