import { eq } from 'drizzle-orm';
import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProviders } from '@storefront/core/checkout';
import { MAIL_TOPIC } from '@storefront/core/events';
import type { Locale } from '@storefront/core/locale';
import type { OrderChange } from '@storefront/core/order';
import {
  AdvanceReturn,
  DefaultReturnEligibilityPolicy,
  DefaultUnusualReturnsPolicy,
  issueReturnGrant,
  ListFlaggedAccounts,
  RequestReturn,
  returnLinks,
  ViewReturns,
  type ReturnGrantClaims,
  type ReturnGrantSigner,
  type ReturnRequest,
  type ReturnsDeps,
} from '@storefront/core/returns';
import { ENGINES } from '../../test/engines.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { PostgresCatalog } from '../catalog/postgres-catalog.adapter.js';
import type { Database } from '../database/database.js';
import { returnRefunds, returns } from '../database/schema/index.js';
import { PostgresOrderStore } from '../order/postgres-order-store.adapter.js';
import { insertCustomer, setStock, variantIdOf } from '../order/test-support/commerce-fixtures.js';
import { placeTestOrder } from '../testing/checkout-fixtures.js';
import { outboxRows } from '../testing/outbox-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PostgresReturnStore } from './postgres-return-store.adapter.js';

const DELIVERED_AT = new Date('2026-10-20T09:30:00Z');
const NOW = new Date('2026-10-22T09:30:00Z');

/** Grants readable as they are, for the spec: the engine does not sign them, the composition does. */
const grants: ReturnGrantSigner = {
  sign: (claims) => JSON.stringify(claims),
  read: (grant) => {
    try {
      const claims = JSON.parse(grant) as ReturnGrantClaims & { expiresAt: string };
      return { ...claims, expiresAt: new Date(claims.expiresAt) };
    } catch {
      return undefined;
    }
  },
};

/** A card provider that records its refunds; the provider's own idempotency is not what is tested here. */
function recordingPayments() {
  const refunds: string[] = [];
  const payments = {
    find: () => ({
      getPayment: (_region: string, providerRef: string) => okAsync({ providerRef, status: 'captured' }),
      refund: (_region: string, _ref: string, _amount: unknown, key: string) => (refunds.push(key), okAsync({ refundId: `re_${refunds.length}` })),
    }),
    wallet: () => undefined,
  } as unknown as PaymentProviders;
  return { refunds, payments };
}

async function delivered(db: Database, locale: Locale, reference: string) {
  const change: OrderChange = { status: 'delivered', at: DELIVERED_AT };
  (await new PostgresOrderStore(db).change(locale.region, reference, () => okAsync(change)))._unsafeUnwrap();
}

async function arrange(db: Database) {
  const reem = await insertCustomer(db, 'sa', 'reem@example.com', 'Reem');
  const sara = await insertCustomer(db, 'sa', 'sara@example.com', 'Sara');
  const omar = await insertCustomer(db, 'eg', 'omar@example.com', 'Omar');
  const pendant = await variantIdOf(db, 'LZ-NK-1003');
  const ring = await variantIdOf(db, 'LZ-RG-1001-52');
  for (const region of ['sa', 'eg'] as const) {
    await setStock(db, pendant, region, 20);
    await setStock(db, ring, region, 20);
  }
  const sa: Locale = { language: 'en', region: 'sa' };
  const eg: Locale = { language: 'ar', region: 'eg' };
  const mine = await placeTestOrder(db, { locale: sa, customerId: reem, email: 'reem@example.com', lines: [{ variantId: pendant, quantity: 2 }, { variantId: ring, quantity: 1 }] });
  const theirs = await placeTestOrder(db, { locale: sa, customerId: sara, email: 'sara@example.com', lines: [{ variantId: pendant, quantity: 1 }] });
  const guest = await placeTestOrder(db, { locale: sa, email: 'guest@example.com', lines: [{ variantId: ring, quantity: 1 }] });
  const cash = await placeTestOrder(db, { locale: eg, customerId: omar, email: 'omar@example.com', method: 'cash-on-delivery', lines: [{ variantId: ring, quantity: 1 }] });
  for (const [locale, order] of [[sa, mine], [sa, theirs], [sa, guest], [eg, cash]] as const) await delivered(db, locale, order.reference);
  return { reem, sara, omar, mine, theirs, guest, cash };
}

