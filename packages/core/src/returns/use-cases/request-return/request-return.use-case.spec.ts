import { describe, expect, it } from 'vitest';
import { MAIL_TOPIC } from '../../../events/ports/outbox.port.js';
import { RING_IN_ARABIC } from '../../../order/test-support/naming-catalog.js';
import { anOrder, anOrderLine } from '../../../order/test-support/order.builder.js';
import { issueReturnGrant } from '../../domain/return-grant.js';
import type { ReturnRequest } from '../../domain/return-request.js';
import { returnsWorld, SPEC_IBANS } from '../../test-support/returns-world.js';
import { RequestReturn, type RequestReturnInput } from './request-return.use-case.js';

const twoRings = anOrderLine({ sku: 'RING-2', name: 'Twin Rings', quantity: 2, unitMinor: 500_00 });
const coin = anOrderLine({ sku: 'COIN-1', name: 'Gold Coin', kind: 'gold-coin', unitMinor: 2_000_00 });

const ksaOrder = anOrder().numbered('SA-RR1').of(7).at('delivered').withLines(twoRings, coin).withShipping(30_00).build();
const egyptCash = anOrder().inRegion('eg', 'ar').numbered('EG-RR2').of(9).paidBy('cash-on-delivery').at('delivered').withLines(anOrderLine({ quantity: 1, unitMinor: 3_000_00 })).withCashOnDeliveryFee(20_00).build();
const guestOrder = anOrder().numbered('SA-RR3').of(undefined).forEmail('guest@example.com').at('delivered').build();

const returnOf = (lines: { lineId: string; quantity: number }[]): ReturnRequest => ({
  kind: 'refund',
  reason: 'no-longer-needed',
  lines: lines.map((line) => ({ ...line, condition: 'unused', completePackaging: true })),
});

function setUp(...orders: Parameters<typeof returnsWorld>[0]) {
  const world = returnsWorld(orders.length === 0 ? [ksaOrder, egyptCash, guestOrder] : orders);
  const useCase = new RequestReturn(world.deps);
  let key = 0;
  const ask = (overrides: Partial<RequestReturnInput> = {}) =>
    useCase.execute({
      region: 'sa',
      returner: { kind: 'customer', customerId: 7 },
      orderReference: 'SA-RR1',
      request: returnOf([{ lineId: '1', quantity: 1 }]),
      handover: { kind: 'courier-pickup' },
      idempotencyKey: `key-${String(++key).padStart(6, '0')}`,
      ...overrides,
    });
  return { ...world, ask };
}

