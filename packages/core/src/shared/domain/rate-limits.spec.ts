import { describe, expect, it } from 'vitest';
import { clientKey, DEFAULT_RATE_LIMITS, rateLimitCounters } from './rate-limits.js';

describe('rate limit keys', () => {
  it('counts an IPv4 client by its address, an IPv4-mapped one as IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64 network however the address is written', () => {
    expect(clientKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('names a coupon try by client and by cart, a sign-in by client and by email in lower case', () => {
    expect(rateLimitCounters('coupon-attempt', DEFAULT_RATE_LIMITS['coupon-attempt'], { client: '192.0.2.1', target: 'cart-9' }).map((counter) => counter.key)).toEqual([
      'coupon-attempt:client:192.0.2.1',
      'coupon-attempt:cart:cart-9',
    ]);
    expect(rateLimitCounters('sign-in', DEFAULT_RATE_LIMITS['sign-in'], { target: ' Noura@Example.COM ' }).map((counter) => counter.key)).toEqual(['sign-in:email:noura@example.com']);
  });

  it('has no target for a cart creation or a search, whatever the caller names', () => {
    expect(rateLimitCounters('cart-creation', { perClient: { max: 1, windowSeconds: 1 }, perTarget: { max: 1, windowSeconds: 1 } }, { client: '192.0.2.1', target: 'x' })).toHaveLength(1);
  });
});
