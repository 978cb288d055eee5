import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import type { RemindAbandonedCarts } from '@storefront/core/cart';
import { TOKENS } from '@storefront/composition';

/** How often carts left untouched are looked for. */
export const ABANDONED_CART_INTERVAL_MS = 5 * 60_000;

/**
 * The abandoned carts' reminder (decision 1275): once the server listens, every five minutes, each
 * cart left untouched for `CART_ABANDONED_MINUTES` gets its `cart_abandoned_backend` event in the
 * outbox, which the outbox worker delivers. Stopped on close. Copies of the server may all run it:
 * the store reminds a cart once.
 */
export function registerAbandonedCartReminders(app: FastifyInstance, container: Container, intervalMs = ABANDONED_CART_INTERVAL_MS): void {
  const remind = container.get<RemindAbandonedCarts>(TOKENS.RemindAbandonedCarts);
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    void remind.execute().match(
      ({ reminded }) => {
        if (reminded > 0) app.log.info({ task: 'abandoned-carts', reminded }, 'abandoned carts reminded');
      },
      (error) => app.log.error({ task: 'abandoned-carts', code: error.code }, 'abandoned carts could not be reminded'),
    );
  app.addHook('onListen', async () => {
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer !== undefined) clearInterval(timer);
  });
}
