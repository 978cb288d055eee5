import * as z from 'zod/mini';
import { REGIONS, formatLocale, parseLocaleSegment, type Locale, type Region } from '../../locale/domain/locale.js';

/** The guest cart as browser storage keeps it between visits. */
export interface GuestCartRecord {
  readonly cartId: string;
  /** The cached cart as last fetched; opaque to the rules here. */
  readonly cartData: unknown;
  /** When the record was written, in milliseconds since the epoch. */
  readonly timestamp: number;
  readonly region: Region;
  readonly locale: Locale;
}

// zod's mini build, and a region schema of its own rather than the locale module's `regionSchema`:
// the browser reads this record, and the classic build (or that shared schema) would put all of
// zod into every page's JavaScript.
const storedGuestCart = z.object({
  cartId: z.string().check(z.trim(), z.minLength(1)),
  cartData: z.unknown(),
  timestamp: z.int().check(z.nonnegative()),
  region: z.pipe(z.string().check(z.toLowerCase()), z.enum(REGIONS)),
  locale: z.pipe(
    z.string(),
    z.transform((value: string, context) => {
      const locale = parseLocaleSegment(value);
      if (locale) return locale;
      context.issues.push({ code: 'custom', message: 'locale', input: value });
      return z.NEVER;
    }),
  ),
});

/**
 * Reads what browser storage holds under the guest cart key. Anything unreadable (hand-edited,
 * an older shape) is no guest cart at all rather than an error: the shopper just starts afresh.
 */
export function readGuestCartRecord(stored: unknown): GuestCartRecord | undefined {
  const parsed = storedGuestCart.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/** The storable form of a guest cart record (plain JSON, locale as `en-sa`). */
export function writeGuestCartRecord(record: GuestCartRecord): Record<string, unknown> {
  return {
    cartId: record.cartId,
    cartData: record.cartData,
    timestamp: record.timestamp,
    region: record.region,
    locale: formatLocale(record.locale),
  };
}
