import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Region } from '@storefront/core/locale';
import type { ResultAsync } from 'neverthrow';
import type { SessionStore, StoredSession } from '@storefront/core/session';
import type { InfrastructureError } from '@storefront/core/shared';

export interface SessionStoreContractSubject {
  /** The store under test, holding no session of the customers `newCustomer` makes. */
  readonly store: SessionStore;
  /** A customer of the region's store that has no session yet (a row where the store needs one). */
  newCustomer(region: Region): Promise<number>;
  /** Lets go of what the store holds (a test database, a prefix's keys, a connection). */
  dispose(): Promise<void>;
}

const T0 = new Date('2026-03-01T10:00:00.000Z');
const minutes = (count: number) => new Date(T0.getTime() + count * 60_000);

/** A session as `KeepSessions` would store it: a fresh id hash, 12 hours of absolute life. */
function aSession(region: Region, customerId: number, overrides: Partial<StoredSession> = {}): StoredSession {
  return { idHash: randomBytes(32).toString('hex'), region, customerId, createdAt: T0, lastSeenAt: T0, expiresAt: minutes(12 * 60), ...overrides };
}

async function ok<T>(result: ResultAsync<T, InfrastructureError>): Promise<T> {
  const settled = await result;
  if (settled.isErr()) throw new Error(`Expected success, got ${JSON.stringify(settled.error)}`);
  return settled.value;
}

/**
 * What every `SessionStore` does (decision 1002), written against the port alone: the engine's
 * store on PGlite and PostgreSQL and the Redis store run it. Storage only: which sessions are live
 * is the core's to say, so the sessions here are kept far from any lifetime a store may give them.
 */
export function sessionStoreContract(name: string, open: () => Promise<SessionStoreContractSubject>): void {
  describe(`SessionStore contract: ${name}`, () => {
    let subject: SessionStoreContractSubject;
    let store: SessionStore;
    // Lifetimes in the stores' own clock: far enough ahead that no store forgets a session during the suite.
    const keepUntil = () => new Date(Date.now() + 3_600_000);
    const created = async (session: StoredSession) => {
      await ok(store.create(session, keepUntil()));
      return session;
    };

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject?.dispose());

    it('finds a session by its id hash, as it was kept', async () => {
      const session = await created(aSession('sa', await subject.newCustomer('sa')));

      expect(await ok(store.find(session.idHash))).toEqual(session);
    });

    it('finds nothing under a hash it never kept', async () => {
      expect(await ok(store.find(randomBytes(32).toString('hex')))).toBeUndefined();
    });

    it('moves the last-seen time on a touch, and nothing else', async () => {
      const session = await created(aSession('ae', await subject.newCustomer('ae')));

      await ok(store.touch(session.idHash, minutes(20), keepUntil()));

      expect(await ok(store.find(session.idHash))).toEqual({ ...session, lastSeenAt: minutes(20) });
    });

    it('brings back no session by touching one that is gone', async () => {
      const session = await created(aSession('ae', await subject.newCustomer('ae')));
      await ok(store.delete(session.idHash));

      await ok(store.touch(session.idHash, minutes(5), keepUntil()));

      expect(await ok(store.find(session.idHash))).toBeUndefined();
    });

    it('replaces a session with its rotated successor', async () => {
      const session = await created(aSession('eg', await subject.newCustomer('eg')));
      const next = { ...session, idHash: randomBytes(32).toString('hex'), lastSeenAt: minutes(3) };

      expect(await ok(store.replace(session.idHash, next, keepUntil()))).toBe(true);

      expect(await ok(store.find(session.idHash))).toBeUndefined();
      expect(await ok(store.find(next.idHash))).toEqual(next);
    });

    it('keeps no successor for a session that is gone', async () => {
      const session = aSession('eg', await subject.newCustomer('eg'));
      const next = { ...session, idHash: randomBytes(32).toString('hex') };

      expect(await ok(store.replace(session.idHash, next, keepUntil()))).toBe(false);

      expect(await ok(store.find(next.idHash))).toBeUndefined();
    });

    it('lets one of two rotations of one session at once through', async () => {
      const session = await created(aSession('sa', await subject.newCustomer('sa')));
      const successors = [1, 2].map(() => ({ ...session, idHash: randomBytes(32).toString('hex') }));

      const replaced = await Promise.all(successors.map((next) => ok(store.replace(session.idHash, next, keepUntil()))));

      expect(replaced.filter(Boolean)).toHaveLength(1);
      const found = await Promise.all(successors.map((next) => ok(store.find(next.idHash))));
      expect(found.filter((one) => one !== undefined)).toHaveLength(1);
    });

    it('deletes one session and leaves the customer’s others', async () => {
      const customerId = await subject.newCustomer('sa');
      const [phone, laptop] = [await created(aSession('sa', customerId)), await created(aSession('sa', customerId))];

      await ok(store.delete(phone.idHash));
      await ok(store.delete(phone.idHash));

      expect(await ok(store.find(phone.idHash))).toBeUndefined();
      expect(await ok(store.find(laptop.idHash))).toEqual(laptop);
    });

    it('deletes every session of a customer in a region, and no one else’s', async () => {
      const [customerId, someoneElse] = [await subject.newCustomer('ae'), await subject.newCustomer('ae')];
      const mine = await Promise.all(Array.from({ length: 4 }, () => created(aSession('ae', customerId))));
      const theirs = await created(aSession('ae', someoneElse));

      expect(await ok(store.deleteAllOf('ae', customerId))).toBe(4);

      for (const session of mine) expect(await ok(store.find(session.idHash))).toBeUndefined();
      expect(await ok(store.find(theirs.idHash))).toEqual(theirs);
      expect(await ok(store.deleteAllOf('ae', customerId))).toBe(0);
    });

    it('keeps the one session it is told to spare', async () => {
      const customerId = await subject.newCustomer('eg');
      const [here, there] = [await created(aSession('eg', customerId)), await created(aSession('eg', customerId))];

      expect(await ok(store.deleteAllOf('eg', customerId, here.idHash))).toBe(1);

      expect(await ok(store.find(here.idHash))).toEqual(here);
      expect(await ok(store.find(there.idHash))).toBeUndefined();
    });

    it('counts a rotated session among the customer’s', async () => {
      const customerId = await subject.newCustomer('sa');
      const session = await created(aSession('sa', customerId));
      const next = { ...session, idHash: randomBytes(32).toString('hex') };
      await ok(store.replace(session.idHash, next, keepUntil()));

      expect(await ok(store.deleteAllOf('sa', customerId))).toBe(1);
      expect(await ok(store.find(next.idHash))).toBeUndefined();
    });
  });
}
