import type { ResultAsync } from 'neverthrow';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { CheckoutDeps } from '../checkout/checkout-deps.js';
import { settleUnfinished, type SettledAttempts } from '../checkout/settle-unfinished.js';
import { CompletePayment } from '../complete-payment/complete-payment.use-case.js';

/**
 * At start-up: every unfinished attempt, expired or not, is checked with its provider, so a server
 * stopped between the payment and the order (or before the webhook arrived) places or fails what
 * the provider decided; those past their time expire. An attempt still within its time and not
 * settled at the provider is left as it is (the shopper may still be on the provider's page).
 */
export class ReconcileCheckoutAttempts {
  private readonly complete: CompletePayment;

  constructor(private readonly deps: CheckoutDeps) {
    this.complete = new CompletePayment(deps);
  }

  execute(): ResultAsync<SettledAttempts, InfrastructureError> {
    return this.deps.store.unfinished().andThen((attempts) => settleUnfinished(this.deps, this.complete, attempts));
  }
}
