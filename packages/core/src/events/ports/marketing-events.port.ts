import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../shared/errors.js';
import type { MarketingEvent } from '../domain/marketing-event.js';

export const MarketingEventsPort = Symbol.for('storefront.MarketingEventsPort');

/** How one event is handed over: the same key on a repeat lets the receiver ignore it. */
export interface MarketingDelivery {
  readonly idempotencyKey: string;
}

/** Marketing analytics (a log by default, an engagement platform when configured). */
export interface MarketingEventsPort {
  /**
   * Records one event for the event's region. Deliveries are at least once: an event may arrive
   * again with the same idempotency key, and the receiver must treat it as the same event.
   */
  track(event: MarketingEvent, delivery: MarketingDelivery): ResultAsync<void, InfrastructureError>;
}
