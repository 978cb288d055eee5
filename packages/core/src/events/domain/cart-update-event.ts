import type { Cart } from '../../cart/domain/cart.js';
import { itemCount } from '../../cart/domain/cart.js';
import type { CartEventContext } from '../../cart/domain/cart-owner.js';
import type { CartUpdateEvent } from './marketing-event.js';

/** The outbox topic of the marketing platform's `cart_update_backend` event. */
export const CART_UPDATE_TOPIC = 'marketing.cart_update_backend';

/** The `cart_update_backend` event of a change, from the cart as the change left it. */
export function cartUpdateEvent(action: CartUpdateEvent['action'], cart: Cart, context: CartEventContext, occurredAt: Date): CartUpdateEvent {
  return {
    name: 'cart_update_backend',
    action,
    identity: context.identity,
    region: cart.region,
    brand: context.brand,
    language: context.language ?? cart.locale.language,
    cartId: cart.id,
    total: cart.cartAmount,
    subtotal: cart.subtotal,
    discount: cart.discountAmount,
    taxTotal: cart.taxTotal,
    itemCount: itemCount(cart.lines),
    items: cart.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      price: line.salePrice,
      imageUrl: line.imageUrl,
    })),
    occurredAt: occurredAt.toISOString(),
  };
}

/** The outbox topic of a customer-profile event (a newsletter choice, a sign-up that subscribed). */
export const CUSTOMER_UPDATE_TOPIC = 'marketing.customer_update';
