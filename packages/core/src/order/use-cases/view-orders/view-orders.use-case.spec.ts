import { describe, expect, it } from 'vitest';
import { DefaultVatPolicy } from '../../../locale/domain/vat.policy.js';
import { DEMO_SELLER_SETTINGS } from '../../domain/seller-settings.js';
import { InMemoryOrderStore } from '../../test-support/in-memory-order-store.js';
import { namingCatalog, RING_IN_ARABIC } from '../../test-support/naming-catalog.js';
import { anOrder, anOrderLine } from '../../test-support/order.builder.js';
import { ViewOrders } from './view-orders.use-case.js';

const mine = anOrder().numbered('SA-N1').of(7).at('shipped').placed('2026-03-01T10:00:00Z').withLines(anOrderLine({ quantity: 2 })).build();
const newer = anOrder().numbered('SA-N2').of(7).at('placed').placed('2026-03-05T10:00:00Z').build();
const someoneElses = anOrder().numbered('SA-O1').of(8).forEmail('other@example.com').build();
const guests = anOrder().numbered('SA-G1').of(undefined).build();
const guestsLater = anOrder().numbered('SA-G2').of(undefined).placed('2026-03-09T10:00:00Z').build();
const inEgypt = anOrder().numbered('EG-N3').inRegion('eg').of(7).build();

const details = (catalog = namingCatalog().catalog) => ({ sellers: DEMO_SELLER_SETTINGS, vat: new DefaultVatPolicy(), catalog });
const view = () => new ViewOrders(new InMemoryOrderStore().add(mine, newer, someoneElses, guests, guestsLater, inEgypt), details());

describe('ViewOrders', () => {
  it('lists the customer’s own orders in the region, newest first', async () => {
    const list = (await view().list({ region: 'sa', customerId: 7 }))._unsafeUnwrap();
    expect(list.map((row) => row.reference)).toEqual(['SA-N2', 'SA-N1']);
    expect(list[1]).toMatchObject({ status: 'shipped', itemCount: 2, total: mine.totals.total, imageUrl: '/images/RING-0001.svg' });
  });

  it('lists a guest email’s orders in the region for the merchant, newest first, however the address is typed', async () => {
    const list = (await view().ofGuestEmail({ region: 'sa', email: '  Noura@Example.COM ' }))._unsafeUnwrap();
    expect(list.map((row) => row.reference)).toEqual(['SA-G2', 'SA-G1']);
    expect((await view().ofGuestEmail({ region: 'eg', email: 'noura@example.com' }))._unsafeUnwrap()).toEqual([]);
    expect((await view().ofGuestEmail({ region: 'sa', email: 'other@example.com' }))._unsafeUnwrap()).toEqual([]);
  });

  it('shows an order with its timeline, tracking, invoice and the lines to order again', async () => {
    const detail = (await view().detail({ region: 'sa', customerId: 7, reference: 'sa-n1 ' }))._unsafeUnwrap();
    expect(detail.timeline.map((event) => event.status)).toEqual(['placed', 'paid', 'processing', 'shipped']);
    expect(detail.tracking).toEqual({ carrier: 'Aramex', number: '1234567890' });
    expect(detail.invoice).toMatchObject({ number: 'SA-N1', vatRate: 1500, total: mine.totals.total });
    expect(detail.invoice.qrPayload).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(detail.orderAgain).toEqual([{ productId: 101, variantId: 1001, quantity: 2 }]);
    expect(detail.payment).toMatchObject({ method: 'card', state: 'paid' });
  });

  it('answers NOT_FOUND for another customer’s order, a guest’s, another region’s and one that does not exist, alike', async () => {
    const answers = await Promise.all(
      ['SA-O1', 'SA-G1', 'EG-N3', 'SA-NOPE', '../etc'].map(async (reference) => (await view().detail({ region: 'sa', customerId: 7, reference }))._unsafeUnwrapErr()),
    );
    expect(answers.map((error) => error.code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(answers[0]).toEqual({ code: 'NOT_FOUND', params: { entity: 'order', id: 'SA-O1' } });
    expect(answers[3]).toEqual({ code: 'NOT_FOUND', params: { entity: 'order', id: 'SA-NOPE' } });
  });

  it('adds up a variant sold on two lines into one line to order again', async () => {
    const twice = anOrder().numbered('SA-N4').of(7).withLines(anOrderLine({ quantity: 1 }), anOrderLine({ quantity: 2, bundleId: 'B-1' }), anOrderLine({ variantId: 1002, quantity: 1 })).build();
    const orders = new ViewOrders(new InMemoryOrderStore().add(twice), details());
    expect((await orders.detail({ region: 'sa', customerId: 7, reference: 'SA-N4' }))._unsafeUnwrap().orderAgain).toEqual([
      { productId: 101, variantId: 1001, quantity: 3 },
      { productId: 101, variantId: 1002, quantity: 1 },
    ]);
  });

  it('names the lines in the page’s language as the catalogue names them today, keeps the sold name of a piece no longer sold, and the invoice as issued', async () => {
    const { catalog, reads } = namingCatalog();
    const both = anOrder().numbered('SA-N5').of(7).withLines(anOrderLine({ quantity: 1 }), anOrderLine({ productId: 102, variantId: 1020, name: 'Tennis Bracelet', quantity: 1 })).build();
    const orders = new ViewOrders(new InMemoryOrderStore().add(both), details(catalog));

    const inArabic = (await orders.detail({ region: 'sa', customerId: 7, reference: 'SA-N5', language: 'ar' }))._unsafeUnwrap();
    expect(inArabic.lines.map((line) => line.name)).toEqual([RING_IN_ARABIC, 'Tennis Bracelet']);
    expect(inArabic.invoice.rows.filter((row) => row.kind === 'line').map((row) => row.name)).toEqual(['Solitaire Ring', 'Tennis Bracelet']);
    expect(reads).toEqual([{ scope: { region: 'sa', language: 'ar' }, productIds: [101, 102] }]);

    // In the order's own language, or with none asked, the lines are as sold and the catalogue is not asked.
    const inEnglish = (await orders.detail({ region: 'sa', customerId: 7, reference: 'SA-N5', language: 'en' }))._unsafeUnwrap();
    const unasked = (await orders.detail({ region: 'sa', customerId: 7, reference: 'SA-N5' }))._unsafeUnwrap();
    expect(inEnglish.lines.map((line) => line.name)).toEqual(['Solitaire Ring', 'Tennis Bracelet']);
    expect(unasked).toEqual(inEnglish);
    expect(reads).toHaveLength(1);
  });
});
