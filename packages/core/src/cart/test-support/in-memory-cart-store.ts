import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { OutboxEntry } from '../../events/ports/outbox.port.js';
import type { Language, Region } from '../../locale/domain/locale.js';
import { notFound, type InfrastructureError } from '../../shared/errors.js';
import type { OrderedLine } from '../domain/abandoned-cart.js';
import type { AbandonedCart } from '../domain/abandoned-cart-reminder.js';
import type { CartOwner } from '../domain/cart-owner.js';
import type { CartState, CartVariantFacts, NewCartState } from '../domain/cart-state.js';
import type { CouponPromotion } from '../domain/promotion.js';
import type { CartReads, CartStore, CartWork } from '../ports/cart-store.port.js';

interface Kept {
  state: CartState;
  cartToken: string | undefined;
  changedAt: Date;
  remindedAt?: Date;
}

/**
 * A `CartStore` in memory, for the cart use cases' specs: storage only, as any store must be. One
 * change runs at a time (the lock), a refusal keeps nothing, and saved events land in `outbox`.
 */
export class InMemoryCartStore implements CartStore {
  readonly outbox: OutboxEntry[] = [];
  /** Each customer's saved cart (attribute 7), as the carts made `savedForOwner` wrote it. */
  readonly savedCarts = new Map<number, string>();
  private readonly carts = new Map<string, Kept>();
  private turn: Promise<unknown> = Promise.resolve();
  private issued = 0;

  /** `sold`: the variants each product sells in `region`, in the product's order; `now`, the store's clock (when a cart changes). */
  constructor(
    private readonly region: Region,
    private readonly sold: ReadonlyMap<number, readonly CartVariantFacts[]>,
    private readonly coupons: readonly CouponPromotion[] = [],
    private readonly customers: readonly number[] = [],
    private readonly now: () => Date = () => new Date(),
  ) {}

  read(region: Region, cartId: string, owner: CartOwner, language?: Language): ResultAsync<CartState, InfrastructureError> {
    return this.owned(region, cartId, owner).map((kept) => ({ ...kept.state, language: language ?? kept.state.language }));
  }

  create<E>(region: Region, owner: CartOwner, language: Language, work: (reads: CartReads) => ResultAsync<NewCartState, E>): ResultAsync<CartState, E | InfrastructureError> {
    return this.inTurn(() =>
      work(this.reads(region)).map(({ savedForOwner, ...draft }) => {
        const state = this.withIds({ ...draft, id: `cart-${++this.issued}`, region, customerId: undefined, couponCode: undefined, coupon: undefined });
        if (savedForOwner === true && owner.kind === 'customer') this.savedCarts.set(owner.customerId, state.id);
        const changedAt = this.now();
        const kept = owner.kind === 'guest' ? { state, cartToken: owner.cartToken, changedAt } : { state: { ...state, customerId: owner.customerId }, cartToken: undefined, changedAt };
        this.carts.set(kept.state.id, kept);
        return kept.state;
      }),
    );
  }

  change<E>(region: Region, cartId: string, owner: CartOwner, _namesIn: Language | undefined, work: CartWork<E>): ResultAsync<CartState, E | InfrastructureError> {
    return this.inTurn(() =>
      this.owned(region, cartId, owner).andThen(({ state }) =>
        work(state, this.reads(region)).map(({ cart, events }) => {
          const saved = this.withIds(cart);
          const before = this.carts.get(cartId);
          this.carts.set(cartId, {
            state: saved,
            cartToken: saved.customerId === undefined ? before?.cartToken : undefined,
            changedAt: this.now(),
            ...(before?.remindedAt === undefined ? {} : { remindedAt: before.remindedAt }),
          });
          this.outbox.push(...(events?.(saved) ?? []));
          return saved;
        }),
      ),
    );
  }

  delete(region: Region, cartId: string, owner: CartOwner): ResultAsync<void, InfrastructureError> {
    return this.owned(region, cartId, owner).map(() => void this.carts.delete(cartId));
  }

  linesOf(region: Region, cartId: string): ResultAsync<readonly OrderedLine[], InfrastructureError> {
    const kept = this.carts.get(cartId);
    if (kept === undefined || kept.state.region !== region) return errAsync(notFound('cart', cartId));
    return okAsync(kept.state.lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })));
  }

  abandoned(idleSince: Date, limit: number): ResultAsync<readonly AbandonedCart[], InfrastructureError> {
    const idle = [...this.carts.values()]
      .filter((kept) => this.isAbandoned(kept, idleSince))
      .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
      .slice(0, limit);
    return okAsync(
      idle.map(({ state, changedAt }) => ({
        region: state.region,
        cartId: state.id,
        language: state.language,
        email: state.customerId === undefined ? undefined : `customer-${state.customerId}@example.com`,
        lines: state.lines.map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
        lastChangedAt: changedAt,
      })),
    );
  }

  remindAbandoned(region: Region, cartId: string, idleSince: Date, entries: readonly OutboxEntry[]): ResultAsync<boolean, InfrastructureError> {
    return this.inTurn(() => {
      const kept = this.carts.get(cartId);
      if (kept === undefined || kept.state.region !== region || !this.isAbandoned(kept, idleSince)) return okAsync(false);
      kept.remindedAt = this.now();
      this.outbox.push(...entries);
      return okAsync(true);
    });
  }

  /** Untouched since `idleSince`, not reminded since its last change, and holding lines. */
  private isAbandoned(kept: Kept, idleSince: Date): boolean {
    const reminded = kept.remindedAt !== undefined && kept.remindedAt >= kept.changedAt;
    return kept.state.lines.length > 0 && kept.changedAt <= idleSince && !reminded;
  }

  private owned(region: Region, cartId: string, owner: CartOwner): ResultAsync<Kept, InfrastructureError> {
    const kept = this.carts.get(cartId);
    const owns =
      kept !== undefined &&
      kept.state.region === region &&
      (owner.kind === 'customer' ? kept.state.customerId === owner.customerId : owner.cartToken !== '' && kept.cartToken === owner.cartToken);
    return owns ? okAsync(kept) : errAsync(notFound('cart', cartId));
  }

  private reads(region: Region): CartReads {
    const here = region === this.region;
    return {
      variantsOf: (productId) => okAsync(here ? (this.sold.get(productId) ?? []) : []),
      coupon: (code) => okAsync(here ? this.coupons.find((coupon) => coupon.code === code) : undefined),
      hasCustomer: (customerId) => okAsync(here && this.customers.includes(customerId)),
    };
  }

  private withIds(state: CartState): CartState {
    return { ...state, lines: state.lines.map((line) => (line.id === undefined ? { ...line, id: `line-${++this.issued}` } : line)) };
  }

  /** Runs one unit of work after the previous one has finished, as a row lock would. */
  private inTurn<T, E>(unit: () => ResultAsync<T, E>): ResultAsync<T, E> {
    const result = this.turn.then(() => unit());
    this.turn = result.catch(() => undefined);
    return new ResultAsync(result);
  }
}
