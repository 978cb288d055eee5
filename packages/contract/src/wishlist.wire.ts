import * as z from 'zod/mini';
import { brandWire, moneyWire } from './money.wire.js';

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

/** What the wish list keeps of a product's tile from `/api/catalog/products`, in one language and region. */
export const wishlistTileWire = z.object({
  productId: z.int(),
  sku: z.string(),
  name: z.string(),
  brand: brandWire,
  imageUrl: z.string(),
  price: moneyWire,
  salePrice: z.optional(moneyWire),
});
export type WishlistTileWire = z.output<typeof wishlistTileWire>;

export const wishlistTilesWire = z.object({ products: z.array(wishlistTileWire) });
