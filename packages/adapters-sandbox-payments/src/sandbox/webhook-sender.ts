import { createHmac, randomBytes } from 'node:crypto';
import { Agent, request } from 'undici';
import type { WebhookBody, WireProvider } from '../wire.js';
import { signedPayloadOf, webhookHeaders } from '../webhook-scheme.js';
import type { SandboxSettings } from './settings.js';

/** One event's delivery as the sandbox saw it: how many tries, and whether the store took it. */
export interface WebhookDelivery {
  readonly provider: WireProvider;
  readonly eventId: string;
  readonly type: string;
  attempts: number;
  outcome: 'pending' | 'delivered' | 'gave-up';
}

/**
 * Signs and POSTs webhooks to the store, retrying a failed delivery (no answer, or not 2xx) with
 * doubling delays, as providers do. Each try is signed afresh with its own timestamp, so a retry
 * that comes late is not refused as stale.
 */
export class WebhookSender {
  readonly #settings: SandboxSettings;
  readonly #agent: Agent;
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #inFlight = new Set<Promise<void>>();
  readonly #log: WebhookDelivery[] = [];
  #closed = false;

  constructor(settings: SandboxSettings) {
    this.#settings = settings;
    const timeout = settings.webhookDelivery.timeoutMs;
    this.#agent = new Agent({ connectTimeout: timeout, headersTimeout: timeout, bodyTimeout: timeout });
  }

  /** The deliveries so far, oldest first (bounded like the payments). */
  get deliveries(): readonly WebhookDelivery[] {
    return this.#log;
  }

  /** Queues an event for the provider's webhook address; nothing happens when none is configured. */
  send(provider: WireProvider, type: string, data: WebhookBody['data'], now: Date): void {
    const url = this.#settings.webhookUrls[provider];
    if (url === undefined || this.#closed) return;
    const body: WebhookBody = { id: `evt_${randomBytes(12).toString('base64url')}`, type, created: Math.floor(now.getTime() / 1000), data };
    const delivery: WebhookDelivery = { provider, eventId: body.id, type, attempts: 0, outcome: 'pending' };
    this.#log.push(delivery);
    if (this.#log.length > this.#settings.maxPayments) this.#log.shift();
    this.#attempt(url, body, delivery);
  }

  /** Resolves once no delivery is in flight or waiting for its retry. */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0 || this.#timers.size > 0) {
      await Promise.all([...this.#inFlight]);
      if (this.#timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Stops every retry and closes the connections. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await Promise.allSettled([...this.#inFlight]);
    await this.#agent.close();
  }

  #attempt(url: string, body: WebhookBody, delivery: WebhookDelivery): void {
    const run = this.#post(url, body, delivery).then((delivered) => {
      if (delivered) {
        delivery.outcome = 'delivered';
      } else if (delivery.attempts >= this.#settings.webhookDelivery.attempts || this.#closed) {
        delivery.outcome = 'gave-up';
      } else {
        const delay = this.#settings.webhookDelivery.baseDelayMs * 2 ** (delivery.attempts - 1);
        const timer = setTimeout(() => {
          this.#timers.delete(timer);
          this.#attempt(url, body, delivery);
        }, delay);
        timer.unref();
        this.#timers.add(timer);
      }
    });
    this.#inFlight.add(run);
    void run.finally(() => this.#inFlight.delete(run));
  }

  async #post(url: string, body: WebhookBody, delivery: WebhookDelivery): Promise<boolean> {
    delivery.attempts += 1;
    const rawBody = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', this.#settings.webhookSecrets[delivery.provider])
      .update(signedPayloadOf(String(timestamp), rawBody))
      .digest('hex');
    try {
      const response = await request(url, {
        method: 'POST',
        dispatcher: this.#agent,
        headers: { 'content-type': 'application/json', ...webhookHeaders(delivery.provider, body.id, timestamp, signature) },
        body: rawBody,
      });
      await response.body.dump();
      return response.statusCode >= 200 && response.statusCode < 300;
    } catch {
      return false;
    }
  }
}
