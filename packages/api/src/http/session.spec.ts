import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createTestDatabase,
  insertTestCustomer,
  stockedProducts,
  type TestDatabase,
} from '@storefront/adapters-postgres/testing';
import { loadConfig, TOKENS, type Runtime } from '@storefront/composition';
import { SESSION_COOKIE } from '@storefront/contract';
import { regionSchema } from '@storefront/core/locale';
import type { KeepSessions } from '@storefront/core/session';
import { ClockPort } from '@storefront/core/shared';
import { buildApi } from '../app.js';
import { createApiContainer } from '../composition/api-container.js';
import { demoStoreTemplate } from '../test-support/demo-store.js';
import { clearSession, issueSession, rotateSession } from './session.js';
import { API_ENGINE } from '../test-support/engine.js';

const WEB = { 'x-storefront-client': 'web' };

/**
 * A clock the tests move on, so lifetimes are crossed without waiting. It starts at the real
 * time (to the second, as a cookie's expiry is written), since Redis ends its keys by its own clock.
 */
class MovableClock {
  readonly start = Math.floor(Date.now() / 1000) * 1000;
  private instant = this.start;
  now = () => new Date(this.instant);
  advance(minutes: number): void {
    this.instant += minutes * 60_000;
  }
}

/**
 * The API with the session helpers behind three routes of the test's own (the account routes call
 * the same helpers), over a real session store; the store's clock is the test's.
 */
async function anApiWithSessions(database: TestDatabase, env: Record<string, string> = {}, redis?: Redis) {
  const clock = new MovableClock();
  const runtime: Runtime = { database: database.handle, close: async () => undefined, ...(redis === undefined ? {} : { redis }) };
  const container = createApiContainer(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CART_RESTORE_SECRET: 'x'.repeat(32), ...env })._unsafeUnwrap(), runtime);
  await container.unbind(ClockPort);
  container.bind(ClockPort).toConstantValue(clock);
  const sessions = container.get<KeepSessions>(TOKENS.KeepSessions);
  const app = buildApi({ container });
  const signInBody = z.object({ region: regionSchema, customerId: z.number().int().positive() });
  app.post('/test/sign-in', async (request, reply) => {
    const { region, customerId } = signInBody.parse(request.body);
    const ticket = await issueSession(request, reply, sessions, region, customerId);
    return reply.send({ signedIn: ticket.isOk() });
  });
  app.post('/test/rotate', async (request, reply) => reply.send({ rotated: (await rotateSession(request, reply, sessions))._unsafeUnwrap() !== undefined }));
  app.post('/test/sign-out', async (request, reply) => reply.send({ signedOut: (await clearSession(request, reply, sessions)).isOk() }));
  await app.ready();
  return { app, clock, sessions };
}

const sessionCookieOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);

/** The test Redis, when it answers (its own suite, in adapters-redis, says so loudly when it does not). */
async function testRedis(): Promise<Redis | undefined> {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return undefined;
  }
}

