import { okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '@storefront/core/locale';
import type { CachePort, ClockPort, InfrastructureError } from '@storefront/core/shared';

interface Entry {
  readonly value: unknown;
  readonly expiresAt: number;
}

/**
 * The cache of the embedded shape: a bounded map in the process, partitioned by region, with
 * lifetimes read from a clock. When full, the entry stored longest ago goes first.
 */
export class MemoryCache implements CachePort {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: ClockPort,
    private readonly maxEntries = 10_000,
  ) {}

  get(region: Region, key: string): ResultAsync<unknown, InfrastructureError> {
    const id = this.id(region, key);
    const entry = this.entries.get(id);
    if (entry === undefined) return okAsync(undefined);
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(id);
      return okAsync(undefined);
    }
    return okAsync(entry.value);
  }

  set(region: Region, key: string, value: unknown, ttlSeconds: number): ResultAsync<void, InfrastructureError> {
    const id = this.id(region, key);
    this.entries.delete(id);
    if (ttlSeconds > 0) {
      this.entries.set(id, { value, expiresAt: this.clock.now().getTime() + ttlSeconds * 1000 });
      while (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    }
    return okAsync(undefined);
  }

  delete(region: Region, key: string): ResultAsync<void, InfrastructureError> {
    this.entries.delete(this.id(region, key));
    return okAsync(undefined);
  }

  clearRegion(region: Region): ResultAsync<void, InfrastructureError> {
    const prefix = `${region}:`;
    for (const id of [...this.entries.keys()]) if (id.startsWith(prefix)) this.entries.delete(id);
    return okAsync(undefined);
  }

  private id(region: Region, key: string): string {
    return `${region}:${key}`;
  }
}
