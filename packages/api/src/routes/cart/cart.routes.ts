import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errAsync, type ResultAsync } from 'neverthrow';
import type { Cart, CartRequest, OrderedLine, RestoreTarget, ManageCart, RestoreAbandonedCart, Shopper } from '@storefront/core/cart';
import type { Region } from '@storefront/core/locale';
import type { ApiError } from '../../http/error-to-status.js';
import { newCartToken, setCartToken } from '../../http/cart-token.js';
import { respond } from '../../http/respond.js';
import { requireSameOrigin } from '../../http/same-origin.js';
import type { ShopperResolver } from '../../http/shopper.js';
import { invalidRequest } from '../../http/validation.js';
import { cartToWire } from './cart-wire.js';
import type { RestoreLinks } from './restore-links.js';
import {
  addProductBody,
  cartBody,
  couponBody,
  createCartBody,
  deleteProductBody,
  getCartBody,
  restoreBody,
  updateProductBody,
} from './validators.js';

export interface CartRouteDeps {
  readonly manageCart: ManageCart;
  readonly restoreAbandonedCart: RestoreAbandonedCart;
  readonly restoreLinks: RestoreLinks;
  readonly shoppers: ShopperResolver;
  /** Origins besides the store's own that may change carts (a separate storefront host). */
  readonly allowedOrigins?: readonly string[];
}

/** A line as the body names it; an absent size is left out rather than set to undefined. */
function orderedLine(line: { productId: number; variantId?: number | undefined; quantity: number }): OrderedLine {
  return line.variantId === undefined ? { productId: line.productId, quantity: line.quantity } : { productId: line.productId, variantId: line.variantId, quantity: line.quantity };
}

type Context = { brand: CartRequest['brand']; language: CartRequest['language'] } | undefined;

/**
 * The shopper of a call that may create a cart: a guest browser without a token gets one now,
 * set as the `cart_token` cookie with the answer.
 */
function withCartToken(request: FastifyRequest, reply: FastifyReply, shopper: Shopper): Shopper {
  if (shopper.kind === 'customer' || shopper.cartToken !== undefined) {
    if (shopper.cartToken !== undefined) setCartToken(request, reply, shopper.cartToken);
    return shopper;
  }
  const cartToken = newCartToken();
  setCartToken(request, reply, cartToken);
  return { ...shopper, cartToken };
}

/**
 * The cart calls of spec section 7 (docs/api/cart.md). Bodies are strict: a request names
 * products, sizes and quantities, never a price, a customer or a status.
 */
export function registerCartRoutes(app: FastifyInstance, deps: CartRouteDeps): void {
  const guarded = { preHandler: requireSameOrigin(deps.allowedOrigins) };
  const cartRequest = (request: FastifyRequest, region: Region, context?: Context, shopper?: Shopper): CartRequest => ({
    region,
    shopper: shopper ?? deps.shoppers.resolve(request),
    ...(context ? { brand: context.brand, language: context.language } : {}),
  });
  const answerCart = (reply: FastifyReply, result: ResultAsync<Cart, ApiError>) => respond(reply, result, cartToWire);

  app.post('/cart/createCart', guarded, async (request, reply) => {
    const body = createCartBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, locale, lineItems } = body.data;
    const shopper = withCartToken(request, reply, deps.shoppers.resolve(request));
    return answerCart(reply, deps.manageCart.create(cartRequest(request, region, undefined, shopper), locale, lineItems.map(orderedLine)));
  });

  app.post('/cart/getCart', async (request, reply) => {
    const body = getCartBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    return answerCart(reply, deps.manageCart.get(cartRequest(request, body.data.region), body.data.cartId, body.data.language));
  });

  app.post('/cart/deleteCart', guarded, async (request, reply) => {
    const body = cartBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    return respond(reply, deps.manageCart.delete(cartRequest(request, body.data.region), body.data.cartId), () => ({ deleted: true }));
  });

  app.post('/cart/updateCart', guarded, async (request, reply) => {
    const body = cartBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    return answerCart(reply, deps.manageCart.assignToCustomer(cartRequest(request, body.data.region), body.data.cartId));
  });

  app.post('/cart/addProduct', guarded, async (request, reply) => {
    const body = addProductBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { cartId, region, lineItem, context } = body.data;
    return answerCart(reply, deps.manageCart.add(cartRequest(request, region, context), cartId, orderedLine(lineItem)));
  });

  app.post('/cart/updateProduct', guarded, async (request, reply) => {
    const body = updateProductBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { cartId, itemId, region, lineItem, context } = body.data;
    return answerCart(reply, deps.manageCart.update(cartRequest(request, region, context), cartId, itemId, lineItem.quantity));
  });

  app.post('/cart/deleteProduct', guarded, async (request, reply) => {
    const body = deleteProductBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { cartId, itemId, region, context } = body.data;
    return answerCart(reply, deps.manageCart.remove(cartRequest(request, region, context), cartId, itemId));
  });

  app.post('/cart/applyCoupon', guarded, async (request, reply) => {
    const body = couponBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { cartId, region, code } = body.data;
    return answerCart(reply, deps.manageCart.applyCoupon(cartRequest(request, region), cartId, code));
  });

  app.post('/cart/removeCoupon', guarded, async (request, reply) => {
    const body = couponBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { cartId, region, code } = body.data;
    return answerCart(reply, deps.manageCart.removeCoupon(cartRequest(request, region), cartId, code));
  });

  app.post('/cart/restore', guarded, async (request, reply) => {
    const body = restoreBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    const { region, token } = body.data;
    // An empty token is the spec's missing order id, which the use case answers with its own code.
    let target: RestoreTarget = { kind: 'order', id: undefined };
    if (token.trim() !== '') {
      const verified = deps.restoreLinks.verify(token.trim(), region);
      if (verified.isErr()) return answerCart(reply, errAsync(verified.error));
      target = verified.value;
    }
    const shopper = withCartToken(request, reply, deps.shoppers.resolve(request));
    const owner =
      shopper.kind === 'customer' ? { kind: 'customer' as const, customerId: shopper.customerId } : { kind: 'guest' as const, cartToken: shopper.cartToken ?? '' };
    return answerCart(reply, deps.restoreAbandonedCart.execute(region, target, owner));
  });
}
