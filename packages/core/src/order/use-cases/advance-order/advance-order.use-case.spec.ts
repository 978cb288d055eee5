import { describe, expect, it } from 'vitest';
import { MAIL_TOPIC } from '../../../events/ports/outbox.port.js';
import { FakeClock } from '../../../shared/test-support/fake-clock.js';
import { ORDER_UPDATE_TOPIC } from '../../domain/order-marketing-event.js';
import type { OrderRecord } from '../../domain/order.js';
import { FakeOrderPayments } from '../../test-support/fake-payments.js';
import { InMemoryOrderStore } from '../../test-support/in-memory-order-store.js';
import { anOrder, anOrderLine } from '../../test-support/order.builder.js';
import { AdvanceOrder, type OrderMove } from './advance-order.use-case.js';

const origin = 'https://shop.example';
const tracking = { carrier: 'Aramex', number: '1234567890', url: 'https://track.example/1234567890' };

function setUp(order: OrderRecord, payments = new FakeOrderPayments()) {
  const store = new InMemoryOrderStore().add(order);
  const clock = new FakeClock('2026-03-02T09:00:00Z');
  const advance = new AdvanceOrder(store, payments, clock);
  const move = (next: OrderMove) => advance.execute({ region: order.region, reference: order.reference, move: next, origin });
  const topics = () => store.outbox.map(({ topic, payload }) => ('template' in payload ? `${topic}:${payload.template}` : `${topic}:${'action' in payload ? payload.action : ''}`));
  return { store, payments, clock, move, topics };
}

