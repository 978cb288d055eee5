import { describe, expect, it } from 'vitest';
import { aGuestCart } from '../test-support/guest-cart.builder.js';
import { DefaultGuestCartExpiryPolicy } from './guest-cart-expiry.policy.js';

const now = new Date('2025-03-01T10:00:00Z');
const policy = new DefaultGuestCartExpiryPolicy();

describe('guest cart expiry', () => {
  it('keeps a guest cart written 30 days ago in the same region', () => {
    expect(policy.verdict(aGuestCart().writtenDaysBefore(now, 30).build(), { now, region: 'sa' })).toBe('keep');
  });

  it('drops a guest cart older than 30 days', () => {
    expect(policy.verdict(aGuestCart().writtenDaysBefore(now, 30.01).build(), { now, region: 'sa' })).toBe('expired');
  });

  it('drops a guest cart made in another region, however fresh', () => {
    expect(policy.verdict(aGuestCart().inRegion('eg').writtenDaysBefore(now, 0).build(), { now, region: 'sa' })).toBe('other-region');
  });

  it('lets a merchant choose another lifetime', () => {
    expect(new DefaultGuestCartExpiryPolicy(7).verdict(aGuestCart().writtenDaysBefore(now, 8).build(), { now, region: 'sa' })).toBe('expired');
  });
});
