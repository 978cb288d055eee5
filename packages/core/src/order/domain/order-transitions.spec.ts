import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order.js';
import { canMoveOrder, paymentStateOf, cashReceivedAt, transitionOrder } from './order-transitions.js';
import { anOrder } from '../test-support/order.builder.js';

const at = new Date('2026-03-02T09:00:00Z');
const tracking = { carrier: 'Aramex', number: '1234567890', url: 'https://track.example/1234567890' };

/** The moves the store allows, written out from the rule as the merchant states it. */
const ALLOWED = new Set<string>([
  'placed→paid',
  'placed→awaiting-cash',
  'placed→cancelled',
  'paid→processing',
  'paid→cancelled',
  'awaiting-cash→processing',
  'awaiting-cash→cancelled',
  'processing→shipped',
  'processing→cancelled',
  'shipped→delivered',
]);

describe('the order state machine', () => {
  it('allows exactly the listed moves and refuses every other pair of states, naming both', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const move = `${from}→${to}`;
        const result = transitionOrder({ status: from }, to, at, tracking);
        expect(canMoveOrder(from, to), move).toBe(ALLOWED.has(move));
        if (ALLOWED.has(move)) expect(result._unsafeUnwrap(), move).toMatchObject({ status: to, at });
        else expect(result._unsafeUnwrapErr(), move).toEqual({ code: 'ORDER_TRANSITION_REFUSED', params: { from, to } });
      }
    }
  });

  it('never cancels an order once it has shipped', () => {
    for (const from of ['shipped', 'delivered', 'refunded', 'cancelled'] as OrderStatus[]) {
      expect(transitionOrder({ status: from }, 'cancelled', at).isErr(), from).toBe(true);
    }
  });

  it('ships only with a carrier and a tracking number, and keeps them', () => {
    expect(transitionOrder({ status: 'processing' }, 'shipped', at)._unsafeUnwrapErr()).toEqual({ code: 'ORDER_TRACKING_REQUIRED', params: {} });
    expect(transitionOrder({ status: 'processing' }, 'shipped', at, { carrier: ' ', number: '1' })._unsafeUnwrapErr().code).toBe('ORDER_TRACKING_REQUIRED');
    expect(transitionOrder({ status: 'processing' }, 'shipped', at, tracking)._unsafeUnwrap()).toEqual({ status: 'shipped', at, tracking });
  });

  it('puts the units back on the shelves when an order is cancelled, and only then', () => {
    expect(transitionOrder({ status: 'paid' }, 'cancelled', at)._unsafeUnwrap().restock).toBe(true);
    expect(transitionOrder({ status: 'paid' }, 'processing', at)._unsafeUnwrap().restock).toBeUndefined();
  });
});

describe('the payment of an order', () => {
  it('is paid for an online order once paid, pending before', () => {
    expect(paymentStateOf(anOrder().at('placed').build())).toBe('pending');
    expect(paymentStateOf(anOrder().at('paid').build())).toBe('paid');
    expect(paymentStateOf(anOrder().at('shipped').build())).toBe('paid');
  });

  it('is due on delivery for cash on delivery, and paid with the time of delivery once delivered', () => {
    const shipped = anOrder().paidBy('cash-on-delivery').at('shipped').build();
    expect(paymentStateOf(shipped)).toBe('due-on-delivery');
    expect(cashReceivedAt(shipped)).toBeUndefined();
    const delivered = anOrder().paidBy('cash-on-delivery').at('delivered').build();
    expect(paymentStateOf(delivered)).toBe('paid');
    expect(cashReceivedAt(delivered)).toEqual(delivered.timeline.at(-1)?.at);
  });

  it('is cancelled or refunded with the order', () => {
    expect(paymentStateOf(anOrder().at('cancelled').build())).toBe('cancelled');
    expect(paymentStateOf(anOrder().paidBy('cash-on-delivery').at('cancelled').build())).toBe('cancelled');
    expect(paymentStateOf(anOrder().at('refunded').build())).toBe('refunded');
  });
});
