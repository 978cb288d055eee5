import type { ClockPort } from '@storefront/core';

/** The machine's clock. */
export const systemClock: ClockPort = { now: () => new Date() };
