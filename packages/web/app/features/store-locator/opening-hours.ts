import type { OpeningHoursGroup, Weekday } from '@storefront/core/content';
import type { Language } from '@storefront/core/locale';

// 4 January 2026 was a Sunday: the week's days by name, from Intl, in either language.
const SUNDAY = Date.UTC(2026, 0, 4);
const DAY_MS = 86_400_000;

/** A day's name as the store locator writes it: `Sun` in English, «الأحد» in Arabic. */
export function weekdayName(day: Weekday, language: Language): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(SUNDAY + day * DAY_MS));
}

/** The days a group of opening hours covers: `Sun` alone, or `Sun–Thu`. */
export function dayRange(group: Pick<OpeningHoursGroup, 'from' | 'to'>, language: Language): string {
  return group.from === group.to ? weekdayName(group.from, language) : `${weekdayName(group.from, language)}–${weekdayName(group.to, language)}`;
}
