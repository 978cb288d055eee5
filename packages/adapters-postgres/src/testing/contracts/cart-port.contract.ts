import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartChange, CartOwner, CartPort } from '@storefront/core/cart';
import { currencyOf, type Region } from '@storefront/core/locale';
import { failure, ok } from './settle.js';

/** What a cart port needs to offer for the contract to run against it. */
export interface CartContractFixture {
  readonly port: CartPort;
  /** The store the carts are made in. */
  readonly region: Region;
  /** Any other region's store; it must sell `necklace`. */
  readonly otherRegion: Region;
  readonly products: {
    /** Sold in `region` in at least two sizes (variant ids in position order), ten units of each in stock. */
    readonly ring: { readonly productId: number; readonly variantIds: readonly number[] };
    /** Sold in `region` and `otherRegion`, ten units of its first variant in stock in both. */
    readonly necklace: { readonly productId: number; readonly variantId: number };
    /** Not sold in `region`. */
    readonly notSoldInRegion: { readonly productId: number };
    /** Sold in `region` with no unit left to sell. */
    readonly soldOut: { readonly productId: number };
  };
  /** A customer of `region`'s store. */
  readonly customerId: number;
  teardown(): Promise<void>;
}

/** The browser the contract's carts are made in, and another one that never made any. */
const browser: CartOwner = { kind: 'guest', cartToken: 'contract-browser-token-0123456789abcdef' };
const stranger: CartOwner = { kind: 'guest', cartToken: 'another-browser-token-0123456789abcdef' };
const change: CartChange = { owner: browser, event: { identity: { cookieId: 'contract-cookie' }, brand: 'lazurde', language: 'en' } };
const strangerChange: CartChange = { ...change, owner: stranger };

const quantities = (cart: Cart) => cart.lines.map((line) => [line.productId, line.quantity]);

/**
 * The behaviour every cart port promises, written against the port alone, so that any adapter
 * (the built-in engine, a hosted commerce service) can prove it keeps the same promises.
 */
