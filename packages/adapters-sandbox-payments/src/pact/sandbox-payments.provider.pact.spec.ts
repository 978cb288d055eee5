import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSandbox } from '../sandbox/payment-sandbox.js';
import { aPaymentRequest, sandboxApp } from '../test-support/sandbox-harness.js';
import { createCardPaymentSchema } from '../wire.js';
import { PACT_FILE, PROVIDER, STATES } from './pact-setup.js';

let app: FastifyInstance;
let sandbox: PaymentSandbox;
let providerBaseUrl: string;

beforeAll(async () => {
  ({ app, sandbox } = await sandboxApp());
  await app.listen({ port: 0, host: '127.0.0.1' });
  providerBaseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
});

const visa = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2039, behaviour: 'success' } as const;

/** A card payment opened by the API, as the pact's state needs it. */
function cardPayment(amount = 45_000, extra: Record<string, unknown> = {}) {
  const payment = sandbox.createCard(createCardPaymentSchema.parse(aPaymentRequest({ amount, ...extra })));
  if ('refused' in payment) throw new Error(payment.message);
  return payment;
}

describe('the sandbox', () => {
  it('honours every interaction the adapters’ pact expects of it', async () => {
    const verifier = new Verifier({
      provider: PROVIDER,
      providerBaseUrl,
      pactUrls: [PACT_FILE],
      logLevel: 'warn',
      stateHandlers: {
        [STATES.noPayment]: async () => undefined,
        [STATES.pendingCard]: async () => ({ paymentId: cardPayment().id }),
        [STATES.authorisedCard]: async () => {
          const payment = cardPayment();
          sandbox.enterCard(payment, visa);
          return { paymentId: payment.id };
        },
        [STATES.capturedCard]: async () => {
          const payment = cardPayment(10_000);
          sandbox.enterCard(payment, visa);
          sandbox.capture(payment.id);
          return { paymentId: payment.id };
        },
        [STATES.savedCard]: async () => {
          const payment = cardPayment(45_000, { save_card: true, customer: { email: 'noura@example.com', reference: 'cust_pact' } });
          sandbox.enterCard(payment, visa);
          return { cardToken: sandbox.toWire(payment, '').saved_card?.token ?? '' };
        },
      },
    });
    await expect(verifier.verifyProvider()).resolves.toBeDefined();
  });
});
