import type { Language } from '@storefront/core/locale';
import type { OpeningHours } from '../database/schema/index.js';

const DAY_NAMES: Readonly<Record<Language, readonly string[]>> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
};
const CLOSED: Readonly<Record<Language, string>> = { en: 'Closed', ar: 'مغلق' };
const SEPARATOR: Readonly<Record<Language, string>> = { en: ', ', ar: '، ' };

/**
 * Opening hours as one line for the store locator: consecutive days with the same hours are
 * grouped (`Sun–Thu 10:00–22:00, Fri 16:00–23:00, Sat Closed`). Times stay in Latin digits
 * (decision 0008). `undefined` when no hours are known.
 */
export function formatOpeningHours(hours: OpeningHours, language: Language): string | undefined {
  if (hours.length === 0) return undefined;
  const label = (day: number) => {
    const slot = hours[day];
    return slot ? `${slot.opens}–${slot.closes}` : CLOSED[language];
  };
  const groups: { from: number; to: number; text: string }[] = [];
  for (let day = 0; day < Math.min(hours.length, 7); day += 1) {
    const text = label(day);
    const last = groups.at(-1);
    if (last && last.text === text) last.to = day;
    else groups.push({ from: day, to: day, text });
  }
  const names = DAY_NAMES[language];
  return groups
    .map(({ from, to, text }) => `${from === to ? names[from] : `${names[from]}–${names[to]}`} ${text}`)
    .join(SEPARATOR[language]);
}
