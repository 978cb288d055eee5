import { WISHLIST_KEYS } from '../../wishlist';
import type { AccountCustomerWire } from '@storefront/contract';

/** The spec's cached customer (customerData): what browser code reads to tell a customer from a guest. */
export interface CustomerRecord {
  readonly entityId: number;
  readonly firstName: string;
  readonly email: string;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the signed-in customer in local storage (spec section 3: `customer`). */
export function saveCustomerRecord(customer: Pick<AccountCustomerWire, 'id' | 'firstName' | 'email'>): void {
  const record: CustomerRecord = { entityId: customer.id, firstName: customer.firstName, email: customer.email };
  try {
    storage()?.setItem(WISHLIST_KEYS.customer, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the session cookie still says who is signed in.
  }
}

/** Forgets the cached customer: the browser is a guest's again. */
export function clearCustomerRecord(): void {
  storage()?.removeItem(WISHLIST_KEYS.customer);
}
