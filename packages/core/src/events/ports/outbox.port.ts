import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../shared/errors.js';
import type { MarketingEvent } from '../domain/marketing-event.js';

export const OutboxPort = Symbol.for('storefront.OutboxPort');

/** One message for the outbox worker to deliver: the topic it is routed by, and the event. */
export interface OutboxEntry {
  readonly topic: string;
  readonly payload: MarketingEvent;
}

/**
 * Messages written with the change they describe. An outbox is bound to one unit of work (a
 * store's transaction): what it appends is kept only if that unit commits, so an event is never
 * sent for a change that was rolled back, nor lost for one that was kept.
 */
export interface OutboxPort {
  /** Appends the entries, in order, to the unit of work the outbox belongs to. */
  append(entries: readonly OutboxEntry[]): ResultAsync<void, InfrastructureError>;
}
