import type { AccountWire, AddressWire } from '@storefront/contract';

/** An address of the KSA demo areas (Riyadh), the default one unless told otherwise. */
export function anAddress(overrides: Partial<AddressWire> = {}): AddressWire {
  return {
    id: 1,
    firstName: 'Sara',
    lastName: 'Haddad',
    phone: '+966501234567',
    line1: 'King Fahd Road 12',
    governorate: 'riyadh',
    city: 'riyadh',
    postalCode: '12211',
    isDefault: true,
    ...overrides,
  };
}

/** A signed-in KSA customer's account, with the addresses given. */
export function anAccount(addresses: readonly AddressWire[] = [anAddress()], overrides: Partial<AccountWire['customer']> = {}): AccountWire {
  const defaultAddress = addresses.find((address) => address.isDefault);
  return {
    customer: {
      id: 7,
      region: 'sa',
      email: 'sara@example.com',
      firstName: 'Sara',
      lastName: 'Haddad',
      newsletterSubscribed: false,
      emailVerified: true,
      ...(defaultAddress ? { defaultAddressId: defaultAddress.id } : {}),
      ...overrides,
    },
    addresses: [...addresses],
    wishlistCount: 0,
    cartId: null,
  };
}
