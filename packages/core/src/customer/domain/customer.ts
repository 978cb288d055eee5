import type { Region } from '../../locale/domain/locale.js';

/** A signed-in customer of one region's store. Guests have no record. */
export interface Customer {
  /** Positive; 0 or absent means not signed in. */
  readonly id: number;
  readonly region: Region;
  readonly email: string;
  readonly firstName: string;
  readonly lastName?: string;
}

/** Whether an id (as cached by the web) stands for a signed-in customer. */
export function isSignedIn(customerId: number | null | undefined): customerId is number {
  return typeof customerId === 'number' && Number.isInteger(customerId) && customerId > 0;
}

/** A card or wallet saved with the payment provider; only display details are kept. */
export interface PaymentInstrument {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly isDefault: boolean;
}
