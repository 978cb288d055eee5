import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_TOPIC, type OutboxEntry } from '@storefront/core/events';
import { ENGINES } from '../../test/engines.js';
import { outbox } from '../database/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PostgresOutbox, retryDelayMs, UndeliverableMessage, type OutboxMessage } from './postgres-outbox.js';
import { PostgresOutboxWriter } from './postgres-outbox-writer.js';

const TOPIC = 'marketing.test';

describe('retry delays', () => {
  it('double from one second and stop at thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempts) => retryDelayMs(attempts))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresOutbox on ${engine}`, () => {
    let database: TestDatabase;
    let relay: PostgresOutbox;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      relay = new PostgresOutbox(database.handle.db);
    });
    afterAll(() => database?.dispose());
    beforeEach(async () => {
      await database.handle.db.delete(outbox);
    });

    const enqueue = async (count: number, topic = TOPIC) => {
      const ids = Array.from({ length: count }, () => randomUUID());
      for (const [index, id] of ids.entries()) {
        await database.handle.db.insert(outbox).values({ id, topic, payload: { index }, createdAt: sql`clock_timestamp()` });
      }
      return ids;
    };
    const row = async (id: string) => (await database.handle.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    /** Lets the clock catch up with a scheduled retry without waiting for it. */
    const makeDue = (id: string) => database.handle.db.update(outbox).set({ availableAt: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));

    it('delivers due events oldest first, each with its id, and marks them delivered', async () => {
      const ids = await enqueue(3);
      const seen: OutboxMessage[] = [];

      const report = await relay.deliverDue([TOPIC], 10, async (message) => void seen.push(message));

      expect(report).toEqual({ delivered: 3, failed: 0, givenUp: 0 });
      expect(seen.map((message) => message.id)).toEqual(ids);
      expect(seen.map((message) => message.payload)).toEqual([{ index: 0 }, { index: 1 }, { index: 2 }]);
      expect((await row(ids[0]!)).deliveredAt).not.toBeNull();
      expect(await relay.deliverDue([TOPIC], 10, async () => undefined)).toEqual({ delivered: 0, failed: 0, givenUp: 0 });
    });

    it('delivers events written within one millisecond in the order they were written', async () => {
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      // Written newest first, so neither the table's order nor a millisecond clock gives the right one.
      for (const index of [2, 1, 0]) {
        await database.handle.db
          .insert(outbox)
          .values({ id: ids[index]!, topic: TOPIC, payload: { index }, createdAt: sql`timestamptz '2026-11-22 10:00:00.000100+00' + ${`${index} microseconds`}::interval`, availableAt: sql`now() - interval '1 minute'` });
      }
      const seen: OutboxMessage[] = [];

      await relay.deliverDue([TOPIC], 10, async (message) => void seen.push(message));

      expect(seen.map((message) => message.id)).toEqual(ids);
    });

    it('delivers what one transaction appends in the order it appended it', async () => {
      const entries: OutboxEntry[] = Array.from({ length: 6 }, (_, index) => ({
        topic: MAIL_TOPIC,
        payload: { locale: { language: 'en', region: 'sa' }, to: `shopper.${index}@example.com`, template: 'verify-email', params: { firstName: 'Noura', link: 'https://shop.example/en-sa/verify-email?token=t', expiresInHours: 24 } },
      }));
      await database.handle.db.transaction(async (tx) => (await new PostgresOutboxWriter(tx).append(entries))._unsafeUnwrap());
      const seen: OutboxMessage[] = [];

      await relay.deliverDue([MAIL_TOPIC], 10, async (message) => void seen.push(message));

      expect(seen.map((message) => message.payload)).toEqual(entries.map((entry) => entry.payload));
    });

    it('retries a failed delivery after a growing delay, with the same id, until it goes through', async () => {
      const [id] = await enqueue(1);
      const attempts: string[] = [];
      let failuresLeft = 2;
      const flaky = async (message: OutboxMessage) => {
        attempts.push(message.id);
        if (failuresLeft-- > 0) throw new Error('platform answered 503');
      };

      expect(await relay.deliverDue([TOPIC], 10, flaky)).toEqual({ delivered: 0, failed: 1, givenUp: 0 });
      const afterFirst = await row(id!);
      expect(afterFirst).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'platform answered 503' });
      expect(await relay.deliverDue([TOPIC], 10, flaky)).toEqual({ delivered: 0, failed: 0, givenUp: 0 });

      await makeDue(id!);
      await relay.deliverDue([TOPIC], 10, flaky);
      const afterSecond = await row(id!);
      expect(afterSecond.attempts).toBe(2);
      const [{ waitMs }] = (await database.handle.db
        .select({ waitMs: sql<number>`extract(epoch from (${outbox.availableAt} - now())) * 1000` })
        .from(outbox)
        .where(eq(outbox.id, id!))) as [{ waitMs: number }];
      expect(Number(waitMs)).toBeGreaterThan(1_000);
      expect(Number(waitMs)).toBeLessThanOrEqual(2_100);

      await makeDue(id!);
      expect(await relay.deliverDue([TOPIC], 10, flaky)).toEqual({ delivered: 1, failed: 0, givenUp: 0 });
      expect(attempts).toEqual([id, id, id]);
      expect((await row(id!)).deliveredAt).not.toBeNull();
    });

    it('keeps the payload a delivery gives back in place of the one it delivered, and only then', async () => {
      const [kept, replaced] = await enqueue(2);

      await relay.deliverDue([TOPIC], 10, async (message) => (message.id === replaced ? { payloadAtRest: { index: 1, link: 'redacted' } } : undefined));

      expect((await row(kept!)).payload).toEqual({ index: 0 });
      expect(await row(replaced!)).toMatchObject({ payload: { index: 1, link: 'redacted' }, deliveredAt: expect.any(Date) });
    });

    it('keeps the payload as it was when a delivery fails', async () => {
      const [id] = await enqueue(1);
      await relay.deliverDue([TOPIC], 10, async () => Promise.reject(new Error('down')));
      expect((await row(id!)).payload).toEqual({ index: 0 });
    });

    it('gives up a message whose delivery says it can never go: never offered again, its error and the payload to keep kept', async () => {
      const [hopeless, fine] = await enqueue(2);
      const deliver = async (message: OutboxMessage) => {
        if (message.id === hopeless) throw new UndeliverableMessage('INVALID', { index: 0, link: 'redacted' });
      };

      expect(await relay.deliverDue([TOPIC], 10, deliver)).toEqual({ delivered: 1, failed: 0, givenUp: 1 });
      expect(await row(hopeless!)).toMatchObject({ failedAt: expect.any(Date), deliveredAt: null, lastError: 'INVALID', payload: { index: 0, link: 'redacted' } });
      expect((await row(fine!)).failedAt).toBeNull();

      await makeDue(hopeless!);
      expect(await relay.deliverDue([TOPIC], 10, deliver)).toEqual({ delivered: 0, failed: 0, givenUp: 0 });
      expect((await row(hopeless!)).attempts).toBe(1);
    });

    it('forgets a given-up message once it is older than the retention, as a delivered one', async () => {
      const [oldGivenUp, recentGivenUp] = await enqueue(2);
      await relay.deliverDue([TOPIC], 10, async () => Promise.reject(new UndeliverableMessage('INVALID')));
      await database.handle.db.update(outbox).set({ failedAt: sql`now() - interval '8 days'` }).where(eq(outbox.id, oldGivenUp!));

      expect(await relay.pruneDelivered(7 * 24 * 3_600_000)).toBe(1);
      expect((await database.handle.db.select({ id: outbox.id }).from(outbox)).map(({ id }) => id)).toEqual([recentGivenUp!]);
      expect((await row(recentGivenUp!)).payload).toEqual({ index: 1 });
    });

    it('leaves other topics alone', async () => {
      const [other] = await enqueue(1, 'order.placed');

      expect(await relay.deliverDue([TOPIC], 10, async () => undefined)).toEqual({ delivered: 0, failed: 0, givenUp: 0 });
      expect((await row(other!)).attempts).toBe(0);
    });

    it('never hands one event to two workers polling at the same moment', async () => {
      const ids = await enqueue(30);
      const seen: string[] = [];
      const worker = () => relay.deliverDue([TOPIC], 10, async (message) => void seen.push(message.id));

      await Promise.all([worker(), worker(), worker(), worker()]);

      expect(seen.length).toBe(new Set(seen).size);
      expect(new Set(seen).size).toBeLessThanOrEqual(ids.length);
      while (seen.length < ids.length) await worker();
      expect(new Set(seen)).toEqual(new Set(ids));
    });

    it('forgets delivered events once they are older than the retention, and never an undelivered one', async () => {
      const [oldDelivered, recentDelivered, oldPending] = await enqueue(3);
      await relay.deliverDue([TOPIC], 2, async () => undefined);
      await database.handle.db.update(outbox).set({ deliveredAt: sql`now() - interval '8 days'` }).where(eq(outbox.id, oldDelivered!));
      await database.handle.db.update(outbox).set({ createdAt: sql`now() - interval '30 days'` }).where(eq(outbox.id, oldPending!));

      expect(await relay.pruneDelivered(7 * 24 * 3_600_000)).toBe(1);

      const left = (await database.handle.db.select({ id: outbox.id }).from(outbox)).map(({ id }) => id).sort();
      expect(left).toEqual([recentDelivered!, oldPending!].sort());
      expect(await relay.pruneDelivered(7 * 24 * 3_600_000)).toBe(0);
    });
  });
}
