import { okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '@storefront/core/locale';
import type { ClockPort, InfrastructureError, RateLimitCount, RateLimitPort } from '@storefront/core/shared';

interface Window {
  hits: number;
  readonly endsAt: number;
}

/**
 * The rate-limit counters of the embedded shape (decision 0912): fixed windows in a map of the
 * process, times read from a clock. Its memory is bounded: ended windows are swept out as the map
 * grows, and past `maxKeys` live ones the window opened longest ago goes first.
 */
export class MemoryRateLimit implements RateLimitPort {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt = 0;

  constructor(
    private readonly clock: ClockPort,
    private readonly maxKeys = 100_000,
  ) {}

  hit(region: Region, key: string, windowMs: number): ResultAsync<RateLimitCount, InfrastructureError> {
    const now = this.clock.now().getTime();
    const id = `${region}:${key}`;
    let window = this.windows.get(id);
    if (window === undefined || window.endsAt <= now) {
      this.windows.delete(id);
      window = { hits: 0, endsAt: now + windowMs };
      this.windows.set(id, window);
      this.bound(now);
    }
    window.hits += 1;
    return okAsync({ hits: window.hits, resetInMs: window.endsAt - now });
  }

  reset(region: Region, key: string): ResultAsync<void, InfrastructureError> {
    this.windows.delete(`${region}:${key}`);
    return okAsync(undefined);
  }

  /** How many keys are held: what the bound keeps in check. */
  get size(): number {
    return this.windows.size;
  }

  private bound(now: number): void {
    // Sweeping every ended window costs a pass over the map: at most once a second, or when full.
    if (now >= this.nextSweepAt || this.windows.size > this.maxKeys) {
      this.nextSweepAt = now + 1_000;
      for (const [id, window] of this.windows) if (window.endsAt <= now) this.windows.delete(id);
    }
    // Insertion order is opening order: the oldest live windows go first.
    for (const id of this.windows.keys()) {
      if (this.windows.size <= this.maxKeys) break;
      this.windows.delete(id);
    }
  }
}
