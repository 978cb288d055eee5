/** The merchant's rule for unusual return patterns: this many returns within this many days (decision 1315). */
export interface UnusualReturnsSettings {
  readonly count: number;
  readonly days: number;
}

/** Three returns within 30 days flag an account for review. */
export const DEFAULT_UNUSUAL_RETURNS: UnusualReturnsSettings = { count: 3, days: 30 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a customer's returns look unusual. It only ever flags for a person's review; it never deactivates. */
export interface UnusualReturnsPolicy {
  /** Since when returns are counted, asked at `now`. */
  windowStart(now: Date): Date;
  readonly windowDays: number;
  /** Whether `returnCount` returns in the window (the new one included) flag the account. */
  flags(returnCount: number): boolean;
}

export class DefaultUnusualReturnsPolicy implements UnusualReturnsPolicy {
  constructor(private readonly settings: UnusualReturnsSettings = DEFAULT_UNUSUAL_RETURNS) {
    if (!Number.isSafeInteger(settings.count) || settings.count < 1) throw new RangeError('count must be a whole number from 1');
    if (!Number.isSafeInteger(settings.days) || settings.days < 1) throw new RangeError('days must be a whole number from 1');
  }

  get windowDays(): number {
    return this.settings.days;
  }

  windowStart(now: Date): Date {
    return new Date(now.getTime() - this.settings.days * DAY_MS);
  }

  flags(returnCount: number): boolean {
    return returnCount >= this.settings.count;
  }
}
