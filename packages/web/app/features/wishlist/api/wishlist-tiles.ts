import { wishlistTilesWire, type WishlistTileWire } from '@storefront/contract';
import { CATALOGUE_PAGE_LIMIT } from '@storefront/core/catalog';
import type { Language, Region } from '@storefront/core/locale';
import { postEnvelope } from '../../../lib/store-api/store-api-envelope';

/** What the wish list keeps of a product's tile in one language and region. */
export type WishlistTile = WishlistTileWire;

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
  // `catalog/products` answers for at most CATALOGUE_PAGE_LIMIT ids at once.
  for (let start = 0; start < productIds.length; start += CATALOGUE_PAGE_LIMIT) {
    const chunk = productIds.slice(start, start + CATALOGUE_PAGE_LIMIT);
    const answer = await postEnvelope(
      'catalog/products',
      { region: scope.region, language: scope.language, productIds: chunk },
      (value) => {
        const parsed = wishlistTilesWire.safeParse(value);
        return parsed.success ? parsed.data.products : undefined;
      },
      signal,
    );
    tiles.push(...answer);
  }
  return tiles;
}
