import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { PaymentSandbox } from '../sandbox/payment-sandbox.js';
import { DEFAULT_SANDBOX_PREFIX, sandboxPaymentsPlugin } from '../sandbox/plugin.js';
import type { SandboxSettingsInput } from '../sandbox/settings.js';

export const SECRET_KEY = 'sk_sandbox_test_0123456789abcdef';
export const WEBHOOK_SECRETS = {
  card: 'whsec_card_0123456789abcdef',
  'apple-pay': 'whsec_apple_0123456789abcdef',
  tabby: 'whsec_tabby_0123456789abcdef',
  tamara: 'whsec_tamara_0123456789abcdef',
} as const;

/** A clock the test moves. */
export class TestClock {
  constructor(public current = new Date('2026-11-26T10:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

/** A webhook as the store's endpoint received it. */
export interface ReceivedRequest {
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
}

/** A stand-in for the store's webhook endpoint: records every POST, failing the first `failFirst`. */
export class WebhookReceiver {
  readonly received: ReceivedRequest[] = [];
  failFirst = 0;
  readonly #server: Server;
  #calls = 0;

  private constructor() {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.#calls += 1;
        if (this.#calls <= this.failFirst) {
          response.writeHead(503).end();
          return;
        }
        this.received.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(204).end();
      });
    });
  }

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await new Promise<void>((resolve) => receiver.#server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}${path}`;
  }

  /** The bodies received, parsed. */
  events(): { id: string; type: string; data: { payment_id: string; status: string } }[] {
    return this.received.map((request) => JSON.parse(request.rawBody) as { id: string; type: string; data: { payment_id: string; status: string } });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** HMAC-SHA256 of `${timestamp}.${rawBody}`, as the store verifies it. */
export function expectedSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** A host with the sandbox mounted at its default prefix. */
export async function sandboxApp(
  settings: Partial<SandboxSettingsInput> = {},
  clock?: TestClock,
): Promise<{ app: FastifyInstance; sandbox: PaymentSandbox }> {
  const sandbox = new PaymentSandbox(
    { secretKey: SECRET_KEY, webhookSecrets: WEBHOOK_SECRETS, webhookDelivery: { attempts: 4, baseDelayMs: 10, timeoutMs: 2_000 }, ...settings },
    clock,
  );
  const app = Fastify();
  await app.register(sandboxPaymentsPlugin, { prefix: DEFAULT_SANDBOX_PREFIX, sandbox });
  await app.ready();
  return { app, sandbox };
}

/** A card payment's creation body. */
export function aPaymentRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: 45_000,
    currency: 'SAR',
    merchant_reference: `att_${Math.random().toString(36).slice(2)}`,
    return_url: 'https://store.example/en-sa/checkout/return?attempt=1',
    locale: 'en',
    customer: { email: 'noura@example.com' },
    lines: [{ sku: 'RING-1', name: 'Gold ring', quantity: 1, unit_amount: 45_000 }],
    ...overrides,
  };
}
