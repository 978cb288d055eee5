import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import { notFound, type InfrastructureError } from '../../shared/errors.js';
import type { SavedCardDetails } from '../domain/payment-method.js';
import type { SavedCard, SavedCardStore } from '../ports/saved-card-store.port.js';

interface Kept {
  readonly region: Region;
  readonly customerId: number;
  readonly card: SavedCard;
}

/** A `SavedCardStore` in memory: cards per region and customer, newest first; another customer's card is `NOT_FOUND`. */
export class InMemorySavedCardStore implements SavedCardStore {
  private readonly kept: Kept[] = [];
  private issued = 0;

  /** Keeps a card for a customer (what a placed order that asked to save one does). */
  add(region: Region, customerId: number, details: SavedCardDetails, savedAt = new Date(0)): SavedCard {
    const card: SavedCard = { ...details, id: ++this.issued, isDefault: !this.kept.some((kept) => kept.region === region && kept.customerId === customerId), savedAt };
    this.kept.unshift({ region, customerId, card });
    return card;
  }

  list(region: Region, customerId: number): ResultAsync<readonly SavedCard[], InfrastructureError> {
    return okAsync(this.kept.filter((kept) => kept.region === region && kept.customerId === customerId).map((kept) => kept.card));
  }

  remove(region: Region, customerId: number, cardId: number): ResultAsync<SavedCard, InfrastructureError> {
    const index = this.kept.findIndex((kept) => kept.region === region && kept.customerId === customerId && kept.card.id === cardId);
    if (index < 0) return errAsync(notFound('saved-card', String(cardId)));
    const [removed] = this.kept.splice(index, 1);
    return okAsync(removed!.card);
  }
}
