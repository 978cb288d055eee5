import { describe, expect, it } from 'vitest';
import { anOrder, aReturnOf } from '../test-support/return.builder.js';
import { DefaultReturnEligibilityPolicy } from './return-eligibility.policy.js';

const now = new Date('2025-03-20T10:00:00Z');
const policy = new DefaultReturnEligibilityPolicy();
const codes = (result: ReturnType<typeof policy.check>) => result._unsafeUnwrapErr().map((refusal) => refusal.code);

describe('return eligibility', () => {
  it('accepts an unused item in its packaging within 15 days in KSA, refunded to the card', () => {
    const result = policy.check(anOrder().deliveredDaysBefore(now, 15).build(), aReturnOf(), now);
    expect(result._unsafeUnwrap()).toMatchObject({ orderId: 'ORD-1', refund: { kind: 'original-method', maxDaysToAppear: 28 } });
  });

  it('closes the window after 15 days in KSA and the UAE', () => {
    expect(codes(policy.check(anOrder().deliveredDaysBefore(now, 16).build(), aReturnOf(), now))).toEqual(['RETURN_WINDOW_CLOSED']);
    expect(codes(policy.check(anOrder().inRegion('ae').deliveredDaysBefore(now, 16).build(), aReturnOf(), now))).toEqual(['RETURN_WINDOW_CLOSED']);
  });

  it('keeps the window open for 30 days in Egypt', () => {
    expect(policy.check(anOrder().inRegion('eg').deliveredDaysBefore(now, 30).build(), aReturnOf(), now).isOk()).toBe(true);
    const late = policy.check(anOrder().inRegion('eg').deliveredDaysBefore(now, 31).build(), aReturnOf(), now);
    expect(late._unsafeUnwrapErr()).toEqual([{ code: 'RETURN_WINDOW_CLOSED', params: { windowDays: 30, daysSinceDelivery: 31 } }]);
  });

  it('takes a window from the merchant’s configuration', () => {
    expect(new DefaultReturnEligibilityPolicy({ sa: 30 }).check(anOrder().deliveredDaysBefore(now, 20).build(), aReturnOf(), now).isOk()).toBe(true);
  });

  it('refuses a return before delivery', () => {
    expect(codes(policy.check(anOrder().notDelivered().build(), aReturnOf(), now))).toEqual(['RETURN_NOT_DELIVERED']);
  });

  it('never takes back gold coins or bars', () => {
    const order = anOrder()
      .deliveredDaysBefore(now, 1)
      .withLines({ lineId: 'L1', sku: 'COIN', kind: 'gold-coin', quantity: 1, pierced: false }, { lineId: 'L2', sku: 'BAR', kind: 'gold-bar', quantity: 1, pierced: false })
      .build();
    expect(codes(policy.check(order, aReturnOf([{ lineId: 'L1' }, { lineId: 'L2' }]), now))).toEqual(['RETURN_GOLD_COIN_OR_BAR', 'RETURN_GOLD_COIN_OR_BAR']);
  });

  it('takes a promotional bundle back only whole', () => {
    const order = anOrder()
      .deliveredDaysBefore(now, 1)
      .withLines(
        { lineId: 'L1', sku: 'RING', kind: 'jewellery', quantity: 1, pierced: false, bundleId: 'B1' },
        { lineId: 'L2', sku: 'CHAIN', kind: 'jewellery', quantity: 2, pierced: false, bundleId: 'B1' },
      )
      .build();
    expect(policy.check(order, aReturnOf([{ lineId: 'L1' }]), now)._unsafeUnwrapErr()).toEqual([{ code: 'RETURN_BUNDLE_INCOMPLETE', params: { bundleId: 'B1' } }]);
    expect(codes(policy.check(order, aReturnOf([{ lineId: 'L1' }, { lineId: 'L2', quantity: 1 }]), now))).toEqual(['RETURN_BUNDLE_INCOMPLETE']);
    expect(policy.check(order, aReturnOf([{ lineId: 'L1' }, { lineId: 'L2', quantity: 2 }]), now).isOk()).toBe(true);
  });

  it('excludes pierced jewellery whose seal is broken', () => {
    const order = anOrder().deliveredDaysBefore(now, 1).withLines({ lineId: 'L1', sku: 'STUD', kind: 'jewellery', quantity: 1, pierced: true }).build();
    expect(codes(policy.check(order, aReturnOf([{ sealIntact: false }]), now))).toEqual(['RETURN_SEAL_BROKEN']);
    expect(policy.check(order, aReturnOf([{ sealIntact: true }]), now).isOk()).toBe(true);
  });

  it('refuses worn or damaged items', () => {
    const order = anOrder().deliveredDaysBefore(now, 1).build();
    expect(codes(policy.check(order, aReturnOf([{ condition: 'worn' }]), now))).toEqual(['RETURN_ITEM_WORN_OR_DAMAGED']);
    expect(codes(policy.check(order, aReturnOf([{ condition: 'damaged' }]), now))).toEqual(['RETURN_ITEM_WORN_OR_DAMAGED']);
  });

  it('refuses an item without its packaging, tags, invoice or accessories', () => {
    expect(codes(policy.check(anOrder().deliveredDaysBefore(now, 1).build(), aReturnOf([{ completePackaging: false }]), now))).toEqual(['RETURN_PACKAGING_INCOMPLETE']);
  });

  it('takes faulty items back under the Faulty reason only', () => {
    const order = anOrder().deliveredDaysBefore(now, 1).build();
    expect(codes(policy.check(order, aReturnOf([{ condition: 'faulty' }], 'bought-by-mistake'), now))).toEqual(['RETURN_FAULTY_NEEDS_FAULTY_REASON']);
    expect(policy.check(order, aReturnOf([{ condition: 'faulty' }], 'product-damaged'), now).isOk()).toBe(true);
  });

  it('offers no exchanges', () => {
    expect(codes(policy.check(anOrder().deliveredDaysBefore(now, 1).build(), { ...aReturnOf(), kind: 'exchange' }, now))).toEqual(['RETURN_EXCHANGE_NOT_OFFERED']);
  });

  it('refuses an empty return, lines of other orders and impossible quantities', () => {
    const order = anOrder().deliveredDaysBefore(now, 1).build();
    expect(codes(policy.check(order, aReturnOf([]), now))).toEqual(['RETURN_NO_LINES']);
    expect(codes(policy.check(order, aReturnOf([{ lineId: 'L9' }]), now))).toEqual(['RETURN_LINE_NOT_IN_ORDER']);
    expect(codes(policy.check(order, aReturnOf([{ quantity: 2 }]), now))).toEqual(['RETURN_QUANTITY_INVALID']);
  });

  it('refunds cash on delivery by bank transfer', () => {
    const result = policy.check(anOrder().paidBy('cash-on-delivery').deliveredDaysBefore(now, 1).build(), aReturnOf(), now);
    expect(result._unsafeUnwrap().refund).toEqual({ kind: 'bank-transfer', inspectionWorkingDays: 10 });
  });
});