export function cartPortContract(name: string, setup: () => Promise<CartContractFixture>): void {
  describe(`CartPort contract: ${name}`, () => {
    let fixture: CartContractFixture;
    let port: CartPort;
    let region: Region;

    beforeAll(async () => {
      fixture = await setup();
      port = fixture.port;
      region = fixture.region;
    });
    afterAll(() => fixture?.teardown());

    const ringSize = (index: number) => ({ productId: fixture.products.ring.productId, variantId: fixture.products.ring.variantIds[index]!, quantity: 1 });
    const necklace = (quantity = 1) => ({ productId: fixture.products.necklace.productId, quantity });
    const newCart = (lines: Parameters<CartPort['createCart']>[1]['lines'] = [ringSize(0)]) =>
      ok(port.createCart(region, { owner: browser, locale: { language: 'en', region }, lines }));

    describe('creating and reading', () => {
      it('creates a cart in the region’s currency and the shopper’s language', async () => {
        const cart = await ok(port.createCart(region, { owner: browser, locale: { language: 'ar', region }, lines: [ringSize(0)] }));

        expect(cart.region).toBe(region);
        expect(cart.locale).toEqual({ language: 'ar', region });
        expect(cart.currency).toBe(currencyOf(region));
        expect(quantities(cart)).toEqual([[fixture.products.ring.productId, 1]]);
      });

      it('gives every cart its own id, too long to guess', async () => {
        const [first, second] = await Promise.all([newCart(), newCart()]);

        expect(first.id).not.toBe(second.id);
        expect(first.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      });

      it('reads a cart back as it was answered when created', async () => {
        const created = await newCart([ringSize(0), necklace(2)]);

        expect(await ok(port.getCart(region, created.id, browser))).toEqual(created);
      });

      it('reads the lines in the page’s language when asked, and leaves the cart’s own language alone', async () => {
        const created = await newCart([ringSize(0)]);
        const inArabic = await ok(port.getCart(region, created.id, browser, 'ar'));

        expect(inArabic.locale).toEqual({ language: 'ar', region });
        expect(inArabic.lines[0]!.name).not.toBe(created.lines[0]!.name);
        expect(inArabic.lines[0]!.name).toMatch(/\p{Script=Arabic}/u);
        expect(await ok(port.getCart(region, created.id, browser))).toEqual(created);
      });

      it('creates a cart for a signed-in customer', async () => {
        const cart = await ok(port.createCart(region, { locale: { language: 'en', region }, lines: [necklace()], owner: { kind: 'customer', customerId: fixture.customerId } }));

        expect(quantities(cart)).toEqual([[fixture.products.necklace.productId, 1]]);
      });

      it('answers NOT_FOUND for a cart id it never issued', async () => {
        expect((await failure(port.getCart(region, 'no-such-cart-0000000000', browser))).code).toBe('NOT_FOUND');
      });

      it('answers NOT_FOUND for a cart asked for in another region’s store', async () => {
        const cart = await newCart();

        expect((await failure(port.getCart(fixture.otherRegion, cart.id, browser))).code).toBe('NOT_FOUND');
      });

      it('prices the same product in each region’s own currency', async () => {
        const here = await newCart([necklace()]);
        const there = await ok(
          port.createCart(fixture.otherRegion, { owner: browser, locale: { language: 'en', region: fixture.otherRegion }, lines: [necklace()] }),
        );

        expect(here.lines[0]?.salePrice.currency).toBe(currencyOf(region));
        expect(there.currency).toBe(currencyOf(fixture.otherRegion));
        expect(there.lines[0]?.salePrice.currency).toBe(currencyOf(fixture.otherRegion));
      });

      it('adds the cart up from sale prices times quantities, in minor units', async () => {
        const cart = await newCart([ringSize(0), ringSize(1), necklace(3)]);
        const expected = cart.lines.reduce(
          (sum, line) => sum + line.salePrice.amountMinor * line.quantity - line.discountAmount.amountMinor,
          -cart.discountAmount.amountMinor,
        );

        expect(cart.cartAmount).toEqual({ amountMinor: expected, currency: currencyOf(region) });
        for (const line of cart.lines) {
          expect(Number.isSafeInteger(line.salePrice.amountMinor)).toBe(true);
          expect(line.salePrice.amountMinor).toBeLessThanOrEqual(line.originalPrice.amountMinor);
          expect(line.extendedListPrice.amountMinor).toBe(line.listPrice.amountMinor * line.quantity);
          expect(line.sku).not.toBe('');
          expect(line.name).not.toBe('');
        }
      });
    });

    describe('adding', () => {
      it('grows the line when the same ring size is added twice', async () => {
        const cart = await newCart();
        const grown = await ok(port.addLine(region, cart.id, { ...ringSize(0), quantity: 2 }, change));

        expect(grown.lines).toHaveLength(1);
        expect(grown.lines[0]?.id).toBe(cart.lines[0]?.id);
        expect(grown.lines[0]?.quantity).toBe(3);
      });

      it('keeps two ring sizes on separate lines', async () => {
        const cart = await newCart();
        const twoSizes = await ok(port.addLine(region, cart.id, ringSize(1), change));

        expect(twoSizes.lines).toHaveLength(2);
        expect(new Set(twoSizes.lines.map((line) => line.sku)).size).toBe(2);
      });

      it('never picks a size for the shopper: a ring with none named is SIZE_REQUIRED and the cart stays as it was', async () => {
        const cart = await newCart([necklace()]);
        const noSize = { productId: fixture.products.ring.productId, quantity: 1 };

        expect(await failure(port.addLine(region, cart.id, noSize, change))).toEqual({ code: 'SIZE_REQUIRED', params: {} });
        expect((await failure(port.createCart(region, { owner: browser, locale: { language: 'en', region }, lines: [noSize] }))).code).toBe('SIZE_REQUIRED');
        expect(quantities(await ok(port.getCart(region, cart.id, browser)))).toEqual([[fixture.products.necklace.productId, 1]]);
      });

      it('adds a piece sold in one variant without naming it', async () => {
        const cart = await newCart([ringSize(0)]);
        const after = await ok(port.addLine(region, cart.id, { productId: fixture.products.necklace.productId, quantity: 1 }, change));

        expect(quantities(after)).toEqual([
          [fixture.products.ring.productId, 1],
          [fixture.products.necklace.productId, 1],
        ]);
      });

      it('folds repeated lines of one ring size into one line when creating a cart', async () => {
        const cart = await newCart([ringSize(0), necklace(), ringSize(0)]);

        expect(quantities(cart)).toEqual([
          [fixture.products.ring.productId, 2],
          [fixture.products.necklace.productId, 1],
        ]);
      });

      it('keeps lines in the order they were first added', async () => {
        const cart = await newCart([necklace()]);
        await ok(port.addLine(region, cart.id, ringSize(1), change));
        const after = await ok(port.addLine(region, cart.id, necklace(), change));

        expect(quantities(after)).toEqual([
          [fixture.products.necklace.productId, 2],
          [fixture.products.ring.productId, 1],
        ]);
      });
    });

    describe('refusing', () => {
      it('refuses a quantity below one or above ten and leaves the cart as it was', async () => {
        const cart = await newCart();
        const lineId = cart.lines[0]!.id;

        for (const quantity of [0, -1, 1.5]) {
          expect((await failure(port.updateLine(region, cart.id, lineId, quantity, change))).code).toBe('QUANTITY_BELOW_MINIMUM');
        }
        expect(await failure(port.updateLine(region, cart.id, lineId, 11, change))).toMatchObject({
          code: 'LINE_QUANTITY_LIMIT',
          params: { requested: 11, limit: 10 },
        });
        for (const quantity of [0, -2]) {
          expect((await failure(port.addLine(region, cart.id, { ...ringSize(0), quantity }, change))).code).toBe('QUANTITY_BELOW_MINIMUM');
        }
        expect((await failure(port.addLine(region, cart.id, { ...ringSize(0), quantity: 11 }, change))).code).toBe('LINE_QUANTITY_LIMIT');
        expect(await ok(port.getCart(region, cart.id, browser))).toEqual(cart);
      });

      it('refuses an add that would take a line past ten units', async () => {
        const cart = await newCart([{ ...ringSize(0), quantity: 6 }]);

        expect(await failure(port.addLine(region, cart.id, { ...ringSize(0), quantity: 5 }, change))).toMatchObject({
          code: 'LINE_QUANTITY_LIMIT',
          params: { requested: 11, limit: 10 },
        });
        expect(quantities(await ok(port.getCart(region, cart.id, browser)))).toEqual([[fixture.products.ring.productId, 6]]);
      });

      it('refuses a cart of more than ten units of one size', async () => {
        const error = await failure(port.createCart(region, { owner: browser, locale: { language: 'en', region }, lines: [{ ...ringSize(0), quantity: 6 }, { ...ringSize(0), quantity: 5 }] }));

        expect(error).toMatchObject({ code: 'LINE_QUANTITY_LIMIT', params: { requested: 11, limit: 10 } });
      });

      it('refuses a product the region does not sell', async () => {
        const notSold = { productId: fixture.products.notSoldInRegion.productId, quantity: 1 };
        const cart = await newCart();

        expect(await failure(port.createCart(region, { owner: browser, locale: { language: 'en', region }, lines: [notSold] }))).toEqual({
          code: 'CART_REJECTED',
          params: { operation: 'create' },
        });
        expect((await failure(port.addLine(region, cart.id, notSold, change))).code).toBe('CART_REJECTED');
      });

      it('refuses a size that belongs to another product', async () => {
        const cart = await newCart();
        const mixedUp = { productId: fixture.products.ring.productId, variantId: fixture.products.necklace.variantId, quantity: 1 };

        expect((await failure(port.addLine(region, cart.id, mixedUp, change))).code).toBe('CART_REJECTED');
      });

      it('refuses more units than the region can sell with the quantityExceeds reason', async () => {
        const cart = await newCart();

        expect(await failure(port.addLine(region, cart.id, { productId: fixture.products.soldOut.productId, quantity: 1 }, change))).toMatchObject({
          code: 'QUANTITY_EXCEEDS',
          params: { requested: 1, availableToSell: 0 },
        });
      });
    });

    describe('changing and removing lines', () => {
      it('sets a line to the quantity asked for', async () => {
        const cart = await newCart([ringSize(0), necklace()]);
        const updated = await ok(port.updateLine(region, cart.id, cart.lines[1]!.id, 4, change));

        expect(quantities(updated)).toEqual([
          [fixture.products.ring.productId, 1],
          [fixture.products.necklace.productId, 4],
        ]);
      });

      it('moves the cart to the language of the page a line change was made on', async () => {
        const cart = await newCart([ringSize(0), necklace()]);
        const updated = await ok(port.updateLine(region, cart.id, cart.lines[1]!.id, 2, { ...change, event: { ...change.event, language: 'ar' } }));

        expect(updated.locale.language).toBe('ar');
        expect(updated.lines[1]!.name).toMatch(/\p{Script=Arabic}/u);
        expect((await ok(port.getCart(region, cart.id, browser))).locale.language).toBe('ar');
      });

      it('removes a line and may leave the cart empty, owing nothing', async () => {
        const cart = await newCart();
        const emptied = await ok(port.removeLine(region, cart.id, cart.lines[0]!.id, change));

        expect(emptied.lines).toEqual([]);
        expect(emptied.cartAmount).toEqual({ amountMinor: 0, currency: currencyOf(region) });
      });

      it('answers NOT_FOUND for a line that is not in the cart', async () => {
        const cart = await newCart();
        const otherCart = await newCart();
        const foreignLine = otherCart.lines[0]!.id;

        expect((await failure(port.updateLine(region, cart.id, 'no-such-line', 2, change))).code).toBe('NOT_FOUND');
        expect((await failure(port.removeLine(region, cart.id, foreignLine, change))).code).toBe('NOT_FOUND');
        expect(await ok(port.getCart(region, otherCart.id, browser))).toEqual(otherCart);
      });
    });

    describe('deleting and handing over', () => {
      it('deletes a cart, after which it is NOT_FOUND and takes no more lines', async () => {
        const cart = await newCart();
        await ok(port.deleteCart(region, cart.id, browser));

        expect((await failure(port.getCart(region, cart.id, browser))).code).toBe('NOT_FOUND');
        expect((await failure(port.addLine(region, cart.id, necklace(), change))).code).toBe('NOT_FOUND');
      });

      it('does not delete a cart from another region’s store', async () => {
        const cart = await newCart();

        expect((await failure(port.deleteCart(fixture.otherRegion, cart.id, browser))).code).toBe('NOT_FOUND');
        expect(await ok(port.getCart(region, cart.id, browser))).toEqual(cart);
      });

      it('hands a guest cart to a customer with its lines unchanged', async () => {
        const cart = await newCart([ringSize(1), necklace(2)]);

        expect(await ok(port.assignToCustomer(region, cart.id, fixture.customerId, browser))).toEqual(cart);
      });
    });

    describe('answering only to its owner', () => {
      it('answers NOT_FOUND to another browser for every call, exactly as for an id never issued, and changes nothing', async () => {
        const cart = await newCart([ringSize(0), necklace()]);
        const lineId = cart.lines[0]!.id;
        const never = await failure(port.getCart(region, 'no-such-cart-0000000000', stranger));

        for (const refused of [
          await failure(port.getCart(region, cart.id, stranger)),
          await failure(port.addLine(region, cart.id, ringSize(1), strangerChange)),
          await failure(port.updateLine(region, cart.id, lineId, 5, strangerChange)),
          await failure(port.removeLine(region, cart.id, lineId, strangerChange)),
          await failure(port.deleteCart(region, cart.id, stranger)),
          await failure(port.assignToCustomer(region, cart.id, fixture.customerId, stranger)),
        ]) {
          expect(refused.code).toBe(never.code);
        }
        expect((await failure(port.getCart(region, cart.id, { kind: 'guest', cartToken: '' }))).code).toBe('NOT_FOUND');
        expect((await failure(port.getCart(region, cart.id, { kind: 'customer', customerId: fixture.customerId }))).code).toBe('NOT_FOUND');
        expect(await ok(port.getCart(region, cart.id, browser))).toEqual(cart);
      });

      it('once handed to a customer, answers to the customer and no longer to the browser', async () => {
        const cart = await newCart([necklace()]);
        const customer: CartOwner = { kind: 'customer', customerId: fixture.customerId };
        await ok(port.assignToCustomer(region, cart.id, fixture.customerId, browser));

        expect((await failure(port.getCart(region, cart.id, browser))).code).toBe('NOT_FOUND');
        expect(quantities(await ok(port.getCart(region, cart.id, customer)))).toEqual([[fixture.products.necklace.productId, 1]]);
        expect(quantities(await ok(port.addLine(region, cart.id, necklace(), { ...change, owner: customer })))).toEqual([[fixture.products.necklace.productId, 2]]);
      });

      it('gives the lines of any cart for a verified restore link, in the order they were added', async () => {
        const cart = await newCart([necklace(2), ringSize(1)]);

        expect(await ok(port.linesForRestore(region, cart.id))).toEqual([
          { productId: fixture.products.necklace.productId, variantId: fixture.products.necklace.variantId, quantity: 2 },
          { productId: fixture.products.ring.productId, variantId: fixture.products.ring.variantIds[1], quantity: 1 },
        ]);
        expect((await failure(port.linesForRestore(region, 'no-such-cart-0000000000'))).code).toBe('NOT_FOUND');
      });
    });

    describe('stock on the lines', () => {
      it('tells each line how many units can be sold and whether the line asks for more', async () => {
        const cart = await newCart([necklace(2)]);

        expect(cart.lines[0]).toMatchObject({ hasStock: true, exceedingQuantity: false, variantId: fixture.products.necklace.variantId });
        expect(cart.lines[0]!.availableToSell).toBeGreaterThanOrEqual(10);
      });
    });

    describe('restoring an abandoned cart', () => {
      it('rebuilds the order’s lines as a new cart in the order’s language', async () => {
        const restored = await ok(
          port.restoreCart(region, {
            channelId: 1,
            currency: currencyOf(region),
            locale: { language: 'ar', region },
            lines: [ringSize(1), necklace(2)],
          }, browser),
        );

        expect(restored.locale).toEqual({ language: 'ar', region });
        expect(quantities(restored)).toEqual([
          [fixture.products.ring.productId, 1],
          [fixture.products.necklace.productId, 2],
        ]);
        expect(await ok(port.getCart(region, restored.id, browser))).toEqual(restored);
      });

      it('refuses to restore an order holding a product the region does not sell', async () => {
        const error = await failure(
          port.restoreCart(region, {
            channelId: 1,
            currency: currencyOf(region),
            locale: { language: 'en', region },
            lines: [necklace(), { productId: fixture.products.notSoldInRegion.productId, quantity: 1 }],
          }, browser),
        );

        expect(error.code).toBe('CART_REJECTED');
      });
    });
  });
}
