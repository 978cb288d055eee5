import { describe, expect, it } from 'vitest';
import { RING_IN_ARABIC } from '../../../order/test-support/naming-catalog.js';
import { anOrder, anOrderLine } from '../../../order/test-support/order.builder.js';
import { issueReturnGrant } from '../../domain/return-grant.js';
import { returnsWorld } from '../../test-support/returns-world.js';
import { PrepareReturn } from '../prepare-return/prepare-return.use-case.js';
import { RequestReturn } from '../request-return/request-return.use-case.js';
import { ViewReturns } from './view-returns.use-case.js';

const order = anOrder()
  .numbered('SA-VR1')
  .of(7)
  .at('delivered')
  .withLines(anOrderLine({ sku: 'RING', name: 'Ring', quantity: 2, unitMinor: 500_00 }), anOrderLine({ sku: 'BAR', name: 'Gold Bar', kind: 'gold-bar', unitMinor: 9_000_00 }), anOrderLine({ sku: 'STUD', name: 'Studs', pierced: true, unitMinor: 300_00 }))
  .build();
const late = anOrder().numbered('SA-VR2').of(7).at('delivered').placed('2026-01-01T10:00:00Z').build();
const guest = anOrder().numbered('SA-VR3').of(undefined).at('delivered').build();

function setUp() {
  const world = returnsWorld([order, late, guest]);
  const request = new RequestReturn(world.deps);
  const ask = (quantity: number, key: string) =>
    request.execute({
      region: 'sa',
      returner: { kind: 'customer', customerId: 7 },
      orderReference: 'SA-VR1',
      request: { kind: 'refund', reason: 'no-longer-needed', lines: [{ lineId: '1', quantity, condition: 'unused', completePackaging: true }] },
      handover: { kind: 'courier-pickup' },
      idempotencyKey: key,
    });
  return { ...world, ask, prepare: new PrepareReturn(world.deps), view: new ViewReturns(world.deps) };
}

