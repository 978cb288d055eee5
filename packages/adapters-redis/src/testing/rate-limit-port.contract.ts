import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitPort } from '@storefront/core/shared';

export interface RateLimitContractSubject {
  /** A counter store with nothing counted under the keys the suite uses. */
  readonly port: RateLimitPort;
  /** Lets go of what the store holds (a test prefix's keys, a connection). */
  dispose(): Promise<void>;
}

async function hit(port: RateLimitPort, key: string, windowMs: number, region: 'sa' | 'ae' | 'eg' = 'sa') {
  const counted = await port.hit(region, key, windowMs);
  if (counted.isErr()) throw new Error(`Expected a count, got ${JSON.stringify(counted.error)}`);
  return counted.value;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What every `RateLimitPort` adapter does (decision 0910): fixed windows opened by a key's first
 * attempt, counted exactly under parallel attempts, per region and key, forgotten on reset.
 */
export function rateLimitPortContract(name: string, open: () => Promise<RateLimitContractSubject>): void {
  describe(`RateLimitPort contract: ${name}`, () => {
    let subject: RateLimitContractSubject;
    let port: RateLimitPort;
    beforeAll(async () => {
      subject = await open();
      port = subject.port;
    });
    afterAll(() => subject.dispose());

    it('counts each attempt under a key, from 1, in a window that the first attempt opens', async () => {
      const first = await hit(port, 'coupon-attempt:cart:one', 60_000);
      expect(first.hits).toBe(1);
      expect(first.resetInMs).toBeGreaterThan(55_000);
      expect(first.resetInMs).toBeLessThanOrEqual(60_000);
      expect((await hit(port, 'coupon-attempt:cart:one', 60_000)).hits).toBe(2);
      expect((await hit(port, 'coupon-attempt:cart:one', 60_000)).hits).toBe(3);
    });

    it('does not move a window with later attempts, and starts from 1 once it has ended', async () => {
      const first = await hit(port, 'search:client:192.0.2.1', 400);
      await pause(150);
      const second = await hit(port, 'search:client:192.0.2.1', 400);
      expect(second.hits).toBe(2);
      expect(second.resetInMs).toBeLessThan(first.resetInMs);
      await pause(400);
      expect(await hit(port, 'search:client:192.0.2.1', 400)).toMatchObject({ hits: 1 });
    });

    it('keeps keys and regions apart', async () => {
      await hit(port, 'sign-in:email:a@x.test', 60_000, 'sa');
      await hit(port, 'sign-in:email:a@x.test', 60_000, 'sa');
      expect((await hit(port, 'sign-in:email:a@x.test', 60_000, 'eg')).hits).toBe(1);
      expect((await hit(port, 'sign-in:email:b@x.test', 60_000, 'sa')).hits).toBe(1);
    });

    it('counts parallel attempts exactly: each sees its own count', async () => {
      const counts = await Promise.all(Array.from({ length: 50 }, () => hit(port, 'cart-creation:client:198.51.100.9', 60_000)));
      expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    });

    it('forgets a key on reset, and only that key', async () => {
      await hit(port, 'sign-in:email:c@x.test', 60_000);
      await hit(port, 'sign-in:email:d@x.test', 60_000);
      const reset = await port.reset('sa', 'sign-in:email:c@x.test');
      expect(reset.isOk()).toBe(true);
      expect((await hit(port, 'sign-in:email:c@x.test', 60_000)).hits).toBe(1);
      expect((await hit(port, 'sign-in:email:d@x.test', 60_000)).hits).toBe(2);
    });
  });
}
