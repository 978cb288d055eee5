import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../errors.js';

export const CachePort = Symbol.for('storefront.CachePort');

/** A short-lived cache (memory by default, Redis when configured), partitioned by region. */
export interface CachePort {
  /** The value stored under the key, or `undefined` when absent or expired. */
  get(region: Region, key: string): ResultAsync<unknown, InfrastructureError>;
  /** Stores a JSON-serialisable value for `ttlSeconds` (the spec's data cache lives 5 minutes). */
  set(region: Region, key: string, value: unknown, ttlSeconds: number): ResultAsync<void, InfrastructureError>;
  /** Forgets one key. */
  delete(region: Region, key: string): ResultAsync<void, InfrastructureError>;
  /** Forgets everything of a region: cached data is cleared when the shopper changes region. */
  clearRegion(region: Region): ResultAsync<void, InfrastructureError>;
}