describe('AdvanceOrder', () => {
  it('takes a paid order through processing, shipping with tracking and delivery, with a timeline entry for each', async () => {
    const { move, store, topics } = setUp(anOrder().numbered('SA-A1').at('paid').build());

    await move({ kind: 'process' });
    const shipped = (await move({ kind: 'ship', tracking }))._unsafeUnwrap();
    expect(shipped.tracking).toEqual(tracking);
    const delivered = (await move({ kind: 'deliver' }))._unsafeUnwrap();

    expect(delivered.status).toBe('delivered');
    expect(delivered.timeline.map((event) => event.status)).toEqual(['placed', 'paid', 'processing', 'shipped', 'delivered']);
    expect(store.orders.get('sa:SA-A1')?.status).toBe('delivered');
    expect(topics()).toEqual([`${ORDER_UPDATE_TOPIC}:shipped`, `${MAIL_TOPIC}:order-shipped`, `${ORDER_UPDATE_TOPIC}:delivered`]);
  });

  it('sends the shipped email with the carrier, number and tracking page, in the order’s language', async () => {
    const { move, store } = setUp(anOrder().numbered('SA-A2').inLanguage('ar').of(7).at('processing').build());
    await move({ kind: 'ship', tracking });
    const mail = store.outbox.find((entry) => entry.topic === MAIL_TOPIC)?.payload;
    expect(mail).toEqual({
      locale: { language: 'ar', region: 'sa' },
      to: 'noura@example.com',
      template: 'order-shipped',
      params: { orderNumber: 'SA-A2', orderLink: 'https://shop.example/ar-sa/account/orders/SA-A2', firstName: 'Noura', carrier: 'Aramex', trackingNumber: '1234567890', trackingUrl: tracking.url },
    });
  });

  it('refuses a move the order’s state does not allow, and changes nothing', async () => {
    const { move, store } = setUp(anOrder().numbered('SA-A3').at('placed').build());
    expect((await move({ kind: 'ship', tracking }))._unsafeUnwrapErr()).toEqual({ code: 'ORDER_TRANSITION_REFUSED', params: { from: 'placed', to: 'shipped' } });
    expect((await move({ kind: 'deliver' }))._unsafeUnwrapErr().code).toBe('ORDER_TRANSITION_REFUSED');
    expect(store.orders.get('sa:SA-A3')?.status).toBe('placed');
    expect(store.outbox).toEqual([]);
  });

  it('refuses shipping without a tracking number', async () => {
    const { move, store } = setUp(anOrder().numbered('SA-A4').at('processing').build());
    expect((await move({ kind: 'ship', tracking: { carrier: 'Aramex', number: '' } }))._unsafeUnwrapErr().code).toBe('ORDER_TRACKING_REQUIRED');
    expect(store.orders.get('sa:SA-A4')?.status).toBe('processing');
  });

  it('records the cash of a cash-on-delivery order as received when it is delivered', async () => {
    const { move, topics } = setUp(anOrder().numbered('SA-A5').paidBy('cash-on-delivery').at('shipped').build());
    await move({ kind: 'deliver' });
    expect(topics()).toEqual([`${ORDER_UPDATE_TOPIC}:paid`, `${ORDER_UPDATE_TOPIC}:delivered`]);
  });

  it('answers NOT_FOUND for an order of another region, as for one that does not exist', async () => {
    const order = anOrder().numbered('AE-X1').inRegion('ae').build();
    const { store, payments, clock } = setUp(order);
    const advance = new AdvanceOrder(store, payments, clock);
    expect((await advance.execute({ region: 'sa', reference: 'AE-X1', move: { kind: 'process' }, origin }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await advance.execute({ region: 'sa', reference: 'nothing at all!', move: { kind: 'process' }, origin }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });
});

describe('cancelling an order', () => {
  it('voids a payment only authorised, restocks every line and tells the shopper the money was released', async () => {
    const order = anOrder().numbered('SA-C1').paidBy('card', 'pay_c1').at('paid').withLines(anOrderLine({ sku: 'R-1', quantity: 2 }), anOrderLine({ sku: 'E-2', variantId: 2 })).build();
    const { move, store, payments, topics } = setUp(order, new FakeOrderPayments().set('pay_c1', 'authorised'));

    const cancelled = (await move({ kind: 'cancel' }))._unsafeUnwrap();

    expect(cancelled.status).toBe('cancelled');
    expect(payments.calls).toEqual([{ call: 'cancel', provider: 'card', providerRef: 'pay_c1' }]);
    expect(store.restocked).toEqual([
      { reference: 'SA-C1', sku: 'R-1', quantity: 2 },
      { reference: 'SA-C1', sku: 'E-2', quantity: 1 },
    ]);
    expect(topics()).toEqual([`${ORDER_UPDATE_TOPIC}:cancelled`, `${MAIL_TOPIC}:order-cancelled`]);
    expect(store.outbox[1]?.payload).toMatchObject({ template: 'order-cancelled', params: { refund: 'released', total: order.totals.total.amountMinor, currency: 'SAR' } });
  });

  it('refunds a captured payment in full, once, with a key that makes a retry harmless', async () => {
    const order = anOrder().numbered('SA-C2').paidBy('tabby', 'tabby_9').at('processing').build();
    const { move, payments, store } = setUp(order, new FakeOrderPayments().set('tabby_9', 'captured'));
    await move({ kind: 'cancel' });
    expect(payments.calls).toEqual([{ call: 'refund', provider: 'tabby', providerRef: 'tabby_9', amount: order.totals.total, idempotencyKey: 'order-cancel:SA-C2' }]);
    expect(store.outbox[1]?.payload).toMatchObject({ params: { refund: 'refunded' } });
  });

  it('moves no money for cash on delivery', async () => {
    const { move, payments, store } = setUp(anOrder().numbered('SA-C3').paidBy('cash-on-delivery').at('awaiting-cash').build());
    expect((await move({ kind: 'cancel' }))._unsafeUnwrap().status).toBe('cancelled');
    expect(payments.calls).toEqual([]);
    expect(store.outbox[1]?.payload).toMatchObject({ params: { refund: 'none' } });
  });

  it('changes nothing when the provider cannot be reached, so the operator can try again', async () => {
    const { move, store } = setUp(anOrder().numbered('SA-C4').paidBy('card', 'pay_c4').at('paid').build(), new FakeOrderPayments().set('pay_c4', 'captured').down());
    expect((await move({ kind: 'cancel' }))._unsafeUnwrapErr()).toEqual({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: 'card' } });
    expect(store.orders.get('sa:SA-C4')?.status).toBe('paid');
    expect(store.restocked).toEqual([]);
    expect(store.outbox).toEqual([]);
  });

  it('refuses to cancel a shipped order and leaves its payment alone', async () => {
    const { move, payments } = setUp(anOrder().numbered('SA-C5').paidBy('card', 'pay_c5').at('shipped').build(), new FakeOrderPayments().set('pay_c5', 'captured'));
    expect((await move({ kind: 'cancel' }))._unsafeUnwrapErr()).toEqual({ code: 'ORDER_TRANSITION_REFUSED', params: { from: 'shipped', to: 'cancelled' } });
    expect(payments.calls).toEqual([]);
  });
});
