import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../errors.js';

export const RateLimitPort = Symbol.for('storefront.RateLimitPort');

/** The attempts counted under one key in its current window. */
export interface RateLimitCount {
  /** Attempts in the window, the one just counted included. */
  readonly hits: number;
  /** Milliseconds until the window ends and the count starts again from nothing. */
  readonly resetInMs: number;
}

/**
 * Counts attempts per key in fixed windows (decision 0910): the first attempt under a key opens a
 * window of `windowMs`, every attempt until it ends adds one. It stores and counts; how many
 * attempts a limit allows is the core's `LimitAttempts`. Keys are kept apart per region.
 */
export interface RateLimitPort {
  /** Counts one attempt under the key and answers the window's count, this attempt included. */
  hit(region: Region, key: string, windowMs: number): ResultAsync<RateLimitCount, InfrastructureError>;
  /** Forgets the key's attempts (a successful sign-in forgets the failed ones before it). */
  reset(region: Region, key: string): ResultAsync<void, InfrastructureError>;
}