const linesOf = (...lines: { lineId: string; quantity: number }[]): ReturnRequest => ({
  kind: 'refund',
  reason: 'no-longer-needed',
  lines: lines.map((line) => ({ ...line, condition: 'unused', completePackaging: true })),
});

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresReturnStore on ${engine}`, () => {
    let database: TestDatabase;
    let db: Database;
    let arranged: Awaited<ReturnType<typeof arrange>>;
    let deps: ReturnsDeps;
    let refunds: string[];
    let key = 0;

    beforeAll(async () => {
      database = await createTestDatabase(engine, demoCatalogueTemplate());
      db = database.handle.db;
      arranged = await arrange(db);
      const recorded = recordingPayments();
      refunds = recorded.refunds;
      deps = {
        returns: new PostgresReturnStore(db),
        orders: new PostgresOrderStore(db),
        payments: recorded.payments,
        grants,
        policy: new DefaultReturnEligibilityPolicy(),
        unusual: new DefaultUnusualReturnsPolicy({ count: 3, days: 30 }),
        clock: { now: () => NOW },
        links: returnLinks('https://shop.example'),
        catalog: new PostgresCatalog(db),
      };
    }, 120_000);
    afterAll(() => database.dispose());

    const ask = (input: Partial<Parameters<RequestReturn['execute']>[0]> = {}) =>
      new RequestReturn(deps).execute({
        region: 'sa',
        returner: { kind: 'customer', customerId: arranged.reem },
        orderReference: arranged.mine.reference,
        request: linesOf({ lineId: '1', quantity: 1 }),
        handover: { kind: 'courier-pickup' },
        idempotencyKey: `engine-key-${engine}-${++key}`,
        ...input,
      });

    it('keeps a return with its lines, history and confirmation email, and moves it to a refund made once', async () => {
      const made = (await ask({ idempotencyKey: `happy-${engine}` }))._unsafeUnwrap();
      expect(made.reference).toMatch(/^SA-R-[0-9A-Z]{12}$/);
      expect(made).toMatchObject({ status: 'requested', lines: [{ lineId: '1', quantity: 1 }], refundRoute: { kind: 'original-method' } });
      expect((await ask({ idempotencyKey: `happy-${engine}` }))._unsafeUnwrap()).toEqual(made);

      const advance = new AdvanceReturn(deps);
      for (const kind of ['approve', 'receive', 'inspect'] as const) (await advance.execute({ region: 'sa', reference: made.reference, move: { kind } }))._unsafeUnwrap();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await advance.execute({ region: 'sa', reference: made.reference, move: { kind: 'refund' } }))._unsafeUnwrap().status).toBe('refunded');
      }
      expect(refunds).toEqual([`return-refund:${made.reference}`]);
      const [row] = await db.select({ id: returns.id }).from(returns).where(eq(returns.reference, made.reference));
      expect(await db.select().from(returnRefunds).where(eq(returnRefunds.returnId, row?.id ?? 0))).toHaveLength(1);

      const detail = (await new ViewReturns(deps).detail({ region: 'sa', returner: { kind: 'customer', customerId: arranged.reem }, reference: made.reference }))._unsafeUnwrap();
      expect(detail.history.map((event) => event.status)).toEqual(['requested', 'approved', 'received', 'inspected', 'refunded']);
      const mails = (await outboxRows(db, MAIL_TOPIC)).map((entry) => entry.payload as { template: string; params: { returnNumber?: string; status?: string } });
      expect(mails.filter((mail) => mail.params.returnNumber === made.reference).map((mail) => mail.params.status ?? mail.template)).toEqual([
        'return-confirmation',
        'approved',
        'received',
        'inspected',
        'refunded',
      ]);
    });

    it('refuses more units than were bought and the same units twice, writing nothing', async () => {
      const before = (await db.select().from(returns)).length;
      expect((await ask({ request: linesOf({ lineId: '2', quantity: 2 }) }))._unsafeUnwrapErr()).toMatchObject({ code: 'RETURN_REFUSED', params: { refusals: [{ code: 'RETURN_QUANTITY_INVALID' }] } });
      expect((await ask({ request: linesOf({ lineId: '2', quantity: 1 }) })).isOk()).toBe(true);
      expect((await ask({ request: linesOf({ lineId: '2', quantity: 1 }) }))._unsafeUnwrapErr()).toMatchObject({ code: 'RETURN_REFUSED', params: { refusals: [{ code: 'RETURN_QUANTITY_INVALID' }] } });
      expect((await db.select().from(returns)).length).toBe(before + 1);
    });

    it('lets only one of two requests for the same last unit through at once', async () => {
      const both = await Promise.all([ask({ request: linesOf({ lineId: '1', quantity: 1 }) }), ask({ request: linesOf({ lineId: '1', quantity: 1 }) })]);
      // One unit of line 1 was returned by the first test: one is left.
      expect(both.filter((result) => result.isOk())).toHaveLength(1);
    });

    it('answers another customer’s order as not found', async () => {
      expect((await ask({ orderReference: arranged.theirs.reference }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
      expect((await ask({ returner: { kind: 'customer', customerId: arranged.sara } }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    it('keeps a guest’s return without a customer, opened by the grant', async () => {
      const grant = issueReturnGrant(grants, 'sa', arranged.guest.reference, NOW);
      const made = (await ask({ returner: { kind: 'guest', grant }, orderReference: arranged.guest.reference }))._unsafeUnwrap();
      const [row] = await db.select({ customerId: returns.customerId, email: returns.email }).from(returns).where(eq(returns.reference, made.reference));
      expect(row).toEqual({ customerId: null, email: 'guest@example.com' });
      expect((await new ViewReturns(deps).detail({ region: 'sa', returner: { kind: 'guest', grant }, reference: made.reference })).isOk()).toBe(true);
    });

    it('keeps the IBAN of a cash-on-delivery refund whole and shows its last four, and flags unusual returns', async () => {
      const eg = { region: 'eg', returner: { kind: 'customer', customerId: arranged.omar }, orderReference: arranged.cash.reference } as const;
      const made = (await ask({ ...eg, bankAccount: { holderName: 'Omar Hassan', iban: 'EG38 0019 0005 0000 0000 2631 80002' } }))._unsafeUnwrap();
      expect(made).toMatchObject({ refundRoute: { kind: 'bank-transfer' }, ibanLast4: '0002', refundAmount: { currency: 'EGP' } });
      const [row] = await db.select({ iban: returns.bankIban }).from(returns).where(eq(returns.reference, made.reference));
      expect(row?.iban).toBe('EG380019000500000000263180002');

      // Reem has asked for three returns within 30 days by now: flagged, still a customer.
      expect((await new ListFlaggedAccounts(deps).execute({ region: 'sa' }))._unsafeUnwrap()).toMatchObject([{ customerId: arranged.reem, email: 'reem@example.com' }]);
      expect((await new ListFlaggedAccounts(deps).execute({ region: 'eg' }))._unsafeUnwrap()).toEqual([]);
    });

    it('lists a customer’s returns newest first, and nobody else’s', async () => {
      const list = (await new ViewReturns(deps).list({ region: 'sa', customerId: arranged.reem }))._unsafeUnwrap();
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.every((row) => row.orderReference === arranged.mine.reference)).toBe(true);
      expect((await new ViewReturns(deps).list({ region: 'sa', customerId: arranged.sara }))._unsafeUnwrap()).toEqual([]);
    });
  });
}
