import type { WireProvider } from './wire.js';

/**
 * How each provider names its webhook headers (real ones differ, so the sandbox's do too). Every
 * provider signs `${timestamp}.${rawBody}` with HMAC-SHA256 and its own webhook secret, lower-case
 * hex; the card acquirer and tabby send the event id, timestamp and signature in three headers,
 * Tamara sends the id in one and `t=<timestamp>,v1=<signature>` in another.
 */
export const WEBHOOK_HEADERS = {
  card: { eventId: 'x-sandbox-event-id', timestamp: 'x-sandbox-timestamp', signature: 'x-sandbox-signature' },
  'apple-pay': { eventId: 'x-sandbox-event-id', timestamp: 'x-sandbox-timestamp', signature: 'x-sandbox-signature' },
  tabby: { eventId: 'x-tabby-event-id', timestamp: 'x-tabby-timestamp', signature: 'x-tabby-signature' },
  tamara: { eventId: 'tamara-notification-id', signature: 'tamara-signature' },
} as const;

/** The text a webhook's signature covers. */
export function signedPayloadOf(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** The headers that carry a webhook's event id, timestamp and signature for a provider. */
export function webhookHeaders(provider: WireProvider, eventId: string, timestamp: number, signature: string): Record<string, string> {
  if (provider === 'tamara') {
    const names = WEBHOOK_HEADERS.tamara;
    return { [names.eventId]: eventId, [names.signature]: `t=${timestamp},v1=${signature}` };
  }
  const names = WEBHOOK_HEADERS[provider];
  return { [names.eventId]: eventId, [names.timestamp]: String(timestamp), [names.signature]: signature };
}
