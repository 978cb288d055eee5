import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../errors.js';

export const RateLimitPort = Symbol.for('storefront.RateLimitPort');

export interface RateLimitRule {
  readonly max: number;
  readonly windowSeconds: number;
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly remaining: number;
  /** Seconds until another attempt will be allowed; 0 when allowed. */
  readonly retryAfterSeconds: number;
}

/** Counts attempts per key (sign-in by email, password reset by IP) in a sliding window. */
export interface RateLimitPort {
  /** Records one attempt for the key in the region's store and says whether it may go ahead. */
  hit(region: Region, key: string, rule: RateLimitRule): ResultAsync<RateLimitDecision, InfrastructureError>;
  /** Forgets the key's attempts, after a successful sign-in for example. */
  reset(region: Region, key: string): ResultAsync<void, InfrastructureError>;
}
