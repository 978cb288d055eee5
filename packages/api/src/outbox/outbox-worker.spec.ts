import { errAsync, okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KeepCarts, ManageCart } from '@storefront/core/cart';
import type { MarketingDelivery, MarketingEvent, MarketingEventsPort } from '@storefront/core/events';
import { DEFAULT_RATE_LIMITS, LimitAttempts, unavailable } from '@storefront/core/shared';
import { MemoryRateLimit, systemClock } from '@storefront/composition';
import { PostgresCartStore, PostgresOutbox } from '@storefront/adapters-postgres';
import { createTestDatabase, stockedProducts, type TestDatabase } from '@storefront/adapters-postgres/testing';
import { LogMarketingEvents } from './log-marketing-events.js';
import { OutboxWorker } from './outbox-worker.js';
import { demoStoreTemplate } from '../test-support/demo-store.js';
import { API_ENGINE } from '../test-support/engine.js';

const quiet = { warn: vi.fn(), error: vi.fn() };

describe('outbox worker', () => {
  let database: TestDatabase;
  let manageCart: ManageCart;
  let productId: number;

  beforeAll(async () => {
    database = await createTestDatabase(API_ENGINE, demoStoreTemplate(40));
    const [product] = await stockedProducts(database.handle.db, 'sa', 1, 20);
    productId = product!.id;
    manageCart = new ManageCart(new KeepCarts(new PostgresCartStore(database.handle.db)), new LimitAttempts(new MemoryRateLimit(systemClock), DEFAULT_RATE_LIMITS));
  });
  afterAll(() => database?.dispose());

  const shopper = { kind: 'guest', cartToken: 'worker-test-browser-token', cookieId: 'cookie-7' } as const;
  const addToNewCart = async () => {
    const cart = (await manageCart.create({ region: 'sa', shopper }, { language: 'en', region: 'sa' }, [{ productId, quantity: 1 }]))._unsafeUnwrap();
    (await manageCart.add({ region: 'sa', shopper, brand: 'lazurde', language: 'ar' }, cart.id, { productId, quantity: 1 }))._unsafeUnwrap();
    return cart.id;
  };
  /** The platform is down for the first `failures` calls, then takes every event. */
  const platform = (failures: number) => {
    const received: { event: MarketingEvent; delivery: MarketingDelivery }[] = [];
    let left = failures;
    const port: MarketingEventsPort = {
      track: vi.fn((event: MarketingEvent, delivery: MarketingDelivery) => {
        if (left-- > 0) return errAsync(unavailable('marketing'));
        received.push({ event, delivery });
        return okAsync(undefined);
      }),
    };
    return { port, received };
  };

  it('retries a failed delivery with the same idempotency key until the platform takes it', async () => {
    const cartId = await addToNewCart();
    const { port, received } = platform(1);
    const outbox = new PostgresOutbox(database.handle.db, { baseRetryDelayMs: 1 });
    const worker = new OutboxWorker(outbox, { marketing: port }, quiet, { batchSize: 10 });

    expect(await worker.tick()).toMatchObject({ delivered: 0, failed: 1, givenUp: 0 });
    expect(quiet.warn).toHaveBeenCalledWith(expect.objectContaining({ code: 'UNAVAILABLE', attempts: 1 }), expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await worker.tick()).toMatchObject({ delivered: 1, failed: 0, givenUp: 0 });

    const calls = vi.mocked(port.track).mock.calls;
    expect(calls).toHaveLength(2);
    expect(calls[0]![1]).toEqual(calls[1]![1]);
    expect(received[0]!.event).toMatchObject({ name: 'cart_update_backend', action: 'add', cartId, identity: { cookieId: 'cookie-7' }, language: 'ar' });
    expect(await worker.tick()).toEqual({ delivered: 0, failed: 0, givenUp: 0 });
  });

  it('runs by itself once started and stops cleanly', async () => {
    await addToNewCart();
    const { port, received } = platform(0);
    const worker = new OutboxWorker(new PostgresOutbox(database.handle.db), { marketing: port }, quiet, { pollMs: 10 });

    worker.start();
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0), { timeout: 5_000 });
    await worker.stop();
    expect(received[0]!.delivery.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('deletes delivered events past the retention at most once per interval, and never an undelivered one', async () => {
    await addToNewCart();
    const { port, received } = platform(0);
    const worker = new OutboxWorker(new PostgresOutbox(database.handle.db), { marketing: port }, quiet, { batchSize: 100, retentionMs: 0, pruneEveryMs: 60_000 });
    await worker.tick();
    const pending = await addToNewCart();

    expect(await worker.pruneIfDue(1_000_000)).toBeGreaterThan(0);
    const before = received.length;
    const { delivered } = await worker.tick();
    expect(delivered).toBeGreaterThan(0);
    expect(new Set(received.slice(before).map(({ event }) => (event as { cartId?: string }).cartId))).toEqual(new Set([pending]));

    expect(await worker.pruneIfDue(1_030_000)).toBe(0);
    expect(await worker.pruneIfDue(1_060_000)).toBe(delivered);
  });

  it('logs an event without the shopper’s email', async () => {
    const info = vi.fn();
    await new LogMarketingEvents({ info })
      .track(
        { name: 'customer_update', identity: { email: 'noura@example.com' }, region: 'sa', properties: { newsletter: true } },
        { idempotencyKey: 'k-1' },
      )
      .match(() => undefined, () => undefined);
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: 'k-1', identity: 'email' }), 'marketing event');
    expect(JSON.stringify(info.mock.calls)).not.toContain('noura@example.com');
  });
});
