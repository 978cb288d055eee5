import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { Cart } from '../api/cart-api';
import { cartQueryKey, fetchCart, storedCart, type CartScope } from '../cart-actions';
import { cartErrorMessage, CartApiError } from '../../../lib/store-api/store-api-error';
import { emitShellSignal } from '../../shell';
import { useCartScope } from './use-cart-scope';

export { useCartScope } from './use-cart-scope';


/**
 * The shopper's cart: the stored copy at once, then the server's answer, which always wins
 * (the stored copy counts as stale from the start, so every page load reconciles it).
 */
export function useCart() {
  const scope = useCartScope();
  return useQuery<Cart | null>({
    queryKey: cartQueryKey(scope.region, scope.language),
    queryFn: ({ signal }) => fetchCart(scope, signal),
    initialData: () => storedCart(scope.region, scope.language),
    initialDataUpdatedAt: 0,
    retry: (failures, error) => failures < 2 && !(error instanceof CartApiError && error.status >= 400 && error.status < 500),
  });
}

/**
 * Runs a cart change; a refusal becomes a translated toast (quantity beyond stock is the
 * quantityExceeds toast) and leaves the cart as it was.
 */
export function useCartChange<Input>(change: (queryClient: QueryClient, scope: CartScope, input: Input) => Promise<unknown>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const scope = useCartScope();
  return useMutation({
    mutationFn: (input: Input) => change(queryClient, scope, input),
    onError: (error) => emitShellSignal({ kind: 'toast', message: cartErrorMessage(t, error), tone: 'error' }),
  });
}
