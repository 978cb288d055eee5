import { describe, expect, it } from 'vitest';
import { anOrder, anOrderLine } from '../../order/test-support/order.builder.js';
import { paidForLines, refundForUnits } from './refund-amount.js';

describe('refund amounts', () => {
  it('refunds units one at a time adding up to exactly what the line cost', () => {
    const parts = [0, 1, 2].map((before) => refundForUnits(1000, 3, before, 1));
    expect(parts).toEqual([333, 333, 334]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(1000);
  });

  it('takes each line’s discount and its share of the order’s discount off, never the shipping', () => {
    const order = anOrder()
      .withLines(anOrderLine({ quantity: 1, unitMinor: 600_00, discount: { amountMinor: 100_00, currency: 'SAR' } }), anOrderLine({ quantity: 1, unitMinor: 500_00 }))
      .withCartDiscount(100_00)
      .withShipping(30_00)
      .build();
    expect([...paidForLines(order).values()]).toEqual([450_00, 450_00]);
  });
});
