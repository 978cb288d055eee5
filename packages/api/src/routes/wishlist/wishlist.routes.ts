import type { FastifyInstance } from 'fastify';
import { wishlistWire, type WishlistWire } from '@storefront/contract';
import type { ManageWishlist, ManageWishlistError, Wishlist } from '@storefront/core/wishlist';
import { codesOf, defineRoute, registerRoute, type ApiRoute } from '../../http/api-route.js';
import { respond } from '../../http/respond.js';
import type { ShopperResolver } from '../../http/shopper.js';
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

const wishlistRoute = <Body extends ApiRoute['body']>(name: string, summary: string, body: Body, guarded: boolean) =>
  defineRoute({
    method: 'POST',
    path: `/wishlist/${name}`,
    operationId: `wishlist${name[0]!.toUpperCase()}${name.slice(1)}`,
    tag: 'wishlist',
    summary,
    description: 'The wish list of the customer signed in by the session cookie; guests keep theirs in the browser and are answered `401 SIGN_IN_REQUIRED`.',
    body,
    answer: { name: 'Wishlist', schema: wishlistWire },
    errors: codesOf<ManageWishlistError>()(['SIGN_IN_REQUIRED', 'NOT_FOUND', 'CONFLICT', 'UNAVAILABLE', 'INVALID']),
    guarded,
    cartCookie: 'none',
    sessionCookie: 'reads',
  });

export const WISHLIST_ROUTES = {
  get: wishlistRoute('get', 'Reads the customer’s wish list', wishlistBody, false),
  add: wishlistRoute('add', 'Adds a product to the wish list', wishlistItemBody, true),
  remove: wishlistRoute('remove', 'Removes a product from the wish list', wishlistItemBody, true),
  merge: wishlistRoute('merge', 'Joins the guest’s list from browser storage to the customer’s, order kept, no duplicates, leaving out what the region does not sell', wishlistMergeBody, true),
} as const;

/** The signed-in customer's wish list; guests keep theirs in the browser (`401 SIGN_IN_REQUIRED`). */
export function registerWishlistRoutes(app: FastifyInstance, deps: WishlistRouteDeps): void {
  const options = { allowedOrigins: deps.allowedOrigins };

  registerRoute(app, WISHLIST_ROUTES.get, options, async ({ region }, request, reply) =>
    respond(reply, deps.shoppers.resolve(request, region).andThen((shopper) => deps.manageWishlist.get(region, shopper)), toWire),
  );

  registerRoute(app, WISHLIST_ROUTES.add, options, async ({ region, productId }, request, reply) =>
    respond(reply, deps.shoppers.resolve(request, region).andThen((shopper) => deps.manageWishlist.add(region, shopper, productId)), toWire),
  );

  registerRoute(app, WISHLIST_ROUTES.remove, options, async ({ region, productId }, request, reply) =>
    respond(reply, deps.shoppers.resolve(request, region).andThen((shopper) => deps.manageWishlist.remove(region, shopper, productId)), toWire),
  );

  registerRoute(app, WISHLIST_ROUTES.merge, options, async ({ region, productIds }, request, reply) =>
    respond(reply, deps.shoppers.resolve(request, region).andThen((shopper) => deps.manageWishlist.merge(region, shopper, productIds)), toWire),
  );
}
