import type { ClockPort } from '../ports/clock.port.js';

/** A clock stopped at one instant: `fixedClock('2025-03-01T10:00:00Z')`. */
export function fixedClock(iso: string): ClockPort {
  const instant = new Date(iso);
  return { now: () => new Date(instant) };
}