describe('PrepareReturn', () => {
  it('names the lines in the page’s language as the catalogue does today, and keeps the sold name of a piece it no longer names', async () => {
    const mixed = anOrder().numbered('SA-VR4').of(7).at('delivered').withLines(anOrderLine({ name: 'Solitaire Ring' }), anOrderLine({ productId: 102, variantId: 1020, sku: 'BR-1', name: 'Tennis Bracelet' })).build();
    const world = returnsWorld([mixed]);
    const prepare = new PrepareReturn(world.deps);
    const ask = (language?: 'ar' | 'en') => prepare.execute({ region: 'sa', returner: { kind: 'customer', customerId: 7 }, orderReference: 'SA-VR4', language });
    expect((await ask('ar'))._unsafeUnwrap().lines.map((line) => line.name)).toEqual([RING_IN_ARABIC, 'Tennis Bracelet']);
    expect((await ask('en'))._unsafeUnwrap().lines.map((line) => line.name)).toEqual(['Solitaire Ring', 'Tennis Bracelet']);
    expect((await ask())._unsafeUnwrap().lines.map((line) => line.name)).toEqual(['Solitaire Ring', 'Tennis Bracelet']);

    const asked = await new RequestReturn(world.deps).execute({
      region: 'sa',
      returner: { kind: 'customer', customerId: 7 },
      orderReference: 'SA-VR4',
      request: { kind: 'refund', reason: 'no-longer-needed', lines: [{ lineId: '1', quantity: 1, condition: 'unused', completePackaging: true }] },
      handover: { kind: 'courier-pickup' },
      idempotencyKey: 'named-key-1',
    });
    const reference = asked._unsafeUnwrap().reference;
    const detail = (language?: 'ar') => new ViewReturns(world.deps).detail({ region: 'sa', returner: { kind: 'customer', customerId: 7 }, reference, language });
    expect((await detail('ar'))._unsafeUnwrap().lines.map((line) => line.name)).toEqual([RING_IN_ARABIC]);
    expect((await detail())._unsafeUnwrap().lines.map((line) => line.name)).toEqual(['Solitaire Ring']);
  });

  it('lists each line with what is left to return, what a unit cost and why a line cannot go back', async () => {
    const { prepare, ask } = setUp();
    await ask(1, 'prepare-key-1');
    const view = (await prepare.execute({ region: 'sa', returner: { kind: 'customer', customerId: 7 }, orderReference: 'sa-vr1' }))._unsafeUnwrap();
    expect(view).toMatchObject({ orderReference: 'SA-VR1', refund: { kind: 'original-method' }, needsBankAccount: false, boutiques: [{ boutiqueId: 11 }, { boutiqueId: 12 }] });
    expect(view.windowEndsAt?.toISOString()).toBe('2026-03-16T14:00:00.000Z');
    expect(view.lines.map(({ lineId, quantityOrdered, quantityReturnable, unitPricePaid, refusals }) => ({ lineId, quantityOrdered, quantityReturnable, unit: unitPricePaid.amountMinor, refusals: refusals.map((refusal) => refusal.code) }))).toEqual([
      { lineId: '1', quantityOrdered: 2, quantityReturnable: 1, unit: 500_00, refusals: [] },
      { lineId: '2', quantityOrdered: 1, quantityReturnable: 0, unit: 9_000_00, refusals: ['RETURN_GOLD_COIN_OR_BAR'] },
      { lineId: '3', quantityOrdered: 1, quantityReturnable: 1, unit: 300_00, refusals: [] },
    ]);
    await ask(1, 'prepare-key-2');
    const after = (await prepare.execute({ region: 'sa', returner: { kind: 'customer', customerId: 7 }, orderReference: 'SA-VR1' }))._unsafeUnwrap();
    expect(after.lines[0]?.refusals.map((refusal) => refusal.code)).toEqual(['RETURN_ALREADY_RETURNED']);
  });

  it('says the window closed for an order delivered too long ago', async () => {
    const { prepare } = setUp();
    const view = (await prepare.execute({ region: 'sa', returner: { kind: 'customer', customerId: 7 }, orderReference: 'SA-VR2' }))._unsafeUnwrap();
    expect(view.lines[0]?.refusals).toMatchObject([{ code: 'RETURN_WINDOW_CLOSED', params: { windowDays: 15 } }]);
    expect(view.lines[0]?.quantityReturnable).toBe(0);
  });

  it('answers another shopper’s order as not found', async () => {
    const { prepare, grants, clock } = setUp();
    expect((await prepare.execute({ region: 'sa', returner: { kind: 'customer', customerId: 8 }, orderReference: 'SA-VR1' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    const grant = issueReturnGrant(grants, 'sa', 'SA-VR3', clock.now());
    expect((await prepare.execute({ region: 'sa', returner: { kind: 'guest', grant }, orderReference: 'SA-VR1' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await prepare.execute({ region: 'sa', returner: { kind: 'guest', grant }, orderReference: 'SA-VR3' })).isOk()).toBe(true);
  });
});

describe('ViewReturns', () => {
  it('offers a return from the customer’s delivered orders still within their window, and no other', async () => {
    const { view, clock } = setUp();
    expect((await view.startable({ region: 'sa', customerId: 7 }))._unsafeUnwrap().map((item) => item.reference)).toEqual(['SA-VR1']);
    expect((await view.startable({ region: 'sa', customerId: 8 }))._unsafeUnwrap()).toEqual([]);
    expect((await view.startable({ region: 'ae', customerId: 7 }))._unsafeUnwrap()).toEqual([]);

    clock.advance({ hours: 16 * 24 });
    expect((await view.startable({ region: 'sa', customerId: 7 }))._unsafeUnwrap()).toEqual([]);
  });

  it('no longer offers an order whose every returnable piece is on a return', async () => {
    const { view, ask, deps } = setUp();
    await ask(2, 'startable-key-1');
    expect((await view.startable({ region: 'sa', customerId: 7 }))._unsafeUnwrap().map((item) => item.reference)).toEqual(['SA-VR1']);
    const studs = await new RequestReturn(deps).execute({
      region: 'sa',
      returner: { kind: 'customer', customerId: 7 },
      orderReference: 'SA-VR1',
      request: { kind: 'refund', reason: 'no-longer-needed', lines: [{ lineId: '3', quantity: 1, condition: 'unused', completePackaging: true, sealIntact: true }] },
      handover: { kind: 'courier-pickup' },
      idempotencyKey: 'startable-key-2',
    });
    expect(studs.isOk()).toBe(true);
    // What is left is the gold bar, which never goes back.
    expect((await view.startable({ region: 'sa', customerId: 7 }))._unsafeUnwrap()).toEqual([]);
  });

  it('lists the customer’s returns, newest first, and shows one to its owner only', async () => {
    const { ask, view, clock, grants } = setUp();
    const first = (await ask(1, 'view-key-1'))._unsafeUnwrap();
    clock.advance({ hours: 1 });
    const second = (await ask(1, 'view-key-2'))._unsafeUnwrap();
    const list = (await view.list({ region: 'sa', customerId: 7 }))._unsafeUnwrap();
    expect(list.map((row) => row.reference)).toEqual([second.reference, first.reference]);
    expect(list[0]).toMatchObject({ orderReference: 'SA-VR1', status: 'requested', refundAmount: { amountMinor: 500_00 }, lineCount: 1 });
    expect((await view.list({ region: 'sa', customerId: 8 }))._unsafeUnwrap()).toEqual([]);
    expect((await view.list({ region: 'ae', customerId: 7 }))._unsafeUnwrap()).toEqual([]);

    expect((await view.detail({ region: 'sa', returner: { kind: 'customer', customerId: 7 }, reference: first.reference }))._unsafeUnwrap()).toMatchObject({ reference: first.reference, lines: [{ name: 'Ring', quantity: 1, refundMinor: 500_00 }] });
    expect((await view.detail({ region: 'sa', returner: { kind: 'customer', customerId: 8 }, reference: first.reference }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    const otherGrant = issueReturnGrant(grants, 'sa', 'SA-VR3', clock.now());
    expect((await view.detail({ region: 'sa', returner: { kind: 'guest', grant: otherGrant }, reference: first.reference }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await view.detail({ region: 'ae', returner: { kind: 'customer', customerId: 7 }, reference: first.reference }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('shows an order’s returns to its owner, guest or customer, and says when nothing of it may go back any more', async () => {
    const { ask, view, clock, grants, deps } = setUp();
    const customer = { kind: 'customer', customerId: 7 } as const;
    expect((await view.ofOrder({ region: 'sa', returner: customer, orderReference: 'SA-VR1' }))._unsafeUnwrap()).toEqual({ returns: [], canReturnMore: true });
    const first = (await ask(2, 'of-order-key-1'))._unsafeUnwrap();
    const afterRing = (await view.ofOrder({ region: 'sa', returner: customer, orderReference: 'sa-vr1' }))._unsafeUnwrap();
    expect(afterRing.returns.map((row) => [row.reference, row.status, row.lineCount])).toEqual([[first.reference, 'requested', 1]]);
    // The studs are still returnable; the gold bar never is.
    expect(afterRing.canReturnMore).toBe(true);

    const studs = await new RequestReturn(deps).execute({
      region: 'sa',
      returner: customer,
      orderReference: 'SA-VR1',
      request: { kind: 'refund', reason: 'no-longer-needed', lines: [{ lineId: '3', quantity: 1, condition: 'unused', completePackaging: true, sealIntact: true }] },
      handover: { kind: 'courier-pickup' },
      idempotencyKey: 'of-order-key-2',
    });
    expect(studs.isOk()).toBe(true);
    const all = (await view.ofOrder({ region: 'sa', returner: customer, orderReference: 'SA-VR1' }))._unsafeUnwrap();
    expect(all.returns).toHaveLength(2);
    expect(all.canReturnMore).toBe(false);

    const guestGrant = issueReturnGrant(grants, 'sa', 'SA-VR3', clock.now());
    expect((await view.ofOrder({ region: 'sa', returner: { kind: 'guest', grant: guestGrant }, orderReference: 'SA-VR3' }))._unsafeUnwrap()).toEqual({ returns: [], canReturnMore: true });
    expect((await view.ofOrder({ region: 'sa', returner: { kind: 'guest', grant: guestGrant }, orderReference: 'SA-VR1' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await view.ofOrder({ region: 'sa', returner: { kind: 'customer', customerId: 8 }, orderReference: 'SA-VR1' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    // Past the window, nothing more may go back.
    clock.advance({ hours: 16 * 24 });
    expect((await view.ofOrder({ region: 'sa', returner: { kind: 'guest', grant: issueReturnGrant(grants, 'sa', 'SA-VR3', clock.now()) }, orderReference: 'SA-VR3' }))._unsafeUnwrap().canReturnMore).toBe(false);
  });
});
