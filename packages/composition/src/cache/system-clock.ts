import type { ClockPort } from '@storefront/core/shared';

/** The machine's clock. */
export const systemClock: ClockPort = { now: () => new Date() };
