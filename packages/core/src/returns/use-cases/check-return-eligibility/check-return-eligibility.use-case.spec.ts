import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it, vi } from 'vitest';
import { notFound } from '../../../shared/errors.js';
import { fixedClock } from '../../../shared/test-support/fixed-clock.js';
import { DefaultReturnEligibilityPolicy } from '../../domain/return-eligibility.policy.js';
import type { ReturnableOrder } from '../../domain/return-request.js';
import type { ReturnPort } from '../../ports/return.port.js';
import { anOrder, aReturnOf } from '../../test-support/return.builder.js';
import { CheckReturnEligibility } from './check-return-eligibility.use-case.js';

const now = '2025-03-20T10:00:00Z';

function returnsWith(order: ReturnableOrder | undefined): ReturnPort {
  return {
    findReturnableOrder: vi.fn(() => (order ? okAsync(order) : errAsync(notFound('order', 'ORD-1')))),
    createReturn: vi.fn(() => errAsync(notFound('order', 'ORD-1'))),
    listReturns: vi.fn(() => okAsync([])),
  };
}

function check(order: ReturnableOrder | undefined) {
  const returns = returnsWith(order);
  const useCase = new CheckReturnEligibility(returns, new DefaultReturnEligibilityPolicy(), fixedClock(now));
  return { returns, run: () => useCase.execute({ region: 'eg', customerId: 3, orderId: 'ORD-1', request: aReturnOf() }) };
}

describe('CheckReturnEligibility', () => {
  it('judges the customer’s order against today’s date and the region’s window', async () => {
    const { returns, run } = check(anOrder().inRegion('eg').deliveredDaysBefore(new Date(now), 25).build());
    expect((await run())._unsafeUnwrap().refund.kind).toBe('original-method');
    expect(returns.findReturnableOrder).toHaveBeenCalledWith('eg', 3, 'ORD-1');
  });

  it('lists every refusal under one code', async () => {
    const { run } = check(anOrder().inRegion('eg').deliveredDaysBefore(new Date(now), 40).build());
    expect((await run())._unsafeUnwrapErr()).toEqual({ code: 'RETURN_REFUSED', params: { refusals: [{ code: 'RETURN_WINDOW_CLOSED', params: { windowDays: 30, daysSinceDelivery: 40 } }] } });
  });

  it('answers not-found for an order that is not the customer’s', async () => {
    expect((await check(undefined).run())._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });
});
