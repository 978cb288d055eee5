import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../shared/test-support/fixed-clock.js';
import { DefaultGuestCartExpiryPolicy } from '../../domain/guest-cart-expiry.policy.js';
import { aGuestCart } from '../../test-support/guest-cart.builder.js';
import { ResolveCartId } from './resolve-cart-id.use-case.js';

const now = '2025-03-01T10:00:00Z';
const resolve = new ResolveCartId(new DefaultGuestCartExpiryPolicy(), fixedClock(now));

describe('ResolveCartId', () => {
  it('finds a guest’s cart in guest storage', () => {
    expect(resolve.execute({ region: 'sa', guestCart: aGuestCart().withId('g-1').build(), cartDataId: 'data' })).toEqual({ cartId: 'g-1', source: 'guest-storage' });
  });

  it('ignores an expired guest cart, uses the cached cart data and asks for the record to be removed', () => {
    const old = aGuestCart().writtenDaysBefore(new Date(now), 31).build();
    expect(resolve.execute({ region: 'sa', customerId: 0, guestCart: old, cartDataId: 'data' })).toEqual({ cartId: 'data', source: 'cart-data', discardGuestCart: 'expired' });
  });

  it('ignores a guest cart of another region', () => {
    expect(resolve.execute({ region: 'ae', guestCart: aGuestCart().build() })).toEqual({ source: 'none', discardGuestCart: 'other-region' });
  });

  it('gives a signed-in customer the saved attribute', () => {
    expect(resolve.execute({ region: 'sa', customerId: 12, savedCartId: 'saved', guestCart: aGuestCart().build() })).toEqual({ cartId: 'saved', source: 'saved-attribute' });
  });
});
