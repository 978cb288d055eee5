import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../shared/errors.js';
import type { MarketingEvent } from '../domain/marketing-event.js';

export const MarketingEventsPort = Symbol.for('storefront.MarketingEventsPort');

/** Marketing analytics (a log by default, an engagement platform when configured). */
export interface MarketingEventsPort {
  /** Records one event for the event's region; callers never let a failure here stop the shopper. */
  track(event: MarketingEvent): ResultAsync<void, InfrastructureError>;
}
