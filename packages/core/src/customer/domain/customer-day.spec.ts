import { describe, expect, it } from 'vitest';
import { customerDayIssue, isCalendarDay, isCustomerDay, latestCustomerDay } from './customer-day.js';

describe('customer days', () => {
  it('reads only real days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-04-31')).toBe(false);
    expect(isCalendarDay('24-04-01')).toBe(false);
  });

  it('takes a day from 1 January 1900 to the latest, both included', () => {
    expect(isCustomerDay('1900-01-01', '2026-11-27')).toBe(true);
    expect(isCustomerDay('1899-12-31', '2026-11-27')).toBe(false);
    expect(isCustomerDay('2026-11-27', '2026-11-27')).toBe(true);
    expect(isCustomerDay('2026-11-28', '2026-11-27')).toBe(false);
  });

  it('counts today as the UAE does, so that today is never ahead in any region', () => {
    // 21:30 UTC is already the next day in the UAE (UTC+4).
    expect(latestCustomerDay(new Date('2026-11-27T21:30:00Z'))).toBe('2026-11-28');
    expect(latestCustomerDay(new Date('2026-11-27T19:30:00Z'))).toBe('2026-11-27');
  });

  it('names the first date that is not a customer day, and none for dates left out', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(customerDayIssue({ dateOfBirth: '1990-02-28', anniversaryDate: '2015-06-01' }, now)).toBeUndefined();
    expect(customerDayIssue({}, now)).toBeUndefined();
    expect(customerDayIssue({ dateOfBirth: '2090-01-01' }, now)).toEqual({ code: 'DAY_INVALID', params: { field: 'dateOfBirth', earliest: '1900-01-01' } });
    expect(customerDayIssue({ dateOfBirth: '1990-02-28', anniversaryDate: '1850-06-01' }, now)).toEqual({ code: 'DAY_INVALID', params: { field: 'anniversaryDate', earliest: '1900-01-01' } });
  });
});
