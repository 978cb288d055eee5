import { describe, expect, it } from 'vitest';
import { cartWire, parseCart } from './cart.wire.js';
import { envelopeWire } from './envelope.wire.js';
import { parseWishlist } from './wishlist.wire.js';

const sar = (amountMinor: number) => ({ amountMinor, currency: 'SAR' });

function aLine(overrides: Record<string, unknown> = {}) {
  return {
    id: 'l1',
    product_id: 7,
    variant_id: 70,
    sku: 'LZ-RG-1001-52',
    name: 'Solitaire Diamond Ring',
    options: [{ name: 'Size', value: '52' }],
    quantity: 1,
    original_price: sar(745_000),
    sale_price: sar(745_000),
    list_price: sar(745_000),
    extended_list_price: sar(745_000),
    discount_amount: sar(0),
    image_url: '/images/catalog/ring.svg',
    url: '/en-sa/p/solitaire-diamond-ring?product_sku=LZ-RG-1001',
    available_to_sell: 2,
    hasStock: true,
    exceedingQuantity: false,
    ...overrides,
  };
}

function aCart(overrides: Record<string, unknown> = {}) {
  return {
    id: 'cart-1',
    region: 'sa',
    locale: 'en-sa',
    currency: { code: 'SAR' },
    cart_amount: sar(745_000),
    discount_amount: sar(0),
    totalCount: 1,
    coupons: [],
    redirect_urls: { checkout_url: '/en-sa/checkout?cartId=cart-1' },
    VAT_Tax: 972,
    SubTotal_Ex_TAX: 6478,
    line_items: { physical_items: [aLine()] },
    ...overrides,
  };
}

describe('the cart on the wire', () => {
  it('reads a cart as the API sends it', () => {
    expect(parseCart(aCart())).toEqual(aCart());
  });

  it('reads a copy the browser stored before lines had options and carts had coupons', () => {
    const { options: _options, ...oldLine } = aLine();
    const { coupons: _coupons, ...oldCart } = aCart({ line_items: { physical_items: [oldLine] } });
    const cart = parseCart(oldCart);
    expect(cart?.coupons).toEqual([]);
    expect(cart?.line_items.physical_items[0]?.options).toEqual([]);
  });

  it('refuses a cart of an unknown region, a price in another currency or a fractional quantity', () => {
    expect(parseCart(aCart({ region: 'us' }))).toBeUndefined();
    expect(parseCart(aCart({ cart_amount: { amountMinor: 1, currency: 'USD' } }))).toBeUndefined();
    expect(parseCart(aCart({ line_items: { physical_items: [aLine({ quantity: 1.5 })] } }))).toBeUndefined();
    expect(cartWire.safeParse(null).success).toBe(false);
  });
});

describe('the envelope and the wish list on the wire', () => {
  it('tells an answer from an error by hasError', () => {
    expect(envelopeWire.parse({ hasError: false, response: { deleted: true } })).toEqual({ hasError: false, response: { deleted: true } });
    expect(envelopeWire.parse({ hasError: true, response: { code: 'CART_NOT_FOUND', params: {} } }).hasError).toBe(true);
    expect(envelopeWire.safeParse({ hasError: true, response: 'Cart not found' }).success).toBe(false);
  });

  it('reads a wish list or nothing', () => {
    expect(parseWishlist({ wishlistId: 'w', items: [{ itemId: 'i', productId: 7, sku: 'LZ-1' }] })?.items).toHaveLength(1);
    expect(parseWishlist({ wishlistId: 'w', items: [{ itemId: 'i', productId: '7', sku: 'LZ-1' }] })).toBeUndefined();
  });
});
