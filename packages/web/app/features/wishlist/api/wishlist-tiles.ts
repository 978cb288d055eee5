import * as z from 'zod/mini';
import type { Language, Region } from '@storefront/core';
import { postEnvelope } from '../../cart/api/cart-api';

/** The most ids `catalog/products` answers for at once (the core's CATALOGUE_PAGE_LIMIT). */
const IDS_PER_REQUEST = 250;

const money = z.object({ amountMinor: z.int(), currency: z.enum(['SAR', 'AED', 'EGP']) });
const tileSchema = z.object({
  productId: z.int(),
  sku: z.string(),
  name: z.string(),
  brand: z.enum(['lazurde', 'missl', 'waves']),
  imageUrl: z.string(),
  price: money,
  salePrice: z.optional(money),
});
const tilesSchema = z.object({ products: z.array(tileSchema) });

/** What the wish list keeps of a product's tile in one language and region. */
export type WishlistTile = z.infer<typeof tileSchema>;

/**
 * The tiles of saved products in one language and region, from the catalogue (`catalog/products`):
 * a read of public products by id, so the server learns nothing it keeps. A product the region does
 * not sell is left out.
 */
export async function fetchWishlistTiles(
  scope: { readonly region: Region; readonly language: Language },
  productIds: readonly number[],
  signal?: AbortSignal,
): Promise<readonly WishlistTile[]> {
  const tiles: WishlistTile[] = [];
  for (let start = 0; start < productIds.length; start += IDS_PER_REQUEST) {
    const chunk = productIds.slice(start, start + IDS_PER_REQUEST);
    const answer = await postEnvelope(
      'catalog/products',
      { region: scope.region, language: scope.language, productIds: chunk },
      (value) => {
        const parsed = tilesSchema.safeParse(value);
        return parsed.success ? parsed.data.products : undefined;
      },
      signal,
    );
    tiles.push(...answer);
  }
  return tiles;
}
