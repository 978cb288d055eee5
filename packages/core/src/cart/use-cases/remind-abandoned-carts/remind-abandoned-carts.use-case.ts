import { okAsync, type ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { ClockPort } from '../../../shared/ports/clock.port.js';
import { CART_ABANDONED_TOPIC, cartAbandonedEvent, restoreLinkUrl, type AbandonedCart } from '../../domain/abandoned-cart-reminder.js';
import type { CartStore } from '../../ports/cart-store.port.js';
import type { RestoreLinkSigner } from '../../ports/restore-link-signer.port.js';

export interface AbandonedCartReminderSettings {
  /** Minutes a cart stays untouched before it counts as abandoned (`CART_ABANDONED_MINUTES`). */
  readonly idleMinutes: number;
  /** The store's address the restore links start with. */
  readonly origin: string;
  /** Carts reminded per run at most; the rest wait for the next run. */
  readonly batchSize?: number;
}

/** What a run did, for the log. */
export interface RemindedCarts {
  readonly reminded: number;
}

/**
 * The periodic reminder of abandoned carts (decision 1275): each cart left untouched for the
 * merchant's time gets one `cart_abandoned_backend` event, carrying a signed link to the cart page
 * that puts it back together, once per idle period (a change starts a new one) and never for a
 * cart that became an order (it is gone) or is being paid for. Run every few minutes by the host;
 * the store's check under its lock makes a cart reminded once even when two runs race.
 */
export class RemindAbandonedCarts {
  constructor(
    private readonly store: CartStore,
    private readonly links: RestoreLinkSigner,
    private readonly clock: ClockPort,
    private readonly settings: AbandonedCartReminderSettings,
  ) {}

  execute(): ResultAsync<RemindedCarts, InfrastructureError> {
    const now = this.clock.now();
    const idleSince = new Date(now.getTime() - this.settings.idleMinutes * 60_000);
    return this.store
      .abandoned(idleSince, this.settings.batchSize ?? 100)
      .andThen((carts) =>
        carts.reduce(
          (run, cart) => run.andThen((reminded) => this.remind(cart, idleSince, now).map((sent) => reminded + (sent ? 1 : 0))),
          okAsync<number, InfrastructureError>(0),
        ),
      )
      .map((reminded) => ({ reminded }));
  }

  private remind(cart: AbandonedCart, idleSince: Date, now: Date): ResultAsync<boolean, InfrastructureError> {
    const target = { kind: 'cart', id: cart.cartId, region: cart.region } as const;
    const restoreUrl = restoreLinkUrl(this.settings.origin, cart.language, target, this.links.issue(target));
    return this.store.remindAbandoned(cart.region, cart.cartId, idleSince, [{ topic: CART_ABANDONED_TOPIC, payload: cartAbandonedEvent(cart, restoreUrl, now) }]);
  }
}
