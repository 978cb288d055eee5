import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import type { PaymentProviderId, ReceivedWebhook, WebhookEnvelope, WebhookRejected } from '@storefront/core/checkout';
import { signedPayloadOf, WEBHOOK_HEADERS } from '../webhook-scheme.js';
import { webhookBodySchema } from '../wire.js';

const unreadable: WebhookRejected = { code: 'WEBHOOK_REJECTED', params: { reason: 'unreadable' } };
const timestampText = z.string().regex(/^\d{1,12}$/);
const signatureText = z.string().regex(/^[0-9a-f]{64}$/);
const eventIdText = z.string().min(1).max(128);
const tamaraSignature = z.string().regex(/^t=(\d{1,12}),v1=([0-9a-f]{64})$/);

/**
 * Reads a provider's webhook headers and body into the core's envelope: the event id, the
 * timestamp and signature as sent, the text they sign (`${timestamp}.${rawBody}`), the event's type
 * and payment. Whether to trust it (the signature, its age, its novelty) is the core's to decide.
 */
export function readSandboxWebhook(provider: PaymentProviderId, webhook: ReceivedWebhook): Result<WebhookEnvelope, WebhookRejected> {
  const parts = headerParts(provider, webhook.headers);
  if (parts === undefined) return err(unreadable);
  let json: unknown;
  try {
    json = JSON.parse(webhook.rawBody);
  } catch {
    return err(unreadable);
  }
  const body = webhookBodySchema.safeParse(json);
  if (!body.success || body.data.id !== parts.eventId) return err(unreadable);
  return ok({
    provider,
    eventId: parts.eventId,
    timestamp: Number(parts.timestamp),
    signature: parts.signature,
    signedPayload: signedPayloadOf(parts.timestamp, webhook.rawBody),
    type: body.data.type,
    providerRef: body.data.data.payment_id,
  });
}

function headerParts(
  provider: PaymentProviderId,
  headers: ReceivedWebhook['headers'],
): { eventId: string; timestamp: string; signature: string } | undefined {
  if (provider === 'tamara') {
    const names = WEBHOOK_HEADERS.tamara;
    const eventId = eventIdText.safeParse(headers[names.eventId]);
    const signed = tamaraSignature.safeParse(headers[names.signature]);
    const match = signed.success ? /^t=(\d+),v1=([0-9a-f]+)$/.exec(signed.data) : null;
    if (!eventId.success || match?.[1] === undefined || match[2] === undefined) return undefined;
    return { eventId: eventId.data, timestamp: match[1], signature: match[2] };
  }
  const names = WEBHOOK_HEADERS[provider];
  const eventId = eventIdText.safeParse(headers[names.eventId]);
  const timestamp = timestampText.safeParse(headers[names.timestamp]);
  const signature = signatureText.safeParse(headers[names.signature]);
  if (!eventId.success || !timestamp.success || !signature.success) return undefined;
  return { eventId: eventId.data, timestamp: timestamp.data, signature: signature.data };
}
