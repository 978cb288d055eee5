import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CartUpdateEvent } from '../../../events/domain/marketing-event.js';
import type { CartOwner } from '../../domain/cart-owner.js';
import { DefaultCouponPolicy } from '../../domain/coupon.policy.js';
import { DefaultLineQuantityPolicy } from '../../domain/line-quantity.policy.js';
import type { CouponPromotion } from '../../domain/promotion.js';
import type { CartChange, NewCartLine } from '../../ports/cart.port.js';
import { aVariant } from '../../test-support/cart-variant.builder.js';
import { InMemoryCartStore } from '../../test-support/in-memory-cart-store.js';
import { KeepCarts, type KeepCartsOptions } from './keep-carts.use-case.js';

const RING = 1;
const NECKLACE = 2;
const SOLD_OUT = 3;
const NOT_SOLD = 4;
const ringSizes = [aVariant(11).ofProduct(RING).priced(500_00).build(), aVariant(12).ofProduct(RING).priced(500_00).build()];
const necklace = aVariant(21).ofProduct(NECKLACE).priced(1_200_00, 999_50).build();
const soldOut = aVariant(31).ofProduct(SOLD_OUT).inStock(0).build();
const coupons: CouponPromotion[] = [
  { code: 'TEN', kind: 'percentage', value: 1000, minimumSpendMinor: 0 },
  { code: 'BIGSPEND', kind: 'fixed', value: 50_00, minimumSpendMinor: 100_000_00 },
  { code: 'OLD', kind: 'percentage', value: 2000, minimumSpendMinor: 0, endsAt: new Date('2020-01-01T00:00:00Z') },
];
const CUSTOMER = 77;
const browser: CartOwner = { kind: 'guest', cartToken: 'browser-token' };
const stranger: CartOwner = { kind: 'guest', cartToken: 'someone-else' };
const change: CartChange = { owner: browser, event: { identity: { cookieId: 'c-1' }, brand: 'missl', language: 'en' } };
const clock = { now: () => new Date('2026-03-01T10:00:00Z') };

function carts(options: KeepCartsOptions = {}) {
  const sold = new Map([
    [RING, ringSizes],
    [NECKLACE, [necklace]],
    [SOLD_OUT, [soldOut]],
  ]);
  const store = new InMemoryCartStore('ae', sold, coupons, [CUSTOMER]);
  const keep = new KeepCarts(store, { clock, ...options });
  const newCart = async (lines: readonly NewCartLine[] = [{ productId: RING, variantId: 11, quantity: 1 }], owner = browser) =>
    (await keep.createCart('ae', { owner, locale: { language: 'en', region: 'ae' }, lines }))._unsafeUnwrap();
  return { store, keep, newCart };
}

const quantities = (cart: { lines: readonly { variantId: number; quantity: number }[] }) => cart.lines.map((line) => [line.variantId, line.quantity]);

