import { describe, expect, it } from 'vitest';
import { groupOpeningHours } from './opening-hours.js';

const day = (opens: string, closes: string) => ({ opens, closes });

describe('groupOpeningHours', () => {
  it('groups consecutive days with the same hours, closed days included, in week order', () => {
    const week = [day('10:00', '22:00'), day('10:00', '22:00'), day('10:00', '22:00'), day('10:00', '22:00'), day('10:00', '22:00'), day('16:00', '23:00'), null];
    expect(groupOpeningHours(week)).toEqual([
      { from: 0, to: 4, hours: day('10:00', '22:00') },
      { from: 5, to: 5, hours: day('16:00', '23:00') },
      { from: 6, to: 6, hours: null },
    ]);
  });

  it('keeps apart days with the same hours that another day separates, and has nothing for an empty week', () => {
    expect(groupOpeningHours([day('09:30', '22:00'), null, day('09:30', '22:00')]).map(({ from, to }) => [from, to])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(groupOpeningHours([])).toEqual([]);
  });
});
