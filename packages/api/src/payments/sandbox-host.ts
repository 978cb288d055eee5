import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { DEFAULT_SANDBOX_PREFIX, PaymentSandbox, sandboxPaymentsPlugin } from '@storefront/adapters-sandbox-payments/sandbox';
import type { PaymentProviderId, SettledAttempts } from '@storefront/core/checkout';
import { TOKENS, type CheckoutUseCases, type Config, type PaymentSecrets } from '@storefront/composition';

const PROVIDERS: readonly PaymentProviderId[] = ['card', 'apple-pay', 'tabby', 'tamara'];

/** Where the in-process sandbox sends a provider's webhooks: the store's own endpoint on the loopback. */
export function sandboxWebhookUrls(port: number): Record<PaymentProviderId, string> {
  return Object.fromEntries(PROVIDERS.map((id) => [id, `http://127.0.0.1:${port}/api/checkout/webhooks/${id}`])) as Record<PaymentProviderId, string>;
}

/**
 * Mounts the built-in sandbox payment provider at `/sandbox-payments` (decision 1240), signed with
 * the store's own payment secrets, its webhooks sent back to the store on 127.0.0.1 and PORT. Its
 * pages set their own Content-Security-Policy; the store's pages may frame them (same origin).
 */
export function mountSandboxPayments(app: FastifyInstance, container: Container, options: { readonly port?: number; readonly publicUrl?: string } = {}): PaymentSandbox {
  const config = container.get<Config>(TOKENS.Config);
  const secrets = container.get<PaymentSecrets>(TOKENS.PaymentSecrets);
  const sandbox = new PaymentSandbox({
    secretKey: secrets.sandboxKey,
    webhookSecrets: secrets.webhookSecrets,
    webhookUrls: sandboxWebhookUrls(options.port ?? config.PORT),
    ...(options.publicUrl === undefined ? {} : { publicUrl: options.publicUrl }),
  });
  void app.register(
    async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        void reply.header('x-frame-options', 'SAMEORIGIN');
      });
      await scope.register(sandboxPaymentsPlugin, { sandbox });
    },
    { prefix: DEFAULT_SANDBOX_PREFIX },
  );
  return sandbox;
}

/** How often unfinished checkout attempts past their time are settled. */
export const EXPIRY_INTERVAL_MS = 60_000;

/**
 * The checkout's periodic work (decision 1240): once the server listens (the sandbox may be in the
 * same process), attempts a stopped server left unfinished are reconciled with their providers;
 * then every minute attempts past their time are expired (their stock given back). Stopped on close.
 */
export function registerCheckoutTasks(app: FastifyInstance, container: Container, intervalMs = EXPIRY_INTERVAL_MS): void {
  const checkout = container.get<CheckoutUseCases>(TOKENS.Checkout);
  let timer: NodeJS.Timeout | undefined;
  const report = (task: string) => (settled: SettledAttempts) => {
    if (settled.placed + settled.failed + settled.expired + settled.left.length > 0) app.log.info({ task, settled }, 'checkout attempts settled');
  };
  const fail = (task: string) => (error: { code: string }) => app.log.error({ task, code: error.code }, 'checkout attempts could not be settled');
  app.addHook('onListen', async () => {
    void checkout.reconcileAttempts.execute().match(report('reconcile'), fail('reconcile'));
    timer = setInterval(() => void checkout.expireAttempts.execute().match(report('expire'), fail('expire')), intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer !== undefined) clearInterval(timer);
  });
}
