import { loadQueryClient } from '../../lib/server-state';
import type { CartScope } from './cart-actions';

/** Forgets the cart an order was placed from; the cart's code loads on use, as the confirmation needs nothing else of it. */
export async function forgetOrderedCart(scope: CartScope, cartId: string): Promise<void> {
  const [{ forgetPlacedCart }, queryClient] = await Promise.all([import('./cart-actions'), loadQueryClient()]);
  await forgetPlacedCart(queryClient, scope, cartId);
}
