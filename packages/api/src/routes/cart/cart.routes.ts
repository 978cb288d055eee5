import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { cartWire } from '@storefront/contract';
import type {
  AbandonedCartError,
  Cart,
  CartRequest,
  ManageCart,
  ManageCartError,
  OrderedLine,
  RestoreAbandonedCart,
  RestoreTarget,
  Shopper,
} from '@storefront/core/cart';
import type { Region } from '@storefront/core/locale';
import { codesOf, defineRoute, registerRoute, type ApiRoute } from '../../http/api-route.js';
import type { ApiError } from '../../http/error-to-status.js';
import { setCartToken, type CartTokens } from '../../http/cart-token.js';
import { respond } from '../../http/respond.js';
import type { ShopperResolver } from '../../http/shopper.js';
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

/** `/cart/deleteCart`'s answer. */
const deletedAnswer = z.object({ deleted: z.literal(true) });

export interface CartRouteDeps {
  readonly manageCart: ManageCart;
  readonly restoreAbandonedCart: RestoreAbandonedCart;
  readonly restoreLinks: RestoreLinks;
  /** Issues the guest cart tokens the shopper resolver recognises. */
  readonly cartTokens: CartTokens;
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
 * The shopper of a call that may create a cart: a guest browser without a token of this server's
 * (none, or one it never issued, which the resolver ignores) gets a new one now, set as the
 * `cart_token` cookie with the answer; a token is never taken from the browser (decision 0918).
 */
function withCartToken(request: FastifyRequest, reply: FastifyReply, shopper: Shopper, tokens: CartTokens): Shopper {
  if (shopper.kind === 'customer' || shopper.cartToken !== undefined) {
    if (shopper.cartToken !== undefined) setCartToken(request, reply, shopper.cartToken);
    return shopper;
  }
  const cartToken = tokens.issue();
  setCartToken(request, reply, cartToken);
  return { ...shopper, cartToken };
}

/** What a use case of ManageCart may refuse with: every cart route, and checkout's reading of the cart. */
export const cartErrors = codesOf<ManageCartError>()([
  'CART_NOT_FOUND',
  'CART_LINE_NOT_FOUND',
  'SIGN_IN_REQUIRED',
  'CART_REJECTED',
  'QUANTITY_BELOW_MINIMUM',
  'LINE_QUANTITY_LIMIT',
  'QUANTITY_EXCEEDS',
  'CART_LINE_LIMIT',
  'SIZE_REQUIRED',
  'COUPON_INVALID',
  'COUPON_MINIMUM_NOT_MET',
  'NOT_FOUND',
  'CONFLICT',
  'UNAVAILABLE',
  'INVALID',
  'RATE_LIMITED',
]);
const cart = { name: 'Cart', schema: cartWire };

/** A cart call on an existing cart: guarded, reads the browser's cart token, answers the cart. */
const cartChange = <Body extends ApiRoute['body']>(operationId: string, summary: string, body: Body, description?: string) =>
  defineRoute({
    method: 'POST',
    path: `/cart/${operationId}`,
    operationId,
    tag: 'cart',
    summary,
    ...(description === undefined ? {} : { description }),
    body,
    answer: cart,
    errors: cartErrors,
    guarded: true,
    cartCookie: 'reads',
    sessionCookie: 'reads',
  });

/**
 * The cart calls of spec section 7 (docs/api/cart.md). Bodies are strict: a request names
 * products, sizes and quantities, never a price, a customer or a status. A cart someone else's
 * token or session does not own is `404 CART_NOT_FOUND`.
 */
export const CART_ROUTES = {
  createCart: defineRoute({
    method: 'POST',
    path: '/cart/createCart',
    operationId: 'createCart',
    tag: 'cart',
    summary: 'Creates a cart with its first lines',
    description: 'A guest browser without a cart token gets one, set as the `cart_token` cookie with the answer (decision 0700).',
    body: createCartBody,
    answer: cart,
    errors: cartErrors,
    guarded: true,
    cartCookie: 'sets',
    sessionCookie: 'reads',
  }),
  getCart: defineRoute({
    method: 'POST',
    path: '/cart/getCart',
    operationId: 'getCart',
    tag: 'cart',
    summary: 'Reads a cart the shopper owns',
    description: 'Lines’ names and links come back in `language` when given.',
    body: getCartBody,
    answer: cart,
    errors: cartErrors,
    guarded: false,
    cartCookie: 'reads',
    sessionCookie: 'reads',
  }),
  deleteCart: defineRoute({
    method: 'POST',
    path: '/cart/deleteCart',
    operationId: 'deleteCart',
    tag: 'cart',
    summary: 'Deletes a cart the shopper owns',
    body: cartBody,
    answer: { name: 'Deleted', schema: deletedAnswer },
    errors: cartErrors,
    guarded: true,
    cartCookie: 'reads',
    sessionCookie: 'reads',
  }),
  updateCart: cartChange('updateCart', 'Hands a guest cart to the signed-in customer', cartBody, 'Guests answer `401 SIGN_IN_REQUIRED`.'),
  addProduct: cartChange('addProduct', 'Adds a product (and its size) to a cart', addProductBody, 'A product sold in sizes needs `variantId`: `422 SIZE_REQUIRED` otherwise (decision 0721).'),
  updateProduct: cartChange('updateProduct', 'Sets a line’s quantity', updateProductBody),
  deleteProduct: cartChange('deleteProduct', 'Removes a line', deleteProductBody),
  applyCoupon: cartChange('applyCoupon', 'Applies a coupon to the whole cart', couponBody, 'Decision 0701.'),
  removeCoupon: cartChange('removeCoupon', 'Removes a coupon', couponBody),
  restore: defineRoute({
    method: 'POST',
    path: '/cart/restore',
    operationId: 'restoreCart',
    tag: 'cart',
    summary: 'Restores an abandoned cart from a signed restore link',
    description:
      'The token is the link’s signed value (decision 0703); an empty token is the spec’s missing order id. A guest browser without a cart token gets one. With `cartId`, a cart the shopper holds in the region, the lines are restored into it (each at least at the link’s quantity), so a link followed twice leaves one cart (decision 0919).',
    body: restoreBody,
    answer: cart,
    errors: codesOf<AbandonedCartError>()([
      'ABANDONED_CART_ORDER_ID_MISSING',
      'ABANDONED_CART_LINK_INVALID',
      'ABANDONED_CART_LINK_EXPIRED',
      'ABANDONED_CART_NO_LINES',
      'ABANDONED_CART_RESTORE_FAILED',
    ]),
    guarded: true,
    cartCookie: 'sets',
    sessionCookie: 'reads',
  }),
} as const;

export function registerCartRoutes(app: FastifyInstance, deps: CartRouteDeps): void {
  const options = { allowedOrigins: deps.allowedOrigins };
  const cartRequest = (request: FastifyRequest, region: Region, context?: Context, shopper?: Shopper): ResultAsync<CartRequest, ApiError> =>
    (shopper === undefined ? deps.shoppers.resolve(request, region) : okAsync(shopper)).map((resolved) => ({
      region,
      shopper: resolved,
      // The client as Fastify sees it, through the proxies TRUST_PROXY names (decision 0913).
      client: request.ip,
      ...(context ? { brand: context.brand, language: context.language } : {}),
    }));
  /** Runs a cart call for the request's shopper, resolved first (a signed-in session is looked up once). */
  const forShopper = <T>(request: FastifyRequest, region: Region, context: Context, call: (cartRequest: CartRequest) => ResultAsync<T, ApiError>) =>
    cartRequest(request, region, context).andThen(call);
  const answerCart = (reply: FastifyReply, result: ResultAsync<Cart, ApiError>) => respond(reply, result, cartToWire);

  registerRoute(app, CART_ROUTES.createCart, options, async ({ region, locale, lineItems }, request, reply) =>
    answerCart(
      reply,
      deps.shoppers
        .resolve(request, region)
        .map((shopper) => withCartToken(request, reply, shopper, deps.cartTokens))
        .andThen((shopper) => cartRequest(request, region, undefined, shopper))
        .andThen((cartRequest) => deps.manageCart.create(cartRequest, locale, lineItems.map(orderedLine))),
    ),
  );

  registerRoute(app, CART_ROUTES.getCart, options, async ({ cartId, region, language }, request, reply) =>
    answerCart(reply, forShopper(request, region, undefined, (cart) => deps.manageCart.get(cart, cartId, language))),
  );

  registerRoute(app, CART_ROUTES.deleteCart, options, async ({ cartId, region }, request, reply) =>
    respond(reply, forShopper(request, region, undefined, (cart) => deps.manageCart.delete(cart, cartId)), () => ({ deleted: true })),
  );

  registerRoute(app, CART_ROUTES.updateCart, options, async ({ cartId, region }, request, reply) =>
    answerCart(reply, forShopper(request, region, undefined, (cart) => deps.manageCart.assignToCustomer(cart, cartId))),
  );

  registerRoute(app, CART_ROUTES.addProduct, options, async ({ cartId, region, lineItem, context }, request, reply) =>
    answerCart(reply, forShopper(request, region, context, (cart) => deps.manageCart.add(cart, cartId, orderedLine(lineItem)))),
  );

  registerRoute(app, CART_ROUTES.updateProduct, options, async ({ cartId, itemId, region, lineItem, context }, request, reply) =>
    answerCart(reply, forShopper(request, region, context, (cart) => deps.manageCart.update(cart, cartId, itemId, lineItem.quantity))),
  );

  registerRoute(app, CART_ROUTES.deleteProduct, options, async ({ cartId, itemId, region, context }, request, reply) =>
    answerCart(reply, forShopper(request, region, context, (cart) => deps.manageCart.remove(cart, cartId, itemId))),
  );

  registerRoute(app, CART_ROUTES.applyCoupon, options, async ({ cartId, region, code }, request, reply) =>
    answerCart(reply, forShopper(request, region, undefined, (cart) => deps.manageCart.applyCoupon(cart, cartId, code))),
  );

  registerRoute(app, CART_ROUTES.removeCoupon, options, async ({ cartId, region, code }, request, reply) =>
    answerCart(reply, forShopper(request, region, undefined, (cart) => deps.manageCart.removeCoupon(cart, cartId, code))),
  );

  registerRoute(app, CART_ROUTES.restore, options, async ({ region, token, cartId }, request, reply) => {
    // An empty token is the spec's missing order id, which the use case answers with its own code.
    let target: RestoreTarget = { kind: 'order', id: undefined };
    if (token.trim() !== '') {
      const verified = deps.restoreLinks.verify(token.trim(), region);
      if (verified.isErr()) return answerCart(reply, errAsync(verified.error));
      target = verified.value;
    }
    return answerCart(
      reply,
      deps.shoppers.resolve(request, region).andThen((resolved) => {
        const shopper = withCartToken(request, reply, resolved, deps.cartTokens);
        const owner =
          shopper.kind === 'customer' ? { kind: 'customer' as const, customerId: shopper.customerId } : { kind: 'guest' as const, cartToken: shopper.cartToken ?? '' };
        return deps.restoreAbandonedCart.execute(region, target, owner, cartId);
      }),
    );
  });
}
