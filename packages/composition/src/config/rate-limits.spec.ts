import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '@storefront/core/shared';
import { loadConfig } from './config.js';
import { rateLimitsOf } from './rate-limits.js';

describe('rate-limit settings (decision 0910)', () => {
  it('are the core’s defaults when nothing is set', () => {
    expect(rateLimitsOf(loadConfig({})._unsafeUnwrap())).toEqual(DEFAULT_RATE_LIMITS);
  });

  it('read attempts per window in seconds, minutes or hours, and off', () => {
    const limits = rateLimitsOf(
      loadConfig({ RATE_LIMIT_COUPON_PER_CART: '3/10m', RATE_LIMIT_SEARCH_PER_CLIENT: '50/30s', RATE_LIMIT_SIGN_IN_PER_EMAIL: '5/1h', RATE_LIMIT_SUGGESTIONS_PER_CLIENT: 'off' })._unsafeUnwrap(),
    );
    expect(limits['coupon-attempt']).toEqual({ perClient: { max: 30, windowSeconds: 600 }, perTarget: { max: 3, windowSeconds: 600 } });
    expect(limits.search.perClient).toEqual({ max: 50, windowSeconds: 30 });
    expect(limits['sign-in'].perTarget).toEqual({ max: 5, windowSeconds: 3_600 });
    expect(limits.suggestions.perClient).toBeUndefined();
  });

  it('stop the start naming the variable for a value that is no limit', () => {
    for (const value of ['100', '0/10m', '10/0s', '10/25h', 'many/10m', '10/10d']) {
      const problems = loadConfig({ RATE_LIMIT_CART_CREATION_PER_CLIENT: value })._unsafeUnwrapErr().problems;
      expect(problems, value).toEqual([`RATE_LIMIT_CART_CREATION_PER_CLIENT: must be attempts per window such as 100/10m (1 to 1000000 attempts in 1s to 24h; s, m or h), or off (got ${JSON.stringify(value)})`]);
    }
  });

  it('keep their Redis keys under storefront:rate-limit: unless another prefix is set', () => {
    expect(loadConfig({})._unsafeUnwrap().RATE_LIMIT_REDIS_PREFIX).toBe('storefront:rate-limit:');
    expect(loadConfig({ RATE_LIMIT_REDIS_PREFIX: 'shop-a:rl:' })._unsafeUnwrap().RATE_LIMIT_REDIS_PREFIX).toBe('shop-a:rl:');
  });
});

describe('TRUST_PROXY (decision 0913)', () => {
  it('trusts no proxy unless set: the connection’s address is the client’s', () => {
    expect(loadConfig({})._unsafeUnwrap().TRUST_PROXY).toBe(false);
  });

  it('reads true, a number of proxies, or their addresses and networks', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' })._unsafeUnwrap().TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' })._unsafeUnwrap().TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' })._unsafeUnwrap().TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1,fd00::/8');
  });

  it('stops the start naming the variable for anything else', () => {
    for (const value of ['yes', '0', '10.0.0.0/33', 'proxy.internal']) {
      expect(loadConfig({ TRUST_PROXY: value })._unsafeUnwrapErr().problems[0], value).toMatch(/^TRUST_PROXY: must be false, true, a number of proxies/);
    }
  });
});
