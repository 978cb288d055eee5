import { errAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { OrderPort } from '../../../order/ports/order.port.js';
import type { AbandonedCartError } from '../../errors.js';
import { planAbandonedCartRestore } from '../../domain/abandoned-cart.js';
import type { Cart } from '../../domain/cart.js';
import type { CartPort } from '../../ports/cart.port.js';

/**
 * Rebuilds a cart from the order behind an abandoned-cart link (`/cart?order_id=…`). Each way it
 * can fail is its own code, so the cart page can say what happened.
 */
export class RestoreAbandonedCart {
  constructor(
    private readonly orders: OrderPort,
    private readonly carts: CartPort,
  ) {}

  execute(region: Region, orderId: string | undefined): ResultAsync<Cart, AbandonedCartError> {
    const id = orderId?.trim() ?? '';
    if (id === '') return errAsync({ code: 'ABANDONED_CART_ORDER_ID_MISSING', params: {} });
    const failed: AbandonedCartError = { code: 'ABANDONED_CART_RESTORE_FAILED', params: { orderId: id } };
    return this.orders
      .getOrderLines(region, id)
      .mapErr((): AbandonedCartError => failed)
      .andThen((order) => planAbandonedCartRestore({ ...order, orderId: id }))
      .andThen((request) => this.carts.restoreCart(region, request).mapErr((): AbandonedCartError => failed));
  }
}
