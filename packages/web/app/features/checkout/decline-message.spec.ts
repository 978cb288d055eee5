import { describe, expect, it } from 'vitest';
import { declineMessageKey } from './decline-message';

describe('why a payment was refused, in words for the way of paying', () => {
  it('calls a turned-down tabby or Tamara plan a plan not approved, never a declined card', () => {
    expect(declineMessageKey('declined', 'tabby')).toBe('checkout.declined.not-eligible');
    expect(declineMessageKey('declined', 'tamara')).toBe('checkout.declined.not-eligible');
    expect(declineMessageKey('expired', 'tamara')).toBe('checkout.declined.expired');
  });

  it('keeps the card’s own reason, and a missing one is a decline', () => {
    expect(declineMessageKey('insufficient-funds', 'card')).toBe('checkout.declined.insufficient-funds');
    expect(declineMessageKey(undefined, 'card')).toBe('checkout.declined.declined');
    expect(declineMessageKey('declined', undefined)).toBe('checkout.declined.declined');
  });
});
