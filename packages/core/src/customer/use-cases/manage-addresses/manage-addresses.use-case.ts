import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import { notFound, type InfrastructureError } from '../../../shared/errors.js';
import type { AddressBookFullError, AreaError, PhoneNumberError, PostalCodeError } from '../../errors.js';
import { readPostalAddress, type PostalAddress } from '../../domain/postal-address.js';
import type { AccountChange, AccountState } from '../../ports/customer-store.port.js';
import type { AccountDeps } from '../account/account-deps.js';

/** The most addresses one account keeps. */
export const MAX_ADDRESSES = 20;

/** An address as the customer typed it: the region's phone rule reads its phone. */
export interface AddressInput extends PostalAddress {
  readonly isDefault?: boolean | undefined;
}

export type ManageAddressesError = PhoneNumberError | AreaError | PostalCodeError | AddressBookFullError | InfrastructureError;

/** An address of someone else, or none: the same `NOT_FOUND` either way. */
const noSuchAddress = (addressId: number) => notFound('address', String(addressId));

/**
 * The address book of a signed-in customer: add, replace, delete. Each address takes the region's
 * phone rule and one of its governorates and cities; the default is attribute 5 (the first address
 * becomes it, and deleting the default leaves the next one as default). An address of another
 * customer is `NOT_FOUND`, as one that never existed.
 */
export class ManageAddresses {
  constructor(private readonly deps: Pick<AccountDeps, 'store'>) {}

  list(region: Region, customerId: number): ResultAsync<AccountState, InfrastructureError> {
    return this.deps.store.read(region, customerId);
  }

  add(region: Region, customerId: number, input: AddressInput): ResultAsync<AccountState, ManageAddressesError> {
    return this.deps.store.change<ManageAddressesError>(region, customerId, (account) => {
      if (account.addresses.length >= MAX_ADDRESSES) return errAsync({ code: 'ADDRESS_BOOK_FULL', params: { max: MAX_ADDRESSES } });
      return this.read(region, input).map(
        (address): AccountChange => ({ addAddress: { address, makeDefault: input.isDefault === true || account.addresses.length === 0 } }),
      );
    });
  }

  update(region: Region, customerId: number, addressId: number, input: AddressInput): ResultAsync<AccountState, ManageAddressesError> {
    return this.deps.store.change<ManageAddressesError>(region, customerId, (account) => {
      if (!account.addresses.some((address) => address.id === addressId)) return errAsync(noSuchAddress(addressId));
      return this.read(region, input).map(
        (address): AccountChange => ({
          replaceAddress: { id: addressId, ...address },
          ...(input.isDefault === true ? { attributes: { defaultAddressId: addressId } } : {}),
        }),
      );
    });
  }

  remove(region: Region, customerId: number, addressId: number): ResultAsync<AccountState, InfrastructureError> {
    return this.deps.store.change(region, customerId, (account) => {
      if (!account.addresses.some((address) => address.id === addressId)) return errAsync(noSuchAddress(addressId));
      const next = account.addresses.find((address) => address.id !== addressId);
      const wasDefault = account.attributes.defaultAddressId === addressId;
      return okAsync<AccountChange, InfrastructureError>({
        removeAddress: addressId,
        ...(wasDefault ? { attributes: { defaultAddressId: next?.id ?? null } } : {}),
      });
    });
  }

  private read(region: Region, input: AddressInput): ResultAsync<PostalAddress, ManageAddressesError> {
    const address = readPostalAddress(region, input);
    return address.isOk() ? okAsync(address.value) : errAsync(address.error);
  }
}
