import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { SavedCardDetails } from '../domain/payment-method.js';

export const SavedCardStore = Symbol.for('storefront.SavedCardStore');

/** A card a customer saved with the provider, as the account's Payment Methods page lists it. */
export interface SavedCard extends SavedCardDetails {
  readonly id: number;
  readonly isDefault: boolean;
  readonly savedAt: Date;
}

/** The customers' saved cards, per region (payment instruments): tokens and display details only. */
export interface SavedCardStore {
  /** The customer's cards, newest first. */
  list(region: Region, customerId: number): ResultAsync<readonly SavedCard[], InfrastructureError>;
  /** Removes one and answers it (its token is then forgotten at the provider); another customer's is `NOT_FOUND`. */
  remove(region: Region, customerId: number, cardId: number): ResultAsync<SavedCard, InfrastructureError>;
}
