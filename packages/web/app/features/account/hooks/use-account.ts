import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountWire, AddressBookWire } from '@storefront/contract';
import { useAppState } from '../../app-state';
import { accountApi, accountKeys } from '../api/account-api';

/**
 * What the account pages show, for the signed-in customer of the page's region: what the server
 * rendered first (`initial`), then kept by TanStack Query. A change answers the account again,
 * and that answer replaces the cached one.
 */
export function useAccount(initial?: AccountWire | null) {
  const region = useAppState((state) => state.region);
  return useQuery<AccountWire>({
    queryKey: accountKeys.account(region),
    queryFn: ({ signal }) => accountApi.account(region, signal),
    ...(initial ? { initialData: initial } : {}),
    staleTime: 30_000,
  });
}

/** Stores a changed account (or address book) in the cache the pages read. */
export function useKeepAccount() {
  const queryClient = useQueryClient();
  const region = useAppState((state) => state.region);
  return {
    account: (account: AccountWire) => queryClient.setQueryData(accountKeys.account(region), account),
    addresses: (book: AddressBookWire) =>
      queryClient.setQueryData<AccountWire>(accountKeys.account(region), (current) => {
        if (!current) return current;
        const defaultAddress = book.addresses.find((address) => address.isDefault);
        const { defaultAddressId: _dropped, ...customer } = current.customer;
        return { ...current, addresses: book.addresses, customer: defaultAddress ? { ...customer, defaultAddressId: defaultAddress.id } : customer };
      }),
  };
}

/** The region's governorates (emirates) and cities, for the address form. */
export function useAreas() {
  const region = useAppState((state) => state.region);
  return useQuery({ queryKey: accountKeys.areas(region), queryFn: ({ signal }) => accountApi.areas(region, signal), staleTime: Infinity });
}
