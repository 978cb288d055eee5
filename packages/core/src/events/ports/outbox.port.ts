import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../shared/errors.js';
import type { MailMessage } from '../../shared/ports/mailer.port.js';
import type { MarketingEvent } from '../domain/marketing-event.js';

export const OutboxPort = Symbol.for('storefront.OutboxPort');

/** The topic of an email: the outbox worker hands its payload to the `MailerPort`. */
export const MAIL_TOPIC = 'mail';

/**
 * One message for the outbox worker to deliver: the topic it is routed by, and its payload. An
 * email written with the change it tells about (a sign-up and its verification email) is kept or
 * dropped with that change, and a mail server that is down delays it but never loses it.
 */
export type OutboxEntry =
  | { readonly topic: typeof MAIL_TOPIC; readonly payload: MailMessage }
  | { readonly topic: string; readonly payload: MarketingEvent };

/**
 * Messages written with the change they describe. An outbox is bound to one unit of work (a
 * store's transaction): what it appends is kept only if that unit commits, so an event is never
 * sent for a change that was rolled back, nor lost for one that was kept.
 */
export interface OutboxPort {
  /** Appends the entries, in order, to the unit of work the outbox belongs to. */
  append(entries: readonly OutboxEntry[]): ResultAsync<void, InfrastructureError>;
}
