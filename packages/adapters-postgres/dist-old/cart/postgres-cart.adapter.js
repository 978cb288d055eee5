import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ResultAsync, errAsync } from 'neverthrow';
import { DefaultLineQuantityPolicy, DefaultVatPolicy, cartRejected, cartUpdateEvent, couponDiscount, currencyOf, normaliseCouponCode, notFound, unavailable, } from '@storefront/core';
import { cartLines, carts, customers, outbox } from '../database/schema/index.js';
import { isDatabaseId, resolveVariant, selectCartHead, selectCartRows, selectCoupon, toCart, } from './cart.query.js';
/** The outbox topic of the marketing platform's `cart_update_backend` event. */
export const CART_UPDATE_TOPIC = 'marketing.cart_update_backend';
/** A typed refusal raised inside a transaction so that it rolls back; it never leaves the adapter. */
class Refusal extends Error {
    error;
    constructor(error) {
        super(error.code);
        this.error = error;
    }
}
/** The variant the core chose, or a refusal: sizes to choose from, or nothing the region sells (`CART_REJECTED`). */
function chosen(choice, operation, cartId) {
    if (choice.isOk())
        return choice.value;
    throw new Refusal(choice.error.code === 'SIZE_REQUIRED' ? choice.error : cartRejected(operation, cartId));
}
function toPortError(cause) {
    return cause instanceof Refusal ? cause.error : unavailable('cart');
}
/** 192 random bits: with the token binding, knowing an id still gives nothing away. */
function newCartId() {
    return randomBytes(24).toString('base64url');
}
/** 128 random bits, so line ids reveal nothing about other carts. */
function newLineId() {
    return randomBytes(16).toString('base64url');
}
/** Only the SHA-256 of a browser's cart token is stored: a copy of the table opens no cart. */
export function cartTokenHash(token) {
    return createHash('sha256').update(token, 'utf8').digest('hex');
}
/** Whether `owner` may see and change the cart; the token hash is compared in constant time. */
function owns(head, owner) {
    if (owner.kind === 'customer')
        return head.customerId !== null && head.customerId === owner.customerId;
    if (head.tokenHash === null || owner.cartToken === '')
        return false;
    const stored = Buffer.from(head.tokenHash, 'hex');
    const given = Buffer.from(cartTokenHash(owner.cartToken), 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given);
}
/**
 * The cart port on the built-in engine. A cart answers only to its owner: the browser whose token
 * hashes to the stored hash, or the customer it was handed to; anyone else gets `NOT_FOUND` as for
 * an id never issued. Every change runs in one transaction that first bumps the cart's version,
 * which locks the cart's row: writers of one cart take turns, so a quantity checked against the
 * policy is still the quantity when it is written. Line changes write their marketing event to
 * the outbox in that same transaction.
 */
