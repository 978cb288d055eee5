import { errAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { OrderPort } from '../../../order/ports/order.port.js';
import type { AbandonedCartError } from '../../errors.js';
import { planAbandonedCartRestore, type AbandonedCartSource } from '../../domain/abandoned-cart.js';
import type { Cart } from '../../domain/cart.js';
import type { CartOwner } from '../../domain/cart-owner.js';
import type { CartPort } from '../../ports/cart.port.js';

/** What a verified restore link names: an abandoned cart, or the order it became. */
export interface RestoreTarget {
  readonly kind: 'cart' | 'order';
  readonly id: string | undefined;
}

/**
 * Rebuilds a cart from what an abandoned-cart link names (`/cart?cartId=…` or `?order_id=…`),
 * as a new cart bound to the browser (or customer) that followed the link, or into the cart it
 * already holds. The caller verifies
 * the link's signature first: an id alone never reveals anyone's order or cart. Each way it can
 * fail is its own code, so the cart page can say what happened.
 */
export class RestoreAbandonedCart {
  constructor(
    private readonly orders: OrderPort,
    private readonly carts: CartPort,
  ) {}

  /**
   * `into` is the cart the browser (or customer) holds in the region, when it has one: the lines
   * are restored into it, so a link followed twice leaves one cart (decision 0919).
   */
  execute(region: Region, target: RestoreTarget, owner: CartOwner, into?: string): ResultAsync<Cart, AbandonedCartError> {
    const id = target.id?.trim() ?? '';
    if (id === '') return errAsync({ code: 'ABANDONED_CART_ORDER_ID_MISSING', params: {} });
    const failed: AbandonedCartError = { code: 'ABANDONED_CART_RESTORE_FAILED', params: { orderId: id } };
    const source: ResultAsync<AbandonedCartSource, AbandonedCartError> =
      target.kind === 'order'
        ? this.orders.getOrderLines(region, id).map((order) => ({ ...order, orderId: id })).mapErr((): AbandonedCartError => failed)
        : this.carts
            .linesForRestore(region, id)
            .map((lines): AbandonedCartSource => ({ orderId: id, lines, locale: { language: 'en', region } }))
            .mapErr((): AbandonedCartError => failed);
    return source
      .andThen((found) => planAbandonedCartRestore(found))
      .andThen((request) => this.carts.restoreCart(region, request, owner, into).mapErr((): AbandonedCartError => failed));
  }
}
