// zod's mini build, loaded after the page hydrates (see wishlist-store.ts).
import * as z from 'zod/mini';
import { parseJson, WISHLIST_KEYS, type WishlistStorage } from './wishlist-storage';

const money = z.object({ amountMinor: z.int(), currency: z.enum(['SAR', 'AED', 'EGP']) });
const regionPrice = z.object({ price: money, salePrice: z.optional(money) });

const entrySchema = z.object({
  productId: z.int(),
  sku: z.string(),
  brand: z.enum(['lazurde', 'missl', 'waves']),
  imageUrl: z.string(),
  /** The product's name in each language it was seen in. */
  names: z.object({ en: z.optional(z.string()), ar: z.optional(z.string()) }),
  /** Its price in each region it was seen in: prices differ between stores. */
  prices: z.object({ sa: z.optional(regionPrice), ae: z.optional(regionPrice), eg: z.optional(regionPrice) }),
  addedAt: z.number(),
});

/** A saved product, as much as the wish list drawer shows of it. */
export type WishlistEntry = z.infer<typeof entrySchema>;

/** The saved products, newest first; a hand-edited or older shape is dropped entry by entry, never an error. */
export function readWishlist(storage: WishlistStorage): readonly WishlistEntry[] {
  const data = z.object({ items: z.array(z.unknown()) }).safeParse(parseJson(storage.getItem(WISHLIST_KEYS.data)));
  if (!data.success) return [];
  const entries: WishlistEntry[] = [];
  for (const item of data.data.items) {
    const parsed = entrySchema.safeParse(item);
    if (parsed.success && !entries.some((entry) => entry.productId === parsed.data.productId)) entries.push(parsed.data);
  }
  return entries;
}