export class PostgresCart {
    db;
    quantityPolicy;
    vat;
    now;
    constructor(db, options = {}) {
        this.db = db;
        this.quantityPolicy = options.quantityPolicy ?? new DefaultLineQuantityPolicy();
        this.vat = options.vat ?? new DefaultVatPolicy();
        this.now = options.now ?? (() => new Date());
    }
    getCart(region, cartId, owner, language) {
        return this.run(region, () => this.db.transaction(async (tx) => {
            const head = await selectCartHead(tx, region, cartId);
            if (head === undefined || !owns(head, owner))
                throw new Refusal(notFound('cart', cartId));
            return selectCartRows(tx, region, { ...head, language: language ?? head.language });
        }, { isolationLevel: 'repeatable read', accessMode: 'read only' }));
    }
    createCart(region, cart) {
        return this.create(region, cart.locale.language, cart.lines, cart.owner, 'create');
    }
    /** The cart is priced in the region's currency from its price list, whatever the order said. */
    restoreCart(region, request, owner) {
        return this.create(region, request.locale.language, request.lines, owner, 'create');
    }
    linesForRestore(region, cartId) {
        return ResultAsync.fromPromise((async () => {
            const head = await selectCartHead(this.db, region, cartId);
            if (head === undefined)
                throw new Refusal(notFound('cart', cartId));
            return this.db
                .select({ productId: cartLines.productId, variantId: cartLines.variantId, quantity: cartLines.quantity })
                .from(cartLines)
                .where(eq(cartLines.cartId, cartId))
                .orderBy(asc(cartLines.seq));
        })(), toPortError);
    }
    deleteCart(region, cartId, owner) {
        return ResultAsync.fromPromise(this.db.transaction(async (tx) => {
            await lockOwnedCart(tx, region, cartId, owner);
            await tx.delete(carts).where(eq(carts.id, cartId));
        }), toPortError);
    }
    addLine(region, cartId, line, change) {
        return this.change(region, cartId, change.owner, { action: 'add', change }, async (tx) => {
            const variant = chosen(await resolveVariant(tx, region, line.productId, line.variantId), 'add', cartId);
            this.requireQuantity(line.quantity, variant.sku);
            const [existing] = await tx
                .select({ quantity: cartLines.quantity })
                .from(cartLines)
                .where(and(eq(cartLines.cartId, cartId), eq(cartLines.variantId, variant.variantId)));
            this.checkLine({ ...variant, quantity: (existing?.quantity ?? 0) + line.quantity });
            if (existing === undefined) {
                const [lines] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.cartId, cartId));
                this.checkLineCount(Number(lines?.n ?? 0) + 1);
            }
            await insertOrGrow(tx, cartId, { ...variant, quantity: line.quantity });
        });
    }
    updateLine(region, cartId, lineId, quantity, change) {
        return this.change(region, cartId, change.owner, { action: 'update', change }, async (tx) => {
            const variant = await this.lineVariant(tx, region, cartId, lineId, 'update');
            this.checkLine({ ...variant, quantity });
            await tx.update(cartLines).set({ quantity }).where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
        });
    }
    removeLine(region, cartId, lineId, change) {
        return this.change(region, cartId, change.owner, { action: 'remove', change }, async (tx) => {
            const removed = await tx
                .delete(cartLines)
                .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)))
                .returning({ id: cartLines.id });
            if (removed.length === 0)
                throw new Refusal(notFound('cart line', lineId));
        });
    }
    assignToCustomer(region, cartId, customerId, from) {
        return this.change(region, cartId, from, undefined, async (tx) => {
            await requireCustomer(tx, region, customerId);
            // The cart now follows the customer's sign-in, not the browser's token.
            await tx.update(carts).set({ customerId, tokenHash: null }).where(eq(carts.id, cartId));
        });
    }
    applyCoupon(region, cartId, code, owner) {
        const normalised = normaliseCouponCode(code);
        return this.change(region, cartId, owner, undefined, async (tx, head) => {
            const coupon = normalised.length > 32 ? undefined : await selectCoupon(tx, region, normalised);
            if (coupon === undefined)
                throw new Refusal({ code: 'COUPON_INVALID', params: { code: normalised } });
            const cart = await this.read(tx, region, { ...head, couponCode: null });
            const verdict = couponDiscount(coupon, cart.subtotal, this.now());
            if (verdict.isErr())
                throw new Refusal(verdict.error);
            await tx.update(carts).set({ couponCode: coupon.code }).where(eq(carts.id, cartId));
        });
    }
    removeCoupon(region, cartId, code, owner) {
        const normalised = normaliseCouponCode(code);
        return this.change(region, cartId, owner, undefined, async (tx) => {
            await tx
                .update(carts)
                .set({ couponCode: null })
                .where(and(eq(carts.id, cartId), eq(carts.couponCode, normalised)));
        });
    }
    create(region, language, lines, owner, operation) {
        // A cart nobody could open again is refused rather than made.
        if (owner.kind === 'guest' && owner.cartToken === '')
            return errAsync(cartRejected(operation));
        return this.run(region, () => this.db.transaction(async (tx) => {
            if (owner.kind === 'customer')
                await requireCustomer(tx, region, owner.customerId);
            const planned = await this.planLines(tx, region, lines, operation);
            const id = newCartId();
            await tx.insert(carts).values({
                id,
                region,
                language,
                currency: currencyOf(region),
                customerId: owner.kind === 'customer' ? owner.customerId : null,
                tokenHash: owner.kind === 'guest' ? cartTokenHash(owner.cartToken) : null,
            });
            for (const line of planned)
                await insertOrGrow(tx, id, line);
            return selectCartRows(tx, region, { id, language, couponCode: null });
        }));
    }
    /** Resolves each requested line and folds lines of the same variant into one, in request order. */
    async planLines(tx, region, lines, operation) {
        const byVariant = new Map();
        for (const line of lines) {
            const variant = chosen(await resolveVariant(tx, region, line.productId, line.variantId), operation);
            this.requireQuantity(line.quantity, variant.sku);
            const before = byVariant.get(variant.variantId)?.quantity ?? 0;
            byVariant.set(variant.variantId, { ...variant, quantity: before + line.quantity });
        }
        const planned = [...byVariant.values()];
        for (const line of planned)
            this.checkLine(line);
        this.checkLineCount(planned.length);
        return planned;
    }
    async lineVariant(tx, region, cartId, lineId, operation) {
        const [line] = await tx
            .select({ productId: cartLines.productId, variantId: cartLines.variantId })
            .from(cartLines)
            .where(and(eq(cartLines.id, lineId), eq(cartLines.cartId, cartId)));
        if (line === undefined)
            throw new Refusal(notFound('cart line', lineId));
        // The product stopped selling in the region since it was added: the line can only be removed.
        return chosen(await resolveVariant(tx, region, line.productId, line.variantId), operation, cartId);
    }
    /** The units a single request adds must themselves be a quantity the policy accepts. */
    requireQuantity(quantity, sku) {
        const verdict = this.quantityPolicy.check({ sku, requested: quantity });
        if (verdict.isErr())
            throw new Refusal(verdict.error);
    }
    /** The quantity the line would hold after the change, against the policy and the region's stock. */
    checkLine(line) {
        const verdict = this.quantityPolicy.check({ sku: line.sku, requested: line.quantity, availableToSell: line.availableToSell });
        if (verdict.isErr())
            throw new Refusal(verdict.error);
    }
    checkLineCount(lineCount) {
        const verdict = this.quantityPolicy.checkLineCount(lineCount);
        if (verdict.isErr())
            throw new Refusal(verdict.error);
    }
    async read(tx, region, head) {
        const cart = toCart(region, await selectCartRows(tx, region, head), this.vat, this.now());
        if (cart.isErr())
            throw new Refusal(cart.error);
        return cart.value;
    }
    /**
     * Runs a change in a transaction that bumps the cart's version first (locking its row), checks
     * the owner, applies the change, reads the cart back and, for a line change, writes its
     * marketing event to the outbox. Any refusal rolls all of it back, the event included.
     */
    change(region, cartId, owner, event, apply) {
        return ResultAsync.fromPromise(this.db.transaction(async (tx) => {
            const head = await lockOwnedCart(tx, region, cartId, owner);
            await apply(tx, head);
            // The cart's language follows the shopper: a line change made on a page in the other language moves it.
            const language = event?.change.event.language ?? head.language;
            if (language !== head.language)
                await tx.update(carts).set({ language }).where(eq(carts.id, cartId));
            const [current] = await tx.select({ couponCode: carts.couponCode }).from(carts).where(eq(carts.id, cartId));
            const cart = await this.read(tx, region, { id: head.id, language, couponCode: current?.couponCode ?? null });
            if (event !== undefined) {
                const payload = cartUpdateEvent(event.action, cart, event.change.event, this.now());
                await tx.insert(outbox).values({ id: randomUUID(), topic: CART_UPDATE_TOPIC, payload });
            }
            return cart;
        }), toPortError);
    }
    run(region, work) {
        return ResultAsync.fromPromise(work(), toPortError).andThen((rows) => toCart(region, rows, this.vat, this.now()));
    }
}
/**
 * Bumps the cart's version, which takes its row lock until the transaction ends, and checks the
 * owner. A cart of another owner or region is `NOT_FOUND`, and the bump rolls back with the refusal.
 */
