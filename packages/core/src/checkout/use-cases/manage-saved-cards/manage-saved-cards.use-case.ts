import { okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { PaymentProviderError } from '../../ports/payment-provider.port.js';
import type { SavedCard } from '../../ports/saved-card-store.port.js';
import type { CheckoutDeps } from '../checkout/checkout-deps.js';

/** A card removed, and the provider's failure to forget its token, if it failed (logged by the driver, never shown). */
export interface RemovedCard {
  readonly card: SavedCard;
  readonly providerFailure?: PaymentProviderError | undefined;
}

/**
 * The account's payment methods: a customer's saved cards in the region, and their removal. A card
 * is removed from the store first (it is gone for the shopper and can no longer pay), then
 * forgotten at the provider; a provider that fails then does not undo the removal (decision 1204).
 */
export class ManageSavedCards {
  constructor(private readonly deps: Pick<CheckoutDeps, 'savedCards' | 'providers'>) {}

  list(region: Region, customerId: number): ResultAsync<readonly SavedCard[], InfrastructureError> {
    return this.deps.savedCards.list(region, customerId);
  }

  /** Another customer's card is `NOT_FOUND`, as one that never existed. */
  remove(region: Region, customerId: number, cardId: number): ResultAsync<RemovedCard, InfrastructureError> {
    return this.deps.savedCards.remove(region, customerId, cardId).andThen((card) => {
      const provider = this.deps.providers.find('card');
      if (provider === undefined) return okAsync<RemovedCard, InfrastructureError>({ card });
      return provider
        .deleteSavedCard(region, card.token)
        .map((): RemovedCard => ({ card }))
        .orElse((providerFailure) => okAsync<RemovedCard, InfrastructureError>({ card, providerFailure }));
    });
  }
}
