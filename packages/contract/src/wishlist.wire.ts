import * as z from 'zod/mini';

/** A signed-in customer's wish list as `/api/wishlist/*` answers it. */
export const wishlistWire = z.object({
  wishlistId: z.string(),
  items: z.array(z.object({ itemId: z.string(), productId: z.int(), sku: z.string() })),
});
export type WishlistWire = z.output<typeof wishlistWire>;

/** Reads a wish list answer: a list or nothing. */
export function parseWishlist(value: unknown): WishlistWire | undefined {
  const parsed = wishlistWire.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
