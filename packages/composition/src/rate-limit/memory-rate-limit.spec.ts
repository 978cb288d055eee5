import { describe, expect, it } from 'vitest';
import { rateLimitPortContract } from '@storefront/adapters-redis/testing';
import type { ClockPort } from '@storefront/core/shared';
import { systemClock } from '../cache/system-clock.js';
import { MemoryRateLimit } from './memory-rate-limit.js';

rateLimitPortContract('in-process', async () => ({ port: new MemoryRateLimit(systemClock), dispose: async () => undefined }));

/** A clock the test moves by hand. */
function handClock(): ClockPort & { advance(ms: number): void } {
  let now = Date.parse('2026-03-01T10:00:00Z');
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

describe('MemoryRateLimit', () => {
  it('drops ended windows as new keys arrive, so a stream of one-off clients does not grow the process', async () => {
    const clock = handClock();
    const counters = new MemoryRateLimit(clock, 1_000);
    for (let client = 0; client < 500; client += 1) await counters.hit('sa', `search:client:10.0.0.${client}`, 60_000);
    expect(counters.size).toBe(500);
    clock.advance(61_000);
    await counters.hit('sa', 'search:client:192.0.2.1', 60_000);
    expect(counters.size).toBe(1);
  });

  it('holds at most its bound of live windows, letting the oldest go', async () => {
    const counters = new MemoryRateLimit(handClock(), 100);
    for (let client = 0; client < 250; client += 1) await counters.hit('sa', `search:client:10.0.${client}`, 60_000);
    expect(counters.size).toBe(100);
    expect((await counters.hit('sa', 'search:client:10.0.249', 60_000))._unsafeUnwrap().hits).toBe(2);
    expect((await counters.hit('sa', 'search:client:10.0.0', 60_000))._unsafeUnwrap().hits).toBe(1);
  });
});
