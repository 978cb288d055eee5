import type { FastifyInstance } from 'fastify';
import type { WishlistWire } from '@storefront/contract';
import type { ManageWishlist, Wishlist } from '@storefront/core/wishlist';
import { respond } from '../../http/respond.js';
import { requireSameOrigin } from '../../http/same-origin.js';
import type { ShopperResolver } from '../../http/shopper.js';
import { invalidRequest } from '../../http/validation.js';
import { wishlistBody, wishlistItemBody, wishlistMergeBody } from './validators.js';

export interface WishlistRouteDeps {
  readonly manageWishlist: ManageWishlist;
  readonly shoppers: ShopperResolver;
  readonly allowedOrigins?: readonly string[];
}

/** The wish list in the contract's shape, which the browser parses (decision 0016). */
const toWire = (wishlist: Wishlist): WishlistWire => ({
  wishlistId: wishlist.wishlistId,
  items: wishlist.items.map((item) => ({ itemId: item.itemId, productId: item.productId, sku: item.sku })),
});

/** The signed-in customer's wish list; guests keep theirs in the browser (`401 SIGN_IN_REQUIRED`). */
export function registerWishlistRoutes(app: FastifyInstance, deps: WishlistRouteDeps): void {
  const guarded = { preHandler: requireSameOrigin(deps.allowedOrigins) };

  app.post('/wishlist/get', async (request, reply) => {
    const body = wishlistBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    return respond(reply, deps.manageWishlist.get(body.data.region, deps.shoppers.resolve(request)), toWire);
  });

  app.post('/wishlist/add', guarded, async (request, reply) => {
    const body = wishlistItemBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    return respond(reply, deps.manageWishlist.add(body.data.region, deps.shoppers.resolve(request), body.data.productId), toWire);
  });

  app.post('/wishlist/remove', guarded, async (request, reply) => {
    const body = wishlistItemBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    return respond(reply, deps.manageWishlist.remove(body.data.region, deps.shoppers.resolve(request), body.data.productId), toWire);
  });

  app.post('/wishlist/merge', guarded, async (request, reply) => {
    const body = wishlistMergeBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(invalidRequest(body.error));
    return respond(reply, deps.manageWishlist.merge(body.data.region, deps.shoppers.resolve(request), body.data.productIds), toWire);
  });
}
