import { describe, expect, it } from 'vitest';
import { MAIL_TOPIC } from '../../../events/ports/outbox.port.js';
import { RING_IN_ARABIC } from '../../../order/test-support/naming-catalog.js';
import { anOrder, anOrderLine } from '../../../order/test-support/order.builder.js';
import type { OrderRecord } from '../../../order/domain/order.js';
import { returnsWorld, SPEC_IBANS } from '../../test-support/returns-world.js';
import { RequestReturn } from '../request-return/request-return.use-case.js';
import { AdvanceReturn } from './advance-return.use-case.js';

const card = anOrder().numbered('SA-AR1').of(7).at('delivered').withLines(anOrderLine({ quantity: 2, unitMinor: 500_00 })).build();
const cash = anOrder().inRegion('eg').numbered('EG-AR2').of(9).paidBy('cash-on-delivery').at('delivered').withLines(anOrderLine({ unitMinor: 3_000_00 })).build();

async function withReturn(order: OrderRecord, quantity = 1, language?: 'en' | 'ar') {
  const world = returnsWorld([order]);
  const made = await new RequestReturn(world.deps).execute({
    region: order.region,
    returner: { kind: 'customer', customerId: order.customerId ?? 0 },
    orderReference: order.reference,
    request: { kind: 'refund', reason: 'no-longer-needed', lines: [{ lineId: '1', quantity, condition: 'unused', completePackaging: true }] },
    handover: { kind: 'courier-pickup' },
    ...(order.payment.method === 'cash-on-delivery' ? { bankAccount: { holderName: 'Omar Hassan', iban: SPEC_IBANS.eg } } : {}),
    idempotencyKey: `${order.reference}-key-${quantity}`,
    ...(language === undefined ? {} : { language }),
  });
  const reference = made._unsafeUnwrap().reference;
  const advance = new AdvanceReturn(world.deps);
  const move = (kind: 'approve' | 'receive' | 'inspect' | 'refund' | 'reject', note?: string) =>
    advance.execute({ region: order.region, reference, move: kind === 'reject' ? { kind, note } : { kind } });
  world.returns.outbox.length = 0;
  if (order.payment.providerRef !== undefined) world.payments.set(order.payment.providerRef, 'captured');
  return { ...world, reference, move };
}

const templates = (outbox: readonly { topic: string; payload: unknown }[]) =>
  outbox.filter((entry) => entry.topic === MAIL_TOPIC).map((entry) => (entry.payload as { params: { status: string } }).params.status);

