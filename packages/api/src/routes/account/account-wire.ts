import type { AccountWire, AddressBookWire, AddressWire, AreasWire, SignedInWire } from '@storefront/contract';
import type { AccountPage, AddressView, CompletedSignIn, CustomerView, Governorate } from '@storefront/core/customer';
import type { Region } from '@storefront/core/locale';
import type { CustomerTitle } from '@storefront/contract';

const isTitle = (title: string | undefined): title is CustomerTitle => title !== undefined && ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'].includes(title);

/** The customer in the contract's shape; a title outside the list (written elsewhere) is left out. */
export function customerWire(customer: CustomerView): AccountWire['customer'] {
  const { title, ...rest } = customer;
  return { ...rest, ...(isTitle(title) ? { title } : {}) };
}

export function addressWire(address: AddressView): AddressWire {
  const { line2, postalCode, ...rest } = address;
  return { ...rest, ...(line2 === undefined ? {} : { line2 }), ...(postalCode === undefined ? {} : { postalCode }) };
}

export const accountWire = (page: AccountPage): AccountWire => ({
  customer: customerWire(page.customer),
  addresses: page.addresses.map(addressWire),
  wishlistCount: page.wishlistCount,
  cartId: page.savedCartId ?? null,
});

export const addressBookWire = (page: AccountPage): AddressBookWire => ({ addresses: page.addresses.map(addressWire) });

export const signedInWire = (signedIn: CompletedSignIn): SignedInWire => ({
  customer: customerWire(signedIn.account.customer),
  cartId: signedIn.cartId ?? null,
  wishlist: { wishlistId: signedIn.wishlist.wishlistId, items: signedIn.wishlist.items.map(({ itemId, productId, sku }) => ({ itemId, productId, sku })) },
});

export const areasWire = (region: Region, governorates: readonly Governorate[]): AreasWire => ({
  region,
  governorates: governorates.map(({ code, name, cities }) => ({ code, name: { ...name }, cities: cities.map((city) => ({ code: city.code, name: { ...city.name } })) })),
});
