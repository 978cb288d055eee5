import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { InfrastructureError } from '../../../shared/errors.js';
import { FakeClock } from '../../../shared/test-support/fake-clock.js';
import { DefaultSessionPolicy } from '../../domain/session.policy.js';
import { isWellFormedSessionToken, sessionIdHash } from '../../domain/session-token.js';
import { InMemorySessionStore } from '../../test-support/in-memory-session-store.js';
import { KeepSessions } from './keep-sessions.use-case.js';

function sessions(lifetimes = { idleMinutes: 30, absoluteHours: 12 }) {
  const clock = new FakeClock('2026-03-01T10:00:00Z');
  const store = new InMemorySessionStore();
  return { clock, store, keep: new KeepSessions(store, new DefaultSessionPolicy(lifetimes), clock) };
}

const ok = async <T>(result: ResultAsync<T, InfrastructureError>): Promise<T> => (await result)._unsafeUnwrap();

describe('KeepSessions', () => {
  it('starts a session with an opaque 256-bit token and stores only its SHA-256', async () => {
    const { store, keep } = sessions();
    const ticket = await ok(keep.start('sa', 7));

    expect(isWellFormedSessionToken(ticket.token)).toBe(true);
    expect(ticket.expiresAt).toEqual(new Date('2026-03-01T22:00:00Z'));
    expect([...store.sessions.keys()]).toEqual([await sessionIdHash(ticket.token)]);
    expect(JSON.stringify([...store.sessions.values()])).not.toContain(ticket.token);
  });

  it('gives every session a token of its own', async () => {
    const { keep } = sessions();
    const tokens = await Promise.all(Array.from({ length: 20 }, () => ok(keep.start('sa', 7))));

    expect(new Set(tokens.map((ticket) => ticket.token)).size).toBe(20);
  });

  it('resolves a live session to its customer in its region', async () => {
    const { keep } = sessions();
    const { token } = await ok(keep.start('eg', 11));

    expect(await ok(keep.resolve(token, 'eg'))).toMatchObject({ region: 'eg', customerId: 11, expiresAt: new Date('2026-03-01T22:00:00Z') });
  });

  it('answers none for no token, a malformed one and an unknown one', async () => {
    const { keep } = sessions();
    await ok(keep.start('sa', 7));

    expect(await ok(keep.resolve(undefined, 'sa'))).toBeUndefined();
    expect(await ok(keep.resolve('', 'sa'))).toBeUndefined();
    expect(await ok(keep.resolve('not a token', 'sa'))).toBeUndefined();
    expect(await ok(keep.resolve('A'.repeat(43), 'sa'))).toBeUndefined();
  });

  it('answers none for a session of another region’s store', async () => {
    const { keep } = sessions();
    const { token } = await ok(keep.start('sa', 7));

    expect(await ok(keep.resolve(token, 'ae'))).toBeUndefined();
    expect(await ok(keep.resolve(token, 'sa'))).toMatchObject({ customerId: 7 });
  });

  it('ends a session left idle for 30 minutes and deletes it', async () => {
    const { clock, store, keep } = sessions();
    const { token } = await ok(keep.start('sa', 7));
    clock.advance({ minutes: 29, seconds: 59 });
    expect(await ok(keep.resolve(token, 'sa'))).toBeDefined();

    clock.advance({ minutes: 30 });
    expect(await ok(keep.resolve(token, 'sa'))).toBeUndefined();
    expect(store.sessions.size).toBe(0);
  });

  it('keeps a session in use alive, moving its idle deadline', async () => {
    const { clock, keep } = sessions();
    const { token } = await ok(keep.start('sa', 7));
    for (let visit = 0; visit < 10; visit += 1) {
      clock.advance({ minutes: 20 });
      expect(await ok(keep.resolve(token, 'sa'))).toBeDefined();
    }
    expect((await ok(keep.resolve(token, 'sa')))?.idleExpiresAt).toEqual(new Date('2026-03-01T13:50:00Z'));
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const { clock, keep } = sessions();
    const { token } = await ok(keep.start('sa', 7));
    for (let visit = 0; visit < 47; visit += 1) {
      clock.advance({ minutes: 15 });
      expect(await ok(keep.resolve(token, 'sa'))).toBeDefined();
    }
    expect((await ok(keep.resolve(token, 'sa')))?.idleExpiresAt).toEqual(new Date('2026-03-01T22:00:00Z'));

    clock.advance({ minutes: 15 });
    expect(await ok(keep.resolve(token, 'sa'))).toBeUndefined();
  });

  it('follows configured lifetimes', async () => {
    const { clock, keep } = sessions({ idleMinutes: 5, absoluteHours: 1 });
    const { token, expiresAt } = await ok(keep.start('sa', 7));
    expect(expiresAt).toEqual(new Date('2026-03-01T11:00:00Z'));

    clock.advance({ minutes: 5 });
    expect(await ok(keep.resolve(token, 'sa'))).toBeUndefined();
  });

  it('writes the last-seen time at most once a minute', async () => {
    const { clock, store, keep } = sessions();
    const { token } = await ok(keep.start('sa', 7));
    const idHash = await sessionIdHash(token);
    clock.advance({ seconds: 30 });
    await ok(keep.resolve(token, 'sa'));
    expect(store.sessions.get(idHash)?.lastSeenAt).toEqual(new Date('2026-03-01T10:00:00Z'));

    clock.advance({ seconds: 30 });
    await ok(keep.resolve(token, 'sa'));
    expect(store.sessions.get(idHash)?.lastSeenAt).toEqual(new Date('2026-03-01T10:01:00Z'));
  });

  it('rotates: the new token opens the same session, the old one nothing', async () => {
    const { clock, keep } = sessions();
    const old = await ok(keep.start('ae', 9));
    clock.advance({ minutes: 20 });

    const rotated = await ok(keep.rotate(old.token));

    expect(rotated?.token).not.toBe(old.token);
    expect(rotated?.expiresAt).toEqual(old.expiresAt);
    expect(await ok(keep.resolve(old.token, 'ae'))).toBeUndefined();
    expect(await ok(keep.resolve(rotated?.token, 'ae'))).toMatchObject({ customerId: 9, createdAt: new Date('2026-03-01T10:00:00Z') });
  });

  it('rotates nothing for a token that opens no live session', async () => {
    const { clock, keep } = sessions();
    const { token } = await ok(keep.start('ae', 9));
    expect(await ok(keep.rotate('forged'))).toBeUndefined();

    clock.advance({ minutes: 31 });
    expect(await ok(keep.rotate(token))).toBeUndefined();
  });

  it('lets only one of two rotations of one token through', async () => {
    const { store, keep } = sessions();
    const { token } = await ok(keep.start('ae', 9));

    const [first, second] = await Promise.all([ok(keep.rotate(token)), ok(keep.rotate(token))]);

    expect([first, second].filter((ticket) => ticket !== undefined)).toHaveLength(1);
    expect(store.sessions.size).toBe(1);
  });

  it('ends one session at sign-out and leaves the customer’s others', async () => {
    const { keep } = sessions();
    const [phone, laptop] = [await ok(keep.start('sa', 7)), await ok(keep.start('sa', 7))];

    await ok(keep.end(phone.token));
    await ok(keep.end('forged'));
    await ok(keep.end(undefined));

    expect(await ok(keep.resolve(phone.token, 'sa'))).toBeUndefined();
    expect(await ok(keep.resolve(laptop.token, 'sa'))).toBeDefined();
  });

  it('ends every session of the customer in the region, and only those', async () => {
    const { keep } = sessions();
    const mine = [await ok(keep.start('sa', 7)), await ok(keep.start('sa', 7)), await ok(keep.start('sa', 7))];
    const someoneElse = await ok(keep.start('sa', 8));
    const sameIdElsewhere = await ok(keep.start('eg', 7));

    expect(await ok(keep.endAll('sa', 7))).toBe(3);

    for (const { token } of mine) expect(await ok(keep.resolve(token, 'sa'))).toBeUndefined();
    expect(await ok(keep.resolve(someoneElse.token, 'sa'))).toBeDefined();
    expect(await ok(keep.resolve(sameIdElsewhere.token, 'eg'))).toBeDefined();
  });

  it('ends every other session but the device that asked', async () => {
    const { keep } = sessions();
    const [here, there] = [await ok(keep.start('sa', 7)), await ok(keep.start('sa', 7))];

    expect(await ok(keep.endAll('sa', 7, { except: here.token }))).toBe(1);

    expect(await ok(keep.resolve(here.token, 'sa'))).toBeDefined();
    expect(await ok(keep.resolve(there.token, 'sa'))).toBeUndefined();
  });
});
