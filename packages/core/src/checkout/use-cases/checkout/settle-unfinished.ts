import { okAsync, type ResultAsync } from 'neverthrow';
import type { DomainError } from '../../../shared/errors.js';
import type { CheckoutAttempt } from '../../domain/checkout.js';
import { AttemptChanges } from './attempt-changes.js';
import type { CheckoutDeps } from './checkout-deps.js';
import { isFinal } from './checkout-outcome.js';
import type { CompletePayment } from '../complete-payment/complete-payment.use-case.js';

/** What a run did, for the log: attempts placed, failed, expired, and those left for the next run (with why). */
export interface SettledAttempts {
  readonly placed: number;
  readonly failed: number;
  readonly expired: number;
  readonly left: readonly { readonly attemptId: string; readonly error: DomainError }[];
}

type Settled = { readonly attempt: CheckoutAttempt } | { readonly left: DomainError };

/**
 * Settles unfinished attempts one after another: one with a payment asks the provider and places or
 * fails by its answer; one still unpaid past its time has its payment cancelled at the provider and
 * expires (stock back on the shelf); one that never reached a provider expires once its time is up.
 * A provider that does not answer leaves the attempt as it is for the next run.
 */
export function settleUnfinished(deps: CheckoutDeps, complete: CompletePayment, attempts: readonly CheckoutAttempt[]): ResultAsync<SettledAttempts, never> {
  const changes = new AttemptChanges(deps);
  const now = deps.clock.now();
  const one = (attempt: CheckoutAttempt): ResultAsync<Settled, never> =>
    complete
      .settleAttempt(attempt)
      .andThen(({ attempt: settled }): ResultAsync<{ readonly attempt: CheckoutAttempt }, DomainError> => {
        if (isFinal(settled) || settled.expiresAt > now) return okAsync({ attempt: settled });
        const provider = settled.providerRef === undefined || settled.provider === undefined ? undefined : deps.providers.find(settled.provider);
        const cancelled = provider === undefined || settled.providerRef === undefined ? okAsync(undefined) : provider.cancelPayment(settled.region, settled.providerRef);
        return cancelled.andThen(() => changes.expire(settled));
      })
      .map((done): Settled => done)
      .orElse((error) => okAsync<Settled, never>({ left: error }));
  return attempts
    .reduce(
      (run, attempt) => run.andThen((done) => one(attempt).map((settled) => [...done, { attemptId: attempt.id, settled }])),
      okAsync<{ attemptId: string; settled: Settled }[], never>([]),
    )
    .map((all) => ({
      placed: all.filter(({ settled }) => 'attempt' in settled && settled.attempt.status === 'placed').length,
      failed: all.filter(({ settled }) => 'attempt' in settled && settled.attempt.status === 'failed').length,
      expired: all.filter(({ settled }) => 'attempt' in settled && settled.attempt.status === 'expired').length,
      left: all.flatMap(({ attemptId, settled }) => ('left' in settled ? [{ attemptId, error: settled.left }] : [])),
    }));
}
