import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { unavailable } from '../../errors.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../../domain/rate-limits.js';
import type { RateLimitPort } from '../../ports/rate-limit.port.js';
import { CountingRateLimit } from '../../test-support/counting-rate-limit.js';
import { LimitAttempts } from './limit-attempts.use-case.js';

const limits: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  'sign-in': { perClient: { max: 5, windowSeconds: 900 }, perTarget: { max: 2, windowSeconds: 900 } },
};

describe('LimitAttempts', () => {
  it('lets the limit’s attempts through and refuses the next, with the seconds left in its window', async () => {
    const guard = new LimitAttempts(new CountingRateLimit(), limits);
    const subject = { client: '192.0.2.1', target: 'Noura@Example.com' };
    expect((await guard.attempt('sa', 'sign-in', subject)).isOk()).toBe(true);
    expect((await guard.attempt('sa', 'sign-in', subject)).isOk()).toBe(true);
    expect((await guard.attempt('sa', 'sign-in', subject))._unsafeUnwrapErr()).toEqual({ code: 'RATE_LIMITED', params: { limit: 'sign-in', retryAfterSeconds: 900 } });
  });

  it('counts an email however it is written, and one address across emails', async () => {
    const counters = new CountingRateLimit();
    const guard = new LimitAttempts(counters, limits);
    await guard.attempt('sa', 'sign-in', { client: '192.0.2.1', target: ' Noura@Example.com' });
    await guard.attempt('sa', 'sign-in', { client: '192.0.2.2', target: 'noura@example.com' });
    expect(counters.counts.get('sa:sign-in:email:noura@example.com')).toBe(2);
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test']) await guard.attempt('sa', 'sign-in', { client: '192.0.2.1', target: email });
    const sixth = await guard.attempt('sa', 'sign-in', { client: '192.0.2.1', target: 'e@x.test' });
    expect(sixth._unsafeUnwrapErr().code).toBe('RATE_LIMITED');
  });

  it('keeps regions apart', async () => {
    const guard = new LimitAttempts(new CountingRateLimit(), limits);
    await guard.attempt('sa', 'sign-in', { target: 'n@x.test' });
    await guard.attempt('sa', 'sign-in', { target: 'n@x.test' });
    expect((await guard.attempt('eg', 'sign-in', { target: 'n@x.test' })).isOk()).toBe(true);
  });

  it('forgets a target’s attempts, not the client’s', async () => {
    const counters = new CountingRateLimit();
    const guard = new LimitAttempts(counters, limits);
    await guard.attempt('sa', 'sign-in', { client: '192.0.2.1', target: 'n@x.test' });
    await guard.attempt('sa', 'sign-in', { client: '192.0.2.1', target: 'n@x.test' });
    await guard.forgetTarget('sa', 'sign-in', 'N@x.test');
    expect((await guard.attempt('sa', 'sign-in', { client: '192.0.2.1', target: 'n@x.test' })).isOk()).toBe(true);
    expect(counters.counts.get('sa:sign-in:client:192.0.2.1')).toBe(3);
  });

  it('counts nothing for a limit that is off or a subject it cannot name', async () => {
    const counters = new CountingRateLimit();
    const guard = new LimitAttempts(counters, { ...limits, search: {} });
    expect((await guard.attempt('sa', 'search', { client: '192.0.2.1' })).isOk()).toBe(true);
    expect((await guard.attempt('sa', 'cart-creation', {})).isOk()).toBe(true);
    expect(counters.counts.size).toBe(0);
  });

  it('lets the attempt through when the counter store fails', async () => {
    const down: RateLimitPort = { hit: () => errAsync(unavailable('redis')), reset: () => okAsync(undefined) };
    expect((await new LimitAttempts(down, limits).attempt('sa', 'sign-in', { client: '192.0.2.1', target: 'n@x.test' })).isOk()).toBe(true);
  });
});