describe('KeepCarts over a store in memory', () => {
  it('folds repeated sizes of a new cart into one line and prices it from sale prices', async () => {
    const { newCart } = carts();
    const cart = await newCart([
      { productId: RING, variantId: 11, quantity: 1 },
      { productId: NECKLACE, quantity: 2 },
      { productId: RING, variantId: 11, quantity: 2 },
    ]);

    expect(quantities(cart)).toEqual([[11, 3], [21, 2]]);
    expect(cart.subtotal).toEqual({ amountMinor: 3 * 500_00 + 2 * 999_50, currency: 'AED' });
    expect(cart.lines[1]).toMatchObject({ originalPrice: { amountMinor: 1_200_00 }, salePrice: { amountMinor: 999_50 }, hasStock: true });
  });

  it('makes a customer’s new cart their saved cart, the one a later sign-in loads; a guest’s cart and a refused cart save nothing', async () => {
    const { store, keep, newCart } = carts();
    await newCart();
    expect(store.savedCarts.size).toBe(0);

    const refused = await keep.createCart('ae', { owner: { kind: 'customer', customerId: CUSTOMER }, locale: { language: 'en', region: 'ae' }, lines: [{ productId: NOT_SOLD, quantity: 1 }] });
    expect(refused.isErr()).toBe(true);
    expect(store.savedCarts.size).toBe(0);

    const cart = await newCart([{ productId: NECKLACE, quantity: 1 }], { kind: 'customer', customerId: CUSTOMER });
    expect(store.savedCarts.get(CUSTOMER)).toBe(cart.id);
  });

  it('never picks a size, refuses what the region does not sell, and refuses a cart for a browser without a token', async () => {
    const { keep, newCart } = carts();
    const cart = await newCart();

    expect((await keep.addLine('ae', cart.id, { productId: RING, quantity: 1 }, change))._unsafeUnwrapErr()).toEqual({ code: 'SIZE_REQUIRED', params: {} });
    expect((await keep.addLine('ae', cart.id, { productId: NOT_SOLD, quantity: 1 }, change))._unsafeUnwrapErr()).toEqual({
      code: 'CART_REJECTED',
      params: { operation: 'add', cartId: cart.id },
    });
    const refused = await keep.createCart('ae', { owner: browser, locale: { language: 'en', region: 'ae' }, lines: [{ productId: NOT_SOLD, quantity: 1 }] });
    expect(refused._unsafeUnwrapErr()).toEqual({ code: 'CART_REJECTED', params: { operation: 'create' } });
    const tokenless = await keep.createCart('ae', { owner: { kind: 'guest', cartToken: '' }, locale: { language: 'en', region: 'ae' }, lines: [] });
    expect(tokenless._unsafeUnwrapErr()).toEqual({ code: 'CART_REJECTED', params: { operation: 'create' } });
  });

  it('keeps a line between one and ten units and within the stock, and leaves the cart as it was on a refusal', async () => {
    const { keep, newCart } = carts();
    const cart = await newCart([{ productId: RING, variantId: 11, quantity: 6 }]);
    const lineId = cart.lines[0]!.id;

    expect((await keep.updateLine('ae', cart.id, lineId, 0, change))._unsafeUnwrapErr().code).toBe('QUANTITY_BELOW_MINIMUM');
    expect((await keep.addLine('ae', cart.id, { productId: RING, variantId: 11, quantity: 5 }, change))._unsafeUnwrapErr()).toEqual({
      code: 'LINE_QUANTITY_LIMIT',
      params: { sku: 'SKU-11', requested: 11, limit: 10 },
    });
    expect((await keep.addLine('ae', cart.id, { productId: SOLD_OUT, quantity: 1 }, change))._unsafeUnwrapErr()).toEqual({
      code: 'QUANTITY_EXCEEDS',
      params: { sku: 'SKU-31', requested: 1, availableToSell: 0 },
    });
    expect((await keep.updateLine('ae', cart.id, 'no-such-line', 2, change))._unsafeUnwrapErr()).toMatchObject({ code: 'NOT_FOUND', params: { entity: 'cart line' } });
    expect(quantities((await keep.getCart('ae', cart.id, browser))._unsafeUnwrap())).toEqual([[11, 6]]);
  });

  it('holds no more different lines than the policy allows', async () => {
    const { keep, newCart } = carts({ quantityPolicy: new DefaultLineQuantityPolicy({ minimum: 1, maximum: 10, maximumLines: 2 }) });
    const cart = await newCart([{ productId: RING, variantId: 11, quantity: 1 }, { productId: RING, variantId: 12, quantity: 1 }]);

    expect((await keep.addLine('ae', cart.id, { productId: NECKLACE, quantity: 1 }, change))._unsafeUnwrapErr()).toEqual({ code: 'CART_LINE_LIMIT', params: { limit: 2 } });
    expect(quantities((await keep.addLine('ae', cart.id, { productId: RING, variantId: 12, quantity: 1 }, change))._unsafeUnwrap())).toEqual([[11, 1], [12, 2]]);
  });

  it('lets exactly ten of twenty simultaneous single adds through, one change at a time', async () => {
    const { keep, newCart } = carts();
    const cart = await newCart([{ productId: NECKLACE, quantity: 1 }]);

    const results = await Promise.all(Array.from({ length: 20 }, () => keep.addLine('ae', cart.id, { productId: RING, variantId: 12, quantity: 1 }, change)));

    expect(results.filter((result) => result.isOk())).toHaveLength(10);
    expect(quantities((await keep.getCart('ae', cart.id, browser))._unsafeUnwrap())).toEqual([[21, 1], [12, 10]]);
  });

  it('records cart_update_backend with each line change, made from the cart as saved, and none for a refusal', async () => {
    const { keep, store, newCart } = carts();
    const cart = await newCart();
    const added = (await keep.addLine('ae', cart.id, { productId: NECKLACE, quantity: 2 }, change))._unsafeUnwrap();
    await keep.updateLine('ae', cart.id, cart.lines[0]!.id, 3, change);
    await keep.updateLine('ae', cart.id, cart.lines[0]!.id, 30, change);
    await keep.removeLine('ae', cart.id, added.lines[1]!.id, change);
    await keep.applyCoupon('ae', cart.id, 'TEN', browser);

    const events = store.outbox.map((entry) => entry.payload as CartUpdateEvent);
    expect(store.outbox.map((entry) => entry.topic)).toEqual(Array(3).fill('marketing.cart_update_backend'));
    expect(events.map((event) => event.action)).toEqual(['add', 'update', 'remove']);
    expect(events[0]).toMatchObject({ cartId: cart.id, brand: 'missl', identity: { cookieId: 'c-1' }, itemCount: 3, total: added.cartAmount, occurredAt: '2026-03-01T10:00:00.000Z' });
    expect(events[2]).toMatchObject({ itemCount: 3, items: [{ sku: 'SKU-11', quantity: 3 }] });
  });

  it('moves the cart to the language of the page a line change was made on', async () => {
    const { keep, newCart } = carts();
    const cart = await newCart();

    await keep.addLine('ae', cart.id, { productId: NECKLACE, quantity: 1 }, { ...change, event: { ...change.event, language: 'ar' } });

    expect((await keep.getCart('ae', cart.id, browser))._unsafeUnwrap().locale).toEqual({ language: 'ar', region: 'ae' });
  });

  it('takes a percentage off in whole dirhams, refuses unknown, expired and under-spent coupons, and takes a coupon off', async () => {
    const { keep, newCart } = carts();
    const cart = await newCart([{ productId: NECKLACE, quantity: 1 }]);

    expect((await keep.applyCoupon('ae', cart.id, ' ten ', browser))._unsafeUnwrap().coupons).toEqual([{ code: 'TEN', discountAmount: { amountMinor: 99_00, currency: 'AED' } }]);
    expect((await keep.applyCoupon('ae', cart.id, 'nope', browser))._unsafeUnwrapErr()).toEqual({ code: 'COUPON_INVALID', params: { code: 'NOPE' } });
    expect((await keep.applyCoupon('ae', cart.id, 'old', browser))._unsafeUnwrapErr()).toEqual({ code: 'COUPON_INVALID', params: { code: 'OLD' } });
    expect((await keep.applyCoupon('ae', cart.id, 'x'.repeat(40), browser))._unsafeUnwrapErr().code).toBe('COUPON_INVALID');
    expect((await keep.applyCoupon('ae', cart.id, 'BIGSPEND', browser))._unsafeUnwrapErr()).toEqual({
      code: 'COUPON_MINIMUM_NOT_MET',
      params: { code: 'BIGSPEND', minimumSpend: { amountMinor: 100_000_00, currency: 'AED' } },
    });
    expect((await keep.getCart('ae', cart.id, browser))._unsafeUnwrap().coupons.map((coupon) => coupon.code)).toEqual(['TEN']);
    expect((await keep.removeCoupon('ae', cart.id, 'Ten', browser))._unsafeUnwrap()).toMatchObject({ coupons: [], cartAmount: cart.cartAmount });
  });

  it('judges coupons by the merchant’s coupon policy when one is given', async () => {
    const { keep, newCart } = carts({ couponPolicy: new DefaultCouponPolicy(() => 1) });
    const cart = await newCart([{ productId: NECKLACE, quantity: 1 }]);

    expect((await keep.applyCoupon('ae', cart.id, 'TEN', browser))._unsafeUnwrap()).toMatchObject({ discountAmount: { amountMinor: 99_95 }, cartAmount: { amountMinor: 899_55 } });
  });

  it('answers NOT_FOUND to anyone but the owner, and hands the cart only to a customer of the store', async () => {
    const { keep, newCart } = carts();
    const cart = await newCart();

    expect((await keep.getCart('ae', cart.id, stranger))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await keep.addLine('ae', cart.id, { productId: NECKLACE, quantity: 1 }, { ...change, owner: stranger }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await keep.getCart('sa', cart.id, browser))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await keep.assignToCustomer('ae', cart.id, 5, browser))._unsafeUnwrapErr()).toEqual({ code: 'NOT_FOUND', params: { entity: 'customer', id: '5' } });

    expect(await keep.assignToCustomer('ae', cart.id, CUSTOMER, browser)).toEqual(await keep.getCart('ae', cart.id, { kind: 'customer', customerId: CUSTOMER }));
    expect((await keep.getCart('ae', cart.id, browser))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('leaves out a line whose product stopped selling, which can then only be removed', async () => {
    const sold = new Map([[RING, ringSizes], [NECKLACE, [necklace]]]);
    const store = new InMemoryCartStore('ae', sold);
    const keep = new KeepCarts(store, { clock });
    const cart = (await keep.createCart('ae', { owner: browser, locale: { language: 'en', region: 'ae' }, lines: [{ productId: NECKLACE, quantity: 1 }, { productId: RING, variantId: 11, quantity: 1 }] }))._unsafeUnwrap();
    // The store now loads the necklace's line without its variant, as when it lost its price in the region.
    const unpriced = (await store.change('ae', cart.id, browser, undefined, (state) => okAsync({ cart: { ...state, lines: state.lines.map((line) => (line.productId === NECKLACE ? { ...line, variant: undefined } : line)) } })))._unsafeUnwrap();

    expect(quantities((await keep.getCart('ae', cart.id, browser))._unsafeUnwrap())).toEqual([[11, 1]]);
    expect((await keep.updateLine('ae', cart.id, unpriced.lines[0]!.id!, 2, change))._unsafeUnwrapErr()).toEqual({ code: 'CART_REJECTED', params: { operation: 'update', cartId: cart.id } });
    expect(quantities((await keep.removeLine('ae', cart.id, unpriced.lines[0]!.id!, change))._unsafeUnwrap())).toEqual([[11, 1]]);
  });

  describe('restoring into a cart the shopper holds', () => {
    const request = (lines: readonly NewCartLine[]) => ({ channelId: 1 as const, currency: 'AED' as const, locale: { language: 'en' as const, region: 'ae' as const }, lines });

    it('brings each line up to the restored quantity and adds the rest, in the same cart', async () => {
      const { keep, newCart } = carts();
      const held = await newCart([{ productId: RING, variantId: 11, quantity: 3 }, { productId: NECKLACE, quantity: 1 }]);

      const restored = (await keep.restoreCart('ae', request([{ productId: NECKLACE, quantity: 2 }, { productId: RING, variantId: 11, quantity: 1 }, { productId: RING, variantId: 12, quantity: 1 }]), browser, held.id))._unsafeUnwrap();

      expect(restored.id).toBe(held.id);
      expect(quantities(restored)).toEqual([[11, 3], [21, 2], [12, 1]]);
    });

    it('changes nothing when the same lines are restored again', async () => {
      const { keep, newCart } = carts();
      const held = await newCart([{ productId: RING, variantId: 11, quantity: 1 }]);
      const lines = [{ productId: NECKLACE, quantity: 2 }];

      const first = (await keep.restoreCart('ae', request(lines), browser, held.id))._unsafeUnwrap();
      const second = (await keep.restoreCart('ae', request(lines), browser, held.id))._unsafeUnwrap();

      expect(second).toEqual(first);
      expect(quantities(second)).toEqual([[11, 1], [21, 2]]);
    });

    it('makes a new cart when the named cart is someone else’s, and leaves theirs alone', async () => {
      const { keep, newCart } = carts();
      const theirs = await newCart([{ productId: RING, variantId: 11, quantity: 1 }], stranger);

      const restored = (await keep.restoreCart('ae', request([{ productId: NECKLACE, quantity: 1 }]), browser, theirs.id))._unsafeUnwrap();

      expect(restored.id).not.toBe(theirs.id);
      expect(quantities(restored)).toEqual([[21, 1]]);
      expect(quantities((await keep.getCart('ae', theirs.id, stranger))._unsafeUnwrap())).toEqual([[11, 1]]);
    });

    it('refuses, leaving the cart as it was, when a restored line breaks the cart’s rules', async () => {
      const { keep, newCart } = carts();
      const held = await newCart([{ productId: RING, variantId: 11, quantity: 1 }]);

      const refused = await keep.restoreCart('ae', request([{ productId: SOLD_OUT, quantity: 1 }]), browser, held.id);

      expect(refused.isErr()).toBe(true);
      expect(quantities((await keep.getCart('ae', held.id, browser))._unsafeUnwrap())).toEqual([[11, 1]]);
    });
  });
});
