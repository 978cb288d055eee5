import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoredSession } from '@storefront/core/session';
import { PostgresSessionStore } from '@storefront/adapters-postgres';
import { createTestDatabase, insertTestCustomer, type TestDatabase } from '@storefront/adapters-postgres/testing';
import { demoStoreTemplate } from '../test-support/demo-store.js';
import { registerSessionSweep } from './session-sweep.js';
import { API_ENGINE } from '../test-support/engine.js';


const NOW = new Date('2026-03-02T10:00:00Z');
const hours = (count: number) => new Date(NOW.getTime() + count * 3_600_000);

/** A session signed in `startedHoursAgo` hours before NOW, with 12 hours of absolute life. */
const aSession = (customerId: number, startedHoursAgo: number): StoredSession => ({
  idHash: randomBytes(32).toString('hex'),
  region: 'sa',
  customerId,
  createdAt: hours(-startedHoursAgo),
  lastSeenAt: hours(-startedHoursAgo),
  expiresAt: hours(12 - startedHoursAgo),
});

describe(`the session sweep on ${API_ENGINE}`, () => {
  let database: TestDatabase;
  let store: PostgresSessionStore;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(API_ENGINE, demoStoreTemplate(40));
    store = new PostgresSessionStore(database.handle.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('deletes the sessions past their absolute end once the server listens, and keeps the live ones', async () => {
    const { id: customerId } = await insertTestCustomer(database.handle.db, 'sa');
    const ended = aSession(customerId, 13);
    const live = aSession(customerId, 2);
    for (const session of [ended, live]) (await store.create(session))._unsafeUnwrap();

    app = Fastify({ logger: false });
    registerSessionSweep(app, store, { now: () => NOW });
    await app.listen({ port: 0, host: '127.0.0.1' });

    await vi.waitFor(async () => expect((await store.find(ended.idHash))._unsafeUnwrap()).toBeUndefined());
    expect((await store.find(live.idHash))._unsafeUnwrap()).toEqual(live);
  });
});