async function lockOwnedCart(tx, region, cartId, owner) {
    const [head] = await tx
        .update(carts)
        .set({ version: sql `${carts.version} + 1`, updatedAt: sql `now()` })
        .where(and(eq(carts.id, cartId), eq(carts.region, region)))
        .returning({ id: carts.id, language: carts.language, couponCode: carts.couponCode, tokenHash: carts.tokenHash, customerId: carts.customerId });
    if (head === undefined || !owns(head, owner))
        throw new Refusal(notFound('cart', cartId));
    return head;
}
/** Two adds of one variant, even at the same instant, end as one line holding both quantities. */
async function insertOrGrow(tx, cartId, line) {
    await tx
        .insert(cartLines)
        .values({
        id: newLineId(),
        cartId,
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        // Lines written in one transaction would share now(); the wall clock keeps them in order.
        createdAt: sql `clock_timestamp()`,
    })
        .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.variantId],
        set: { quantity: sql `${cartLines.quantity} + excluded.quantity` },
    });
}
/** Customers belong to one region's store: a cart is only handed to a customer of its own region. */
async function requireCustomer(tx, region, customerId) {
    const found = isDatabaseId(customerId)
        ? await tx
            .select({ id: customers.id })
            .from(customers)
            .where(and(eq(customers.id, customerId), eq(customers.region, region)))
        : [];
    if (found.length === 0)
        throw new Refusal(notFound('customer', String(customerId)));
}
//# sourceMappingURL=postgres-cart.adapter.js.map