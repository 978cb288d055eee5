import { z } from 'zod';
import { formatLocale, parseLocaleSegment, regionSchema, type Locale, type Region } from '../../locale/domain/locale.js';

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

const storedGuestCart = z.object({
  cartId: z.string().trim().min(1),
  cartData: z.unknown(),
  timestamp: z.number().int().nonnegative(),
  region: z.string().toLowerCase().pipe(regionSchema),
  locale: z.string().transform((value, context) => {
    const locale = parseLocaleSegment(value);
    if (locale) return locale;
    context.addIssue({ code: 'custom', message: 'locale' });
    return z.NEVER;
  }),
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
