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

  it('reads a hand-typed record the way it was meant (case, spaces) and refuses a bad timestamp', () => {
    const stored = { cartId: ' guest-cart-1 ', cartData: null, timestamp: 5, region: 'SA', locale: 'AR-sa' };
    expect(readGuestCartRecord(stored)).toEqual({ cartId: 'guest-cart-1', cartData: null, timestamp: 5, region: 'sa', locale: { language: 'ar', region: 'sa' } });
    expect(readGuestCartRecord({ ...stored, cartId: '   ' })).toBeUndefined();
    expect(readGuestCartRecord({ ...stored, timestamp: -1 })).toBeUndefined();
    expect(readGuestCartRecord({ ...stored, timestamp: 1.5 })).toBeUndefined();
    expect(readGuestCartRecord({ ...stored, timestamp: '5' })).toBeUndefined();
  });
});
