import { describe, expect, it } from 'vitest';
import { RETURN_REASON_CODES, parseReturnReason, returnReasonLabel } from './return-reasons.js';
import { refundRouteFor } from './refund-route.js';

describe('return reasons', () => {
  it('offers the nine reasons, each labelled in English and Arabic', () => {
    expect(RETURN_REASON_CODES).toHaveLength(9);
    expect(RETURN_REASON_CODES.map((reason) => returnReasonLabel(reason, 'en'))).toEqual([
      'No longer needed',
      'Inaccurate website description',
      'Bought by mistake',
      'Better price available',
      'Product damaged',
      'Item arrived too late',
      'Wrong item was sent',
      "Received extra item I didn't buy",
      "Didn't approve Purchase",
    ]);
    for (const reason of RETURN_REASON_CODES) expect(returnReasonLabel(reason, 'ar')).toMatch(/[\u0600-\u06FF]/);
  });

  it('reads a reason code from a form and refuses anything else', () => {
    expect(parseReturnReason('wrong-item-sent')).toBe('wrong-item-sent');
    expect(parseReturnReason('changed-my-mind')).toBeUndefined();
  });
});

describe('refund route', () => {
  it('refunds card, wallet and instalment payments to the original method within 28 days', () => {
    for (const method of ['card', 'apple-pay', 'buy-now-pay-later'] as const) {
      expect(refundRouteFor(method)).toEqual({ kind: 'original-method', inspectionWorkingDays: 10, maxDaysToAppear: 28 });
    }
  });

  it('refunds cash on delivery by bank transfer', () => {
    expect(refundRouteFor('cash-on-delivery').kind).toBe('bank-transfer');
  });
});
