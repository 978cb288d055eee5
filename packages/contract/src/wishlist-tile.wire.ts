import * as z from 'zod/mini';
import { brandWire, moneyWire } from './money.wire.js';

// A file of its own: the wish list's API client and its tiles load apart, and each takes only its schema.
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
