import type { ClockPort } from '../ports/clock.port.js';

/** A clock the spec moves on by hand: `const clock = new FakeClock('2025-03-01T10:00:00Z'); clock.advance({ minutes: 31 })`. */
export class FakeClock implements ClockPort {
  private instant: number;

  constructor(iso: string) {
    this.instant = new Date(iso).getTime();
  }

  now(): Date {
    return new Date(this.instant);
  }

  /** Moves the clock on by the given time. */
  advance(by: { readonly hours?: number; readonly minutes?: number; readonly seconds?: number }): void {
    this.instant += ((by.hours ?? 0) * 3600 + (by.minutes ?? 0) * 60 + (by.seconds ?? 0)) * 1000;
  }
}
