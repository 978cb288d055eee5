import { okAsync, type ResultAsync } from 'neverthrow';
import type { MarketingDelivery, MarketingEvent, MarketingEventsPort } from '@storefront/core/events';
import type { InfrastructureError } from '@storefront/core/shared';

/** The part of a pino-style logger the adapter writes to. */
export interface EventLog {
  info(fields: Record<string, unknown>, message: string): void;
}

/**
 * The default marketing platform: one structured log line per event, with its idempotency key.
 * The shopper's email is not written to the log; whether it was an email or a cookie id is.
 */
export class LogMarketingEvents implements MarketingEventsPort {
  constructor(private readonly log: EventLog) {}

  track(event: MarketingEvent, delivery: MarketingDelivery): ResultAsync<void, InfrastructureError> {
    const identity = event.identity === undefined ? 'none' : 'email' in event.identity ? 'email' : 'cookie';
    // An abandoned cart's restore link is a credential: its address is not written to the log.
    const details =
      event.name === 'cart_update_backend'
        ? { action: event.action, brand: event.brand, language: event.language, itemCount: event.itemCount, total: event.total }
        : event.name === 'order_update_backend'
          ? { action: event.action, language: event.language, orderReference: event.orderReference, itemCount: event.itemCount, total: event.total }
          : event.name === 'cart_abandoned_backend'
            ? { language: event.language, itemCount: event.itemCount, lastChangedAt: event.lastChangedAt }
            : { properties: Object.keys(event.properties) };
    this.log.info({ marketingEvent: event.name, idempotencyKey: delivery.idempotencyKey, region: event.region, identity, ...details }, 'marketing event');
    return okAsync(undefined);
  }
}
