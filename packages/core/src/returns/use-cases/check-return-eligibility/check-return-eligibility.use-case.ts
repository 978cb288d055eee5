import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { ClockPort } from '../../../shared/ports/clock.port.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { ReturnRefusal } from '../../errors.js';
import type { EligibleReturn, ReturnEligibilityPolicy } from '../../domain/return-eligibility.policy.js';
import type { ReturnRequest } from '../../domain/return-request.js';
import type { ReturnPort } from '../../ports/return.port.js';

export interface CheckReturnEligibilityInput {
  readonly region: Region;
  readonly customerId: number;
  readonly orderId: string;
  readonly request: ReturnRequest;
}

export type CheckReturnEligibilityError = InfrastructureError | { readonly code: 'RETURN_REFUSED'; readonly params: { readonly refusals: readonly ReturnRefusal[] } };

/**
 * Looks up the customer's order and judges the return against the region's policy, today. The
 * answer lists every reason a return is refused so the form can mark each line.
 */
export class CheckReturnEligibility {
  constructor(
    private readonly returns: ReturnPort,
    private readonly policy: ReturnEligibilityPolicy,
    private readonly clock: ClockPort,
  ) {}

  execute(input: CheckReturnEligibilityInput): ResultAsync<EligibleReturn, CheckReturnEligibilityError> {
    return this.returns
      .findReturnableOrder(input.region, input.customerId, input.orderId)
      .mapErr((error): CheckReturnEligibilityError => error)
      .andThen((order) =>
        this.policy
          .check(order, input.request, this.clock.now())
          .mapErr((refusals): CheckReturnEligibilityError => ({ code: 'RETURN_REFUSED', params: { refusals } })),
      );
  }
}
