import { describe, expect, it } from 'vitest';
import { aGuestCart } from '../test-support/guest-cart.builder.js';
import { readGuestCartRecord, writeGuestCartRecord } from './guest-cart.js';

describe('guest cart record', () => {
  it('keeps cartId, cartData, timestamp, region and locale through browser storage', () => {
    const record = aGuestCart().inRegion('ae').build();
    const stored = JSON.parse(JSON.stringify(writeGuestCartRecord(record))) as unknown;
    expect(stored).toMatchObject({ cartId: 'guest-cart-1', region: 'ae', locale: 'en-ae' });
    expect(readGuestCartRecord(stored)).toEqual(record);
  });

  it('treats an unreadable record as no guest cart', () => {
    expect(readGuestCartRecord(null)).toBeUndefined();
    expect(readGuestCartRecord({ cartId: 'x', timestamp: 1, region: 'fr', locale: 'en-sa' })).toBeUndefined();
    expect(readGuestCartRecord({ cartId: 'x', timestamp: 1, region: 'sa', locale: 'xx' })).toBeUndefined();
    expect(readGuestCartRecord({ cartId: '', timestamp: 1, region: 'sa', locale: 'en-sa' })).toBeUndefined();
  });
});
