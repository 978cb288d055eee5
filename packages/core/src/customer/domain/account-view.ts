import type { Region } from '../../locale/domain/locale.js';
import type { AccountAddress, AccountState } from '../ports/customer-store.port.js';

/** An address of the book, and whether it is the default (attribute 5). */
export interface AddressView extends AccountAddress {
  readonly isDefault: boolean;
}

/** What the account pages show of a customer. */
export interface CustomerView {
  readonly id: number;
  readonly region: Region;
  readonly email: string;
  readonly title?: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone?: string;
  readonly dateOfBirth?: string;
  readonly anniversaryDate?: string;
  readonly newsletterSubscribed: boolean;
  readonly emailVerified: boolean;
  /** An email change waiting for its link (decision 1410): the customer still signs in with `email`. */
  readonly pendingEmail?: string;
  readonly defaultAddressId?: number;
}

const present = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } => (value === undefined ? {} : ({ [key]: value } as { [P in K]: V }));

/** The customer as the pages show them: absent attributes read as "no". */
export function customerView(account: AccountState): CustomerView {
  const { attributes, profile } = account;
  const defaultId = account.addresses.some((address) => address.id === attributes.defaultAddressId) ? attributes.defaultAddressId : undefined;
  return {
    id: account.id,
    region: account.region,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    ...present('title', attributes.title),
    ...present('phone', profile.phone),
    ...present('dateOfBirth', attributes.dateOfBirth),
    ...present('anniversaryDate', attributes.anniversaryDate),
    newsletterSubscribed: attributes.newsletterSubscribed ?? false,
    emailVerified: attributes.emailVerified ?? false,
    ...present('pendingEmail', attributes.pendingEmail),
    ...present('defaultAddressId', defaultId),
  };
}

/** The address book, the default first, then in the order they were added. */
export function addressBook(account: AccountState): readonly AddressView[] {
  const defaultId = account.attributes.defaultAddressId;
  const views = account.addresses.map((address) => ({ ...address, isDefault: address.id === defaultId }));
  return [...views.filter((view) => view.isDefault), ...views.filter((view) => !view.isDefault)];
}