describe('RequestReturn', () => {
  it('writes its emails in the language the return is asked in, its link to that language’s pages and the pieces by their names in it', async () => {
    const { ask, returns } = setUp();
    // Ordered on English pages; the catalogue names the ring (product 101) in Arabic today.
    const detail = (await ask({ language: 'ar' }))._unsafeUnwrap();
    expect(returns.outbox[0]?.payload).toMatchObject({
      locale: { language: 'ar', region: 'sa' },
      params: { returnLink: 'https://shop.example/ar-sa/account/my-returns/SA-R-M00001', line1Name: RING_IN_ARABIC },
    });
    expect(detail.lines.map((line) => line.name)).toEqual([RING_IN_ARABIC]);
    // Asked again with the same key, the answer is the same.
    expect((await ask({ language: 'ar', idempotencyKey: 'key-000001' }))._unsafeUnwrap()).toEqual(detail);
  });

  it('records a return of what was paid for the units, refunded to the card, with a confirmation email', async () => {
    const { ask, returns } = setUp();
    const detail = (await ask({ handover: { kind: 'boutique', boutiqueId: 11 } }))._unsafeUnwrap();
    expect(detail).toMatchObject({
      reference: 'SA-R-M00001',
      orderReference: 'SA-RR1',
      status: 'requested',
      lines: [{ lineId: '1', name: 'Twin Rings', quantity: 1, refundMinor: 500_00 }],
      refundRoute: { kind: 'original-method' },
      refundAmount: { amountMinor: 500_00, currency: 'SAR' },
      handover: { kind: 'boutique', boutiqueId: 11, boutiqueName: { en: 'Riyadh Park' } },
      history: [{ status: 'requested' }],
    });
    expect(returns.outbox).toEqual([
      {
        topic: MAIL_TOPIC,
        payload: {
          locale: { language: 'en', region: 'sa' },
          to: 'noura@example.com',
          template: 'return-confirmation',
          params: {
            returnNumber: 'SA-R-M00001',
            orderNumber: 'SA-RR1',
            returnLink: 'https://shop.example/en-sa/account/my-returns/SA-R-M00001',
            currency: 'SAR',
            refundAmount: 500_00,
            refundRoute: 'original-method',
            line1Name: 'Twin Rings',
            line1Quantity: 1,
            lineCount: 1,
            handover: 'boutique',
            boutiqueName: 'Riyadh Park',
          },
        },
      },
    ]);
  });

  it('refuses more units than were bought, and the same units twice', async () => {
    const { ask, returns } = setUp();
    const tooMany = (await ask({ request: returnOf([{ lineId: '1', quantity: 3 }]) }))._unsafeUnwrapErr();
    expect(tooMany).toEqual({ code: 'RETURN_REFUSED', params: { refusals: [{ code: 'RETURN_QUANTITY_INVALID', params: { lineId: '1', requested: 3, ordered: 2 } }] } });
    expect((await ask({ request: returnOf([{ lineId: '1', quantity: 2 }]) })).isOk()).toBe(true);
    const again = (await ask({ request: returnOf([{ lineId: '1', quantity: 1 }]) }))._unsafeUnwrapErr();
    expect(again).toEqual({ code: 'RETURN_REFUSED', params: { refusals: [{ code: 'RETURN_QUANTITY_INVALID', params: { lineId: '1', requested: 1, ordered: 0 } }] } });
    expect(returns.returns.size).toBe(1);
  });

  it('counts the units of a rejected return as returnable again', async () => {
    const { ask, returns } = setUp();
    const first = (await ask({ request: returnOf([{ lineId: '1', quantity: 2 }]) }))._unsafeUnwrap();
    const stored = returns.returns.get(first.reference);
    if (stored) returns.returns.set(first.reference, { ...stored, status: 'rejected' });
    expect((await ask({ request: returnOf([{ lineId: '1', quantity: 2 }]) })).isOk()).toBe(true);
  });

  it('never takes back a gold coin', async () => {
    const { ask } = setUp();
    expect((await ask({ request: returnOf([{ lineId: '2', quantity: 1 }]) }))._unsafeUnwrapErr()).toEqual({
      code: 'RETURN_REFUSED',
      params: { refusals: [{ code: 'RETURN_GOLD_COIN_OR_BAR', params: { lineId: '2' } }] },
    });
  });

  it('answers another customer’s order, another region’s and a malformed number as not found', async () => {
    const { ask } = setUp();
    expect((await ask({ returner: { kind: 'customer', customerId: 8 } }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await ask({ region: 'ae' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await ask({ orderReference: '<script>' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await ask({ orderReference: 'SA-RR3' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('answers the same return for the same key, and refuses a key of another shape', async () => {
    const { ask, returns } = setUp();
    const first = (await ask({ idempotencyKey: 'same-key-1' }))._unsafeUnwrap();
    const second = (await ask({ idempotencyKey: 'same-key-1' }))._unsafeUnwrap();
    expect(second).toEqual(first);
    expect(returns.returns.size).toBe(1);
    expect(returns.outbox).toHaveLength(1);
    expect((await ask({ idempotencyKey: 'short' }))._unsafeUnwrapErr()).toMatchObject({ code: 'INVALID', params: { field: 'idempotencyKey' } });
  });

  it('lets a guest return with the grant of the order lookup, and no one with a forged, expired or other order’s grant', async () => {
    const { ask, grants, clock } = setUp();
    const grant = issueReturnGrant(grants, 'sa', 'SA-RR3', clock.now());
    const guest = { kind: 'guest', grant } as const;
    expect((await ask({ returner: { kind: 'guest', grant: grant.replace('SA-RR3', 'SA-RR1') }, orderReference: 'SA-RR1' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await ask({ returner: guest, orderReference: 'SA-RR1' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await ask({ returner: { kind: 'guest', grant: 'made-up' }, orderReference: 'SA-RR3' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    const made = (await ask({ returner: guest, orderReference: 'SA-RR3' }))._unsafeUnwrap();
    expect(made).toMatchObject({ orderReference: 'SA-RR3', status: 'requested' });
    clock.advance({ hours: 3 });
    expect((await ask({ returner: guest, orderReference: 'SA-RR3' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('refunds cash on delivery by transfer to a valid IBAN of the region’s country, and shows only its last four', async () => {
    const { ask, returns } = setUp();
    const egypt = { region: 'eg', returner: { kind: 'customer', customerId: 9 }, orderReference: 'EG-RR2' } as const;
    expect((await ask(egypt))._unsafeUnwrapErr()).toEqual({ code: 'RETURN_IBAN_INVALID', params: { issue: 'missing', country: 'EG', length: 29 } });
    expect((await ask({ ...egypt, bankAccount: { holderName: 'Omar Hassan', iban: SPEC_IBANS.sa } }))._unsafeUnwrapErr()).toMatchObject({ code: 'RETURN_IBAN_INVALID', params: { issue: 'country' } });
    expect((await ask({ ...egypt, bankAccount: { holderName: 'Omar Hassan', iban: 'EG38 0019 0005 0000 0000 2631 80003' } }))._unsafeUnwrapErr()).toMatchObject({ params: { issue: 'checksum' } });
    expect((await ask({ ...egypt, bankAccount: { holderName: ' ', iban: SPEC_IBANS.eg } }))._unsafeUnwrapErr()).toMatchObject({ params: { issue: 'holder' } });
    const made = (await ask({ ...egypt, bankAccount: { holderName: 'Omar Hassan', iban: SPEC_IBANS.eg } }))._unsafeUnwrap();
    expect(made).toMatchObject({ refundRoute: { kind: 'bank-transfer' }, refundAmount: { amountMinor: 3_000_00, currency: 'EGP' }, ibanLast4: '0002' });
    expect(JSON.stringify(made)).not.toContain('EG380019');
    expect(returns.returns.get(made.reference)?.bankAccount).toEqual({ holderName: 'Omar Hassan', iban: 'EG380019000500000000263180002' });
  });

  it('refuses a bank account for an order paid by card', async () => {
    const { ask } = setUp();
    expect((await ask({ bankAccount: { holderName: 'Noura', iban: SPEC_IBANS.sa } }))._unsafeUnwrapErr()).toMatchObject({ code: 'INVALID', params: { field: 'bankAccount' } });
  });

  it('refuses a boutique the region does not have', async () => {
    const { ask } = setUp();
    expect((await ask({ handover: { kind: 'boutique', boutiqueId: 999 } }))._unsafeUnwrapErr()).toMatchObject({ code: 'INVALID', params: { field: 'handover.boutiqueId' } });
  });

  it('takes the share of an order-wide discount off the refund, and never refunds shipping', async () => {
    const order = anOrder().numbered('SA-RR4').of(7).at('delivered').withLines(anOrderLine({ quantity: 2, unitMinor: 500_00 }), anOrderLine({ sku: 'B', unitMinor: 1_000_00 })).withCartDiscount(200_00).withShipping(30_00).build();
    const { ask } = setUp(order);
    const all = (await ask({ orderReference: 'SA-RR4', request: returnOf([{ lineId: '1', quantity: 2 }, { lineId: '2', quantity: 1 }]) }))._unsafeUnwrap();
    expect(all.refundAmount.amountMinor).toBe(1_800_00);
    expect(all.lines.map((line) => line.refundMinor)).toEqual([900_00, 900_00]);
  });

  it('flags a customer whose returns look unusual for review, and only flags', async () => {
    const orders = [1, 2, 3].map((n) => anOrder().numbered(`SA-RU${n}`).of(7).at('delivered').build());
    const world = returnsWorld(orders, { count: 3, days: 30 });
    const useCase = new RequestReturn(world.deps);
    for (const n of [1, 2, 3]) {
      const made = await useCase.execute({
        region: 'sa',
        returner: { kind: 'customer', customerId: 7 },
        orderReference: `SA-RU${n}`,
        request: returnOf([{ lineId: '1', quantity: 1 }]),
        handover: { kind: 'courier-pickup' },
        idempotencyKey: `unusual-${n}-key`,
      });
      expect(made.isOk()).toBe(true);
      expect(world.returns.flags.length).toBe(n === 3 ? 1 : 0);
    }
    expect((await world.returns.flaggedAccounts('sa'))._unsafeUnwrap()).toEqual([{ customerId: 7, email: 'noura@example.com', flaggedAt: world.clock.now(), returnCount: 3, windowDays: 30 }]);
  });
});
