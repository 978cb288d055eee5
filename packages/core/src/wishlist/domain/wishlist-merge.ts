/**
 * The guest's wish list joined to the customer's at sign-in: the customer's products first in their
 * order, then the guest's products the customer did not have, in the guest's order; each product
 * once. Nothing is dropped from either list.
 */
export function mergeWishlistProducts(customerProductIds: readonly number[], guestProductIds: readonly number[]): number[] {
  const merged: number[] = [];
  const seen = new Set<number>();
  for (const id of [...customerProductIds, ...guestProductIds]) {
    if (seen.has(id)) continue;
    seen.add(id);
    merged.push(id);
  }
  return merged;
}

/** The products of the guest list that the customer's list still lacks, in the guest's order. */
export function wishlistProductsToAdd(customerProductIds: readonly number[], guestProductIds: readonly number[]): number[] {
  return mergeWishlistProducts(customerProductIds, guestProductIds).slice(new Set(customerProductIds).size);
}
