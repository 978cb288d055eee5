import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import { notFound, type InfrastructureError } from '../../shared/errors.js';
import type { Wishlist } from '../ports/wishlist.port.js';
import type { WishlistStore, WishlistWork } from '../ports/wishlist-store.port.js';

/** A `WishlistStore` in memory for the wish-list use cases' specs: storage only, one region's store. */
export class InMemoryWishlistStore implements WishlistStore {
  private readonly lists = new Map<number, readonly number[]>();

  constructor(
    private readonly region: Region,
    private readonly sold: readonly number[],
    private readonly customers: readonly number[],
  ) {}

  read(region: Region, customerId: number): ResultAsync<Wishlist, InfrastructureError> {
    if (region !== this.region || !this.customers.includes(customerId)) return errAsync(notFound('customer', String(customerId)));
    return okAsync(this.listOf(customerId));
  }

  change<E>(region: Region, customerId: number, work: WishlistWork<E>): ResultAsync<Wishlist, E | InfrastructureError> {
    return this.read(region, customerId).andThen((list) =>
      work(list, { isSold: (productId) => okAsync(this.sold.includes(productId)) }).map((productIds) => {
        this.lists.set(customerId, productIds);
        return this.listOf(customerId);
      }),
    );
  }

  private listOf(customerId: number): Wishlist {
    const productIds = this.lists.get(customerId) ?? [];
    return { wishlistId: `list-${customerId}`, items: productIds.map((productId) => ({ itemId: String(productId), productId, sku: `SKU-${productId}` })) };
  }
}
