import * as z from 'zod/mini';
import type { Region } from '@storefront/core';
import { postEnvelope } from '../../../lib/store-api/store-api-envelope';

const wishlistSchema = z.object({
  wishlistId: z.string(),
  items: z.array(z.object({ itemId: z.string(), productId: z.int(), sku: z.string() })),
});

/** A signed-in customer's wish list as the API answers it. */
export type ServerWishlist = z.infer<typeof wishlistSchema>;

function parseWishlist(value: unknown): ServerWishlist | undefined {
  const parsed = wishlistSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The customer side of the wish list (docs/api/cart.md): the signed-in session decides whose list it is. */
export const wishlistApi = {
  get: (region: Region) => postEnvelope('wishlist/get', { region }, parseWishlist),
  add: (region: Region, productId: number) => postEnvelope('wishlist/add', { region, productId }, parseWishlist),
  remove: (region: Region, productId: number) => postEnvelope('wishlist/remove', { region, productId }, parseWishlist),
  /** Joins the guest list to the customer's, once signed in. */
  merge: (region: Region, productIds: readonly number[]) => postEnvelope('wishlist/merge', { region, productIds }, parseWishlist),
};
