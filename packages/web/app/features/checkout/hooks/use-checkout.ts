import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Money } from '@storefront/core/catalog';
import { formatPrice } from '../../../lib/format-price';
import { CartApiError } from '../../../lib/store-api/store-api-error';
import { useAppState } from '../../app-state';
import { checkoutApi, checkoutKeys, type DeliverySelection, type PaymentMethod } from '../api/checkout-api';

/** The page's region, language and locale. */
export function useCheckoutScope() {
  const region = useAppState((state) => state.region);
  const language = useAppState((state) => state.language);
  const locale = useAppState((state) => state.locale);
  return useMemo(() => ({ region, language, locale }), [region, language, locale]);
}

/** Amounts in the page's language and region. */
export function useMoney(): (money: Money) => string {
  const { region, language } = useCheckoutScope();
  return useMemo(() => (money: Money) => formatPrice(money, language, region), [language, region]);
}

const noRetryOnRefusal = (failures: number, error: unknown) => failures < 2 && !(error instanceof CartApiError && error.status >= 400 && error.status < 500);

/** What the checkout offers this cart: delivery services and fees, boutiques, ways of paying, saved cards. */
export function useCheckoutOptions(cartId: string) {
  const { region, language } = useCheckoutScope();
  return useQuery({
    queryKey: checkoutKeys.options(cartId, region, language),
    queryFn: ({ signal }) => checkoutApi.options(cartId, region, language, signal),
    retry: noRetryOnRefusal,
    staleTime: 30_000,
  });
}

/** The region's governorates and cities, for the address form. */
export function useAreas() {
  const { region } = useCheckoutScope();
  return useQuery({ queryKey: checkoutKeys.areas(region), queryFn: ({ signal }) => checkoutApi.areas(region, signal), staleTime: Infinity });
}

/** The review's quote for the chosen delivery and way of paying, once both are chosen. */
export function useCheckoutQuote(cartId: string, delivery: DeliverySelection | undefined, method: PaymentMethod | undefined) {
  const { region, locale } = useCheckoutScope();
  return useQuery({
    queryKey: checkoutKeys.quote(cartId, region, delivery, method),
    queryFn: ({ signal }) => checkoutApi.quote({ cartId, region, locale, delivery: delivery!, method: method! }, signal),
    enabled: delivery !== undefined && method !== undefined,
    retry: noRetryOnRefusal,
    staleTime: 0,
  });
}
