import type { Locale, Region } from '../../locale/domain/locale.js';
import type { GuestCartRecord } from '../domain/guest-cart.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Builds guest cart records: `aGuestCart().inRegion('ae').writtenDaysBefore(now, 31).build()`. */
export function aGuestCart() {
  let record: GuestCartRecord = {
    cartId: 'guest-cart-1',
    cartData: { id: 'guest-cart-1' },
    timestamp: Date.parse('2025-03-01T10:00:00Z'),
    region: 'sa',
    locale: { language: 'en', region: 'sa' },
  };
  const builder = {
    withId(cartId: string) {
      record = { ...record, cartId, cartData: { id: cartId } };
      return builder;
    },
    inRegion(region: Region) {
      const locale: Locale = { language: record.locale.language, region };
      record = { ...record, region, locale };
      return builder;
    },
    writtenDaysBefore(now: Date, days: number) {
      record = { ...record, timestamp: now.getTime() - days * DAY_MS };
      return builder;
    },
    build(): GuestCartRecord {
      return record;
    },
  };
  return builder;
}
