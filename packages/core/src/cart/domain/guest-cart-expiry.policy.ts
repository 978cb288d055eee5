import type { Region } from '../../locale/domain/locale.js';
import type { GuestCartRecord } from './guest-cart.js';

/** Whether a stored guest cart may still be used, and if not why. */
export type GuestCartVerdict = 'keep' | 'expired' | 'other-region';

export interface GuestCartContext {
  readonly now: Date;
  readonly region: Region;
}

/** When a guest cart in browser storage stops being the shopper's cart. */
export interface GuestCartExpiryPolicy {
  /** Judges a stored guest cart against the current time and the region being browsed. */
  verdict(record: GuestCartRecord, context: GuestCartContext): GuestCartVerdict;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A guest cart lasts 30 days from when it was written, and only in the region it was made in:
 * a region is a separate store whose cart ids mean nothing elsewhere.
 */
export class DefaultGuestCartExpiryPolicy implements GuestCartExpiryPolicy {
  constructor(private readonly maxAgeDays = 30) {}

  verdict(record: GuestCartRecord, context: GuestCartContext): GuestCartVerdict {
    if (record.region !== context.region) return 'other-region';
    const ageMs = context.now.getTime() - record.timestamp;
    return ageMs > this.maxAgeDays * DAY_MS ? 'expired' : 'keep';
  }
}
