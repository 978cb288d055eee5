import type { CustomerDayError, CustomerDayField } from '../errors.js';

/** The customer's own days (date of birth, anniversary): a real day, not before 1900, not ahead. */
export const EARLIEST_CUSTOMER_DAY = '1900-01-01';

/** Whether `text` is a real day written `YYYY-MM-DD` (no 31 April, no 29 February outside a leap year). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The latest day a customer's date may name at `now`: the day already begun in the store's
 * easternmost region (the UAE, UTC+4), so that a shopper giving today's date, in any of the
 * regions, is never told it lies ahead.
 */
export function latestCustomerDay(now: Date): string {
  return new Date(now.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whether `value` is a real day from 1 January 1900 to `latest` (both `YYYY-MM-DD`). */
export function isCustomerDay(value: string, latest: string): boolean {
  return isCalendarDay(value) && value >= EARLIEST_CUSTOMER_DAY && value <= latest;
}

/** `DAY_INVALID` for the first of the given days that is not a customer day, naming it; nothing when all are. */
export function customerDayIssue(days: Readonly<Partial<Record<CustomerDayField, string | undefined>>>, now: Date): CustomerDayError | undefined {
  const latest = latestCustomerDay(now);
  const fields: readonly CustomerDayField[] = ['dateOfBirth', 'anniversaryDate'];
  const field = fields.find((candidate) => {
    const value = days[candidate];
    return value !== undefined && !isCustomerDay(value, latest);
  });
  return field === undefined ? undefined : { code: 'DAY_INVALID', params: { field, earliest: EARLIEST_CUSTOMER_DAY } };
}
