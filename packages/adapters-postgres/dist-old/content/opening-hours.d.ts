import type { Language } from '@storefront/core';
import type { OpeningHours } from '../database/schema/index.js';
/**
 * Opening hours as one line for the store locator: consecutive days with the same hours are
 * grouped (`Sun–Thu 10:00–22:00, Fri 16:00–23:00, Sat Closed`). Times stay in Latin digits
 * (decision 0008). `undefined` when no hours are known.
 */
export declare function formatOpeningHours(hours: OpeningHours, language: Language): string | undefined;
//# sourceMappingURL=opening-hours.d.ts.map