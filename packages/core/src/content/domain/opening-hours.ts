/** A day's hours as a boutique keeps them (`10:00`, `23:30`), or `null` for a day it is closed. */
export type DayHours = { readonly opens: string; readonly closes: string } | null;

/** Days of the week as the store locator counts them: 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Consecutive days with the same hours: Sunday to Thursday 10:00–22:00, or Saturday closed. */
export interface OpeningHoursGroup {
  readonly from: Weekday;
  readonly to: Weekday;
  /** `null`: closed on those days. */
  readonly hours: DayHours;
}

const sameHours = (a: DayHours, b: DayHours) => (a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes);

/**
 * A boutique's week (Sunday first, up to seven days) as the store locator lists it: consecutive
 * days with the same hours grouped, in week order. An empty week is no hours at all.
 */
export function groupOpeningHours(week: readonly DayHours[]): readonly OpeningHoursGroup[] {
  const groups: { from: Weekday; to: Weekday; hours: DayHours }[] = [];
  week.slice(0, 7).forEach((hours, index) => {
    const day = index as Weekday;
    const last = groups.at(-1);
    if (last !== undefined && sameHours(last.hours, hours)) last.to = day;
    else groups.push({ from: day, to: day, hours });
  });
  return groups;
}
