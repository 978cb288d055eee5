import { useMemo } from 'react';
import { useAppState } from '../../app-state';
import type { CartScope } from '../cart-actions';

/**
 * The region, locale, brand and language the cart calls are made for. In a module of its own: the
 * bag's buttons, on every product page, use it without the cart's server state (TanStack Query).
 */
export function useCartScope(): CartScope {
  const region = useAppState((state) => state.region);
  const locale = useAppState((state) => state.locale);
  const brand = useAppState((state) => state.brand);
  const language = useAppState((state) => state.language);
  return useMemo(() => ({ region, locale, brand, language }), [region, locale, brand, language]);
}
