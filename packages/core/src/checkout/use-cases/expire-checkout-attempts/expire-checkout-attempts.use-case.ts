import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { CheckoutDeps } from '../checkout/checkout-deps.js';
import { settleUnfinished, type SettledAttempts } from '../checkout/settle-unfinished.js';
import { CompletePayment } from '../complete-payment/complete-payment.use-case.js';

/**
 * The periodic sweep: every unfinished attempt past its time is settled with its provider (a
 * payment that went through after all still makes the order) or expires, its payment cancelled
 * and its stock given back. Run every minute or so by the host.
 */
export class ExpireCheckoutAttempts {
  private readonly complete: CompletePayment;

  constructor(private readonly deps: CheckoutDeps) {
    this.complete = new CompletePayment(deps);
  }

  execute(): ResultAsync<SettledAttempts, InfrastructureError> {
    return this.deps.store.unfinished(this.deps.clock.now()).andThen((attempts) => settleUnfinished(this.deps, this.complete, attempts));
  }
}