describe('AdvanceReturn', () => {
  it('moves a card return through its states, refunds the card once with the return’s key and emails each change', async () => {
    const { move, payments, returns, reference } = await withReturn(card);
    for (const kind of ['approve', 'receive', 'inspect'] as const) expect((await move(kind)).isOk()).toBe(true);
    const refunded = (await move('refund'))._unsafeUnwrap();
    expect(refunded).toMatchObject({ status: 'refunded', refundAmount: { amountMinor: 500_00 }, refunds: [{ idempotencyKey: `return-refund:${reference}`, route: 'original-method', providerRefundId: 'refund_pay_1' }] });
    expect(refunded.history.map((event) => event.status)).toEqual(['requested', 'approved', 'received', 'inspected', 'refunded']);
    expect(payments.calls).toEqual([{ call: 'refund', provider: 'card', providerRef: 'pay_1', amount: { amountMinor: 500_00, currency: 'SAR' }, idempotencyKey: `return-refund:${reference}` }]);
    expect(templates(returns.outbox)).toEqual(['approved', 'received', 'inspected', 'refunded']);
  });

  it('captures a payment still only authorised before refunding the returned units from it', async () => {
    const { move, payments, reference } = await withReturn(card);
    payments.set('pay_1', 'authorised');
    for (const kind of ['approve', 'receive', 'inspect'] as const) await move(kind);
    expect((await move('refund'))._unsafeUnwrap().status).toBe('refunded');
    expect(payments.calls).toEqual([
      { call: 'capture', provider: 'card', providerRef: 'pay_1' },
      { call: 'refund', provider: 'card', providerRef: 'pay_1', amount: { amountMinor: 500_00, currency: 'SAR' }, idempotencyKey: `return-refund:${reference}` },
    ]);
  });

  it('refunds nothing from a payment that was never taken, and changes nothing', async () => {
    const { move, payments, returns, reference } = await withReturn(card);
    payments.set('pay_1', 'cancelled');
    for (const kind of ['approve', 'receive', 'inspect'] as const) await move(kind);
    expect((await move('refund'))._unsafeUnwrapErr().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(returns.returns.get(reference)?.status).toBe('inspected');
  });

  it('refunds once however often the refund is asked for', async () => {
    const { move, payments } = await withReturn(card);
    for (const kind of ['approve', 'receive', 'inspect'] as const) await move(kind);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await move('refund'))._unsafeUnwrap().status).toBe('refunded');
    expect(payments.calls).toHaveLength(1);
  });

  it('changes nothing when the provider fails, so the refund can be asked for again', async () => {
    const { move, payments, returns, reference } = await withReturn(card);
    for (const kind of ['approve', 'receive', 'inspect'] as const) await move(kind);
    payments.down();
    expect((await move('refund'))._unsafeUnwrapErr().code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(returns.returns.get(reference)?.status).toBe('inspected');
  });

  it('records a cash-on-delivery refund as a bank transfer to the IBAN, with no provider called', async () => {
    const { move, payments, returns } = await withReturn(cash);
    for (const kind of ['approve', 'receive', 'inspect'] as const) await move(kind);
    const refunded = (await move('refund'))._unsafeUnwrap();
    expect(refunded.refunds).toMatchObject([{ route: 'bank-transfer', amount: { amountMinor: 3_000_00, currency: 'EGP' } }]);
    expect(payments.calls).toEqual([]);
    const mail = returns.outbox.at(-1)?.payload as { params: Record<string, unknown>; locale: unknown };
    expect(mail.params).toMatchObject({ status: 'refunded', refundRoute: 'bank-transfer', ibanLast4: '0002', refundAmount: 3_000_00, currency: 'EGP' });
  });

  it('names the returned pieces in each status email, in the language the return was asked in', async () => {
    const params = (outbox: readonly { payload: unknown }[]) => (outbox.at(-1)?.payload as { params: Record<string, unknown> }).params;
    const inArabic = await withReturn(card, 2, 'ar');
    await inArabic.move('approve');
    expect(params(inArabic.returns.outbox)).toMatchObject({ status: 'approved', lineCount: 1, line1Name: RING_IN_ARABIC, line1Quantity: 2 });
    await inArabic.move('reject', 'The seal was broken.');
    expect(params(inArabic.returns.outbox)).toMatchObject({ status: 'rejected', lineCount: 1, line1Name: RING_IN_ARABIC });

    const inEnglish = await withReturn(card, 1, 'en');
    await inEnglish.move('approve');
    expect(params(inEnglish.returns.outbox)).toMatchObject({ status: 'approved', lineCount: 1, line1Name: card.lines[0]?.name, line1Quantity: 1 });
  });

  it('refuses moves out of order and a refund before inspection', async () => {
    const { move, returns, reference } = await withReturn(card);
    expect((await move('receive'))._unsafeUnwrapErr()).toEqual({ code: 'RETURN_TRANSITION_REFUSED', params: { from: 'requested', move: 'receive' } });
    expect((await move('refund'))._unsafeUnwrapErr().code).toBe('RETURN_TRANSITION_REFUSED');
    expect(returns.returns.get(reference)?.status).toBe('requested');
    expect(returns.outbox).toEqual([]);
  });

  it('rejects with the operator’s note, emailed, and nothing moves a rejected return on', async () => {
    const { move, returns } = await withReturn(card);
    await move('approve');
    const rejected = (await move('reject', '  The seal was broken.  '))._unsafeUnwrap();
    expect(rejected).toMatchObject({ status: 'rejected', rejectionNote: 'The seal was broken.' });
    expect((returns.outbox.at(-1)?.payload as { params: Record<string, unknown> }).params).toMatchObject({ status: 'rejected', note: 'The seal was broken.' });
    expect((await move('receive'))._unsafeUnwrapErr().code).toBe('RETURN_TRANSITION_REFUSED');
    expect((await move('refund'))._unsafeUnwrapErr().code).toBe('RETURN_TRANSITION_REFUSED');
  });

  it('answers an unknown or malformed reference as not found', async () => {
    const { deps } = await withReturn(card);
    const advance = new AdvanceReturn(deps);
    expect((await advance.execute({ region: 'sa', reference: 'SA-R-NOPE', move: { kind: 'approve' } }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await advance.execute({ region: 'sa', reference: '../x', move: { kind: 'approve' } }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });
});

describe('AdvanceReturn at the same time', () => {
  it('answers every one of ten refunds asked at once with the refunded return, the provider asked under one key', async () => {
    const { move, payments, reference } = await withReturn(card);
    for (const kind of ['approve', 'receive', 'inspect'] as const) await move(kind);
    const all = await Promise.all(Array.from({ length: 10 }, () => move('refund')));
    expect(all.map((result) => result._unsafeUnwrap().status)).toEqual(Array.from({ length: 10 }, () => 'refunded'));
    expect(new Set(payments.calls.map((call) => (call.call === 'refund' ? call.idempotencyKey : '')))).toEqual(new Set([`return-refund:${reference}`]));
  });
});