const redis = await testRedis();
const redisPrefix = `sft-test:${randomUUID()}:session:`;
afterAll(async () => {
  if (redis === undefined) return;
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

/** Where the sessions are kept: the engine (the session store's contract suite runs it on both), or Redis beside it. */
const SHAPES: readonly { name: string; redis?: Redis; available: boolean }[] = [
  { name: `the engine (${API_ENGINE})`, available: true },
  { name: 'Redis', ...(redis === undefined ? {} : { redis }), available: redis !== undefined },
];

for (const shape of SHAPES) {
  describe.skipIf(!shape.available)(`sessions through the API, kept in ${shape.name}`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let clock: MovableClock;
    let sessions: KeepSessions;

    beforeAll(async () => {
      database = await createTestDatabase(API_ENGINE, demoStoreTemplate(240));
      ({ app, clock, sessions } = await anApiWithSessions(database, { SESSION_REDIS_PREFIX: redisPrefix }, shape.redis));
    });
    afterAll(async () => {
      await app?.close();
      await database?.dispose();
    });

    const signIn = async (region: 'sa' | 'ae' | 'eg', customerId: number, cookie?: string) => {
      const response = await app.inject({ method: 'POST', url: '/test/sign-in', payload: { region, customerId }, headers: cookie === undefined ? {} : { cookie } });
      const session = sessionCookieOf(response);
      if (session === undefined) throw new Error(`No session cookie: ${response.body}`);
      return `${SESSION_COOKIE}=${session.value}`;
    };
    /** The wish list answers a signed-in customer and refuses a guest: what the browser sees of being signed in. */
    const wishlistAs = (cookie: string | undefined, region: 'sa' | 'ae' | 'eg' = 'sa') =>
      app.inject({ method: 'POST', url: '/api/wishlist/get', payload: { region }, headers: { ...WEB, ...(cookie === undefined ? {} : { cookie }) } });
    const isSignedIn = async (cookie: string | undefined, region: 'sa' | 'ae' | 'eg' = 'sa') => {
      const status = (await wishlistAs(cookie, region)).statusCode;
      if (status !== 200 && status !== 401) throw new Error(`Unexpected status ${status}`);
      return status === 200;
    };

    it('sets an httpOnly, SameSite=Lax cookie for the whole site that ends with the session', async () => {
      const customer = await insertTestCustomer(database.handle.db, 'sa');
      const response = await app.inject({ method: 'POST', url: '/test/sign-in', payload: { region: 'sa', customerId: customer.id } });

      const cookie = sessionCookieOf(response)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Date((cookie as { expires?: Date }).expires!)).toEqual(new Date(clock.start + 12 * 3_600_000));
      // Plain http on one's own machine: a Secure cookie would never come back.
      expect(String(response.headers['set-cookie'])).not.toMatch(/Secure/i);
    });

    it('signs a customer in: the cart and wish-list routes answer them, not a guest', async () => {
      const customer = await insertTestCustomer(database.handle.db, 'sa');
      const cookie = await signIn('sa', customer.id);

      expect(await isSignedIn(undefined)).toBe(false);
      expect(await isSignedIn(cookie)).toBe(true);
      const [product] = await stockedProducts(database.handle.db, 'sa', 1, 20);
      const lineItems = [{ productId: product!.id, quantity: 1 }];
      const created = await app.inject({ method: 'POST', url: '/api/cart/createCart', payload: { region: 'sa', locale: 'en-sa', lineItems }, headers: { ...WEB, cookie } });
      const cartId = created.json().response.id as string;
      // The customer's cart needs no guest cart token to be read again.
      expect(created.cookies.map((one) => one.name)).not.toContain('cart_token');
      expect((await app.inject({ method: 'POST', url: '/api/cart/getCart', payload: { region: 'sa', cartId }, headers: { ...WEB, cookie } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/cart/getCart', payload: { region: 'sa', cartId }, headers: WEB })).json().response.code).toBe('CART_NOT_FOUND');
    });

    it('takes an unknown, forged or malformed token for a guest', async () => {
      for (const value of ['A'.repeat(43), 'x', '', 'a'.repeat(4000), '%00%ff']) {
        expect(await isSignedIn(`${SESSION_COOKIE}=${value}`)).toBe(false);
      }
    });

    it('takes a session of another region’s store for none there', async () => {
      const customer = await insertTestCustomer(database.handle.db, 'sa');
      const cookie = await signIn('sa', customer.id);

      expect(await isSignedIn(cookie, 'eg')).toBe(false);
      expect(await isSignedIn(cookie, 'sa')).toBe(true);
    });

    it('ends a session left idle for 30 minutes', async () => {
      const customer = await insertTestCustomer(database.handle.db, 'sa');
      const cookie = await signIn('sa', customer.id);
      clock.advance(29);
      expect(await isSignedIn(cookie)).toBe(true);

      clock.advance(30);
      expect(await isSignedIn(cookie)).toBe(false);
      // Ended means deleted: not even a clock set back brings it back.
      clock.advance(-59);
      expect(await isSignedIn(cookie)).toBe(false);
      clock.advance(59);
    });

    it('ends a session 12 hours after sign-in however busy', async () => {
      const customer = await insertTestCustomer(database.handle.db, 'sa');
      const cookie = await signIn('sa', customer.id);
      for (let hour = 0; hour < 47; hour += 1) {
        clock.advance(15);
        expect(await isSignedIn(cookie)).toBe(true);
      }
      clock.advance(15);
      expect(await isSignedIn(cookie)).toBe(false);
    });

    it('rotates: the new cookie signs in, the old token opens nothing', async () => {
      const customer = await insertTestCustomer(database.handle.db, 'sa');
      const old = await signIn('sa', customer.id);

      const rotated = await app.inject({ method: 'POST', url: '/test/rotate', headers: { cookie: old } });
      const fresh = `${SESSION_COOKIE}=${sessionCookieOf(rotated)!.value}`;

      expect(rotated.json()).toEqual({ rotated: true });
      expect(fresh).not.toBe(old);
      expect(await isSignedIn(old)).toBe(false);
      expect(await isSignedIn(fresh)).toBe(true);
    });

    it('never keeps a token planted before sign-in: the session after is a new one', async () => {
      const customer = await insertTestCustomer(database.handle.db, 'sa');
      const planted = await signIn('sa', customer.id);

      const after = await signIn('sa', customer.id, planted);

      expect(after).not.toBe(planted);
      expect(await isSignedIn(planted)).toBe(false);
      expect(await isSignedIn(after)).toBe(true);
    });

    it('signs this browser out and clears its cookie; the customer’s other devices stay in', async () => {
      const customer = await insertTestCustomer(database.handle.db, 'sa');
      const [phone, laptop] = [await signIn('sa', customer.id), await signIn('sa', customer.id)];

      const out = await app.inject({ method: 'POST', url: '/test/sign-out', headers: { cookie: phone } });

      expect(sessionCookieOf(out)).toMatchObject({ value: '', path: '/', httpOnly: true });
      expect(await isSignedIn(phone)).toBe(false);
      expect(await isSignedIn(laptop)).toBe(true);
    });

    it('signs out of every device at once', async () => {
      const customer = await insertTestCustomer(database.handle.db, 'sa');
      const devices = [await signIn('sa', customer.id), await signIn('sa', customer.id), await signIn('sa', customer.id)];
      const someoneElse = await signIn('sa', (await insertTestCustomer(database.handle.db, 'sa')).id);

      expect((await sessions.endAll('sa', customer.id))._unsafeUnwrap()).toBe(3);

      for (const device of devices) expect(await isSignedIn(device)).toBe(false);
      expect(await isSignedIn(someoneElse)).toBe(true);
    });
  });
}

describe('the session cookie behind https', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(API_ENGINE, demoStoreTemplate(240));
    ({ app } = await anApiWithSessions(database, { PUBLIC_ORIGIN: 'https://shop.example.com' }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('is Secure when the store’s public address is https, whatever the request says', async () => {
    const customer = await insertTestCustomer(database.handle.db, 'ae');
    const response = await app.inject({ method: 'POST', url: '/test/sign-in', payload: { region: 'ae', customerId: customer.id } });

    expect(sessionCookieOf(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
