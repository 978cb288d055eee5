import { describe, expect, it } from 'vitest';
import { dayRange, weekdayName } from './opening-hours';

describe('the store locator’s days', () => {
  it('names each day of the week, Sunday first, in English and Arabic', () => {
    expect(([0, 1, 2, 3, 4, 5, 6] as const).map((day) => weekdayName(day, 'en'))).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayName(0, 'ar')).toBe('الأحد');
    expect(weekdayName(5, 'ar')).toBe('الجمعة');
  });

  it('writes a group of days as its first and last, and a single day alone', () => {
    expect(dayRange({ from: 0, to: 4 }, 'en')).toBe('Sun–Thu');
    expect(dayRange({ from: 0, to: 4 }, 'ar')).toBe('الأحد–الخميس');
    expect(dayRange({ from: 6, to: 6 }, 'en')).toBe('Sat');
  });
});
