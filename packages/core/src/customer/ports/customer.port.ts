import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { DomainError, InfrastructureError } from '../../shared/errors.js';
import type { CustomerAttributeUpdate, CustomerAttributes } from '../domain/customer-attributes.js';
import type { Customer, PaymentInstrument } from '../domain/customer.js';

export const CustomerPort = Symbol.for('storefront.CustomerPort');

export type AuthenticationError = InfrastructureError | DomainError<'INVALID_CREDENTIALS', Record<string, never>>;

/** Customers of one region's store: identity, attributes, saved instruments (the address book is the account store's, `CustomerStore`). */
export interface CustomerPort {
  /** Checks email and password against the region's store (the secure sign-in). */
  authenticate(region: Region, email: string, password: string): ResultAsync<Customer, AuthenticationError>;
  /** The customer's profile. */
  getCustomer(region: Region, customerId: number): ResultAsync<Customer, InfrastructureError>;
  /** Attributes 1-17 and 170, typed (the adapter reads them with `parseCustomerAttributes`). */
  getAttributes(region: Region, customerId: number): ResultAsync<CustomerAttributes, InfrastructureError>;
  /** Writes the given attributes; `null` blanks one. */
  updateAttributes(region: Region, customerId: number, update: CustomerAttributeUpdate): ResultAsync<void, InfrastructureError>;
  /** Cards and wallets saved for the customer in this region. */
  listPaymentInstruments(region: Region, customerId: number): ResultAsync<readonly PaymentInstrument[], InfrastructureError>;
}
