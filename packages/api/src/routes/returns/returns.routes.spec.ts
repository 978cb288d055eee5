import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf, placeTestOrder, stockedProducts, type StockedProduct } from '@storefront/adapters-postgres/testing';
import { TOKENS, type Runtime } from '@storefront/composition';
import { SESSION_COOKIE } from '@storefront/contract';
import { PaymentProviders, type PaymentProvider } from '@storefront/core/checkout';
import type { Locale } from '@storefront/core/locale';
import { DEMO_CUSTOMER_PASSWORD } from '@storefront/demo-store';
import type { Mailbox } from '@storefront/mail';
import type { Container } from 'inversify';
import { until } from '../../test-support/checkout-shopper.js';
import { aTestApi } from '../../test-support/test-app.js';
import { API_ENGINE } from '../../test-support/engine.js';

const OPERATOR_TOKEN = 'an-operator-token-for-the-return-tests-0123456789';
const WEB = { 'x-storefront-client': 'web' };
const OPERATOR = { authorization: `Bearer ${OPERATOR_TOKEN}` };
const EG_IBAN = 'EG38 0019 0005 0000 0000 2631 80002';

/** The payment providers, as far as returns use them: each refund recorded, the same key refunding once (as a provider does). */
function recordingProviders() {
  const refunds: { key: string; amountMinor: number }[] = [];
  const provider = {
    getPayment: (_region: string, providerRef: string) => okAsync({ providerRef, status: 'captured', amount: { amountMinor: 0, currency: 'SAR' } }),
    refund: (_region: string, _providerRef: string, amount: { amountMinor: number }, key: string) => {
      if (!refunds.some((refund) => refund.key === key)) refunds.push({ key, amountMinor: amount.amountMinor });
      return okAsync({ refundId: `re_${key}` });
    },
  } as unknown as PaymentProvider;
  const providers: PaymentProviders = { find: () => provider, wallet: () => undefined };
  return { refunds, providers };
}

async function aReturnsApi() {
  const recorded = recordingProviders();
  const prepare = async (container: Container) => {
    await container.unbind(PaymentProviders);
    container.bind<PaymentProviders>(PaymentProviders).toConstantValue(recorded.providers);
  };
  const store = await aTestApi(
    { OPERATOR_TOKEN, DATA_DIR: mkdtempSync(join(tmpdir(), 'returns-api-')), RATE_LIMIT_SIGN_IN_PER_CLIENT: '500/15m', RETURNS_UNUSUAL_COUNT: '2', RETURNS_UNUSUAL_DAYS: '30' },
    { prepare },
  );
  return { ...store, refunds: recorded.refunds };
}

const post = (app: FastifyInstance, path: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/${path}`, payload, headers: { ...WEB, ...headers } });

async function signIn(app: FastifyInstance, email: string, region: string): Promise<Record<string, string>> {
  const response = await post(app, 'auth/secure-login', { region, email, password: DEMO_CUSTOMER_PASSWORD });
  const session = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
  if (session === undefined) throw new Error(`sign-in failed: ${response.body}`);
  return { cookie: `${SESSION_COOKIE}=${session}` };
}

/** An order placed through the engine's checkout store and moved to delivered by the operator API, as today. */
async function aDeliveredOrder(app: FastifyInstance, runtime: Runtime, locale: Locale, input: { customerId?: number; email: string; method: 'card' | 'cash-on-delivery'; product: StockedProduct; quantity: number }) {
  const order = await placeTestOrder(runtime.database.db, {
    locale,
    email: input.email,
    ...(input.customerId === undefined ? {} : { customerId: input.customerId }),
    method: input.method,
    lines: [{ variantId: input.product.variantId, quantity: input.quantity }],
  });
  for (const [move, extra] of [['process', {}], ['ship', { carrier: 'Aramex', tracking: '1234567890' }], ['deliver', {}]] as const) {
    const moved = await post(app, `operator/orders/${order.reference}/${move}`, { region: locale.region, ...extra }, OPERATOR);
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return order.reference;
}

const asked = (orderReference: string, quantity: number, key: string, extra: object = {}) => ({
  region: 'sa',
  orderReference,
  reason: 'no-longer-needed',
  lines: [{ lineId: '1', quantity, condition: 'unused', completePackaging: true }],
  handover: { kind: 'courier-pickup' },
  idempotencyKey: key,
  ...extra,
});

describe(`returns through the API on ${API_ENGINE}`, () => {
  let api: Awaited<ReturnType<typeof aReturnsApi>>;
  let sa: Record<string, string>;
  let eg: Record<string, string>;
  let saProducts: StockedProduct[];
  let egProducts: StockedProduct[];
  let mailbox: Mailbox;

  beforeAll(async () => {
    api = await aReturnsApi();
    saProducts = await stockedProducts(api.runtime.database.db, 'sa', 4, 50);
    egProducts = await stockedProducts(api.runtime.database.db, 'eg', 4, 50);
    sa = await signIn(api.app, 'demo.sa@storefront.test', 'sa');
    eg = await signIn(api.app, 'demo.eg@storefront.test', 'eg');
    mailbox = api.container.get<Mailbox>(TOKENS.Mailbox);
  }, 180_000);
  afterAll(() => api?.app.close());

  const mailsAbout = async (reference: string) => {
    const listed = (await mailbox.list(200))._unsafeUnwrap();
    return listed.filter((mail) => mail.subject.includes(reference));
  };

  it('takes a card return in KSA through every state, refunds the card once however often the refund is asked, and emails each step', async () => {
    const customerId = await customerIdOf(api.runtime.database.db, 'sa', 'demo.sa@storefront.test');
    const order = await aDeliveredOrder(api.app, api.runtime, { language: 'en', region: 'sa' }, { customerId, email: 'demo.sa@storefront.test', method: 'card', product: saProducts[0]!, quantity: 2 });

    const form = await post(api.app, 'account/returns/prepare', { region: 'sa', orderReference: order }, sa);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().response).toMatchObject({ orderReference: order, needsBankAccount: false, refund: { kind: 'original-method' }, lines: [{ lineId: '1', quantityOrdered: 2, quantityReturnable: 2, refusals: [] }] });
    // Ordered on English pages, returned from Arabic ones: the form names the piece in Arabic.
    const inArabic = (await post(api.app, 'account/returns/prepare', { region: 'sa', orderReference: order, language: 'ar' }, sa)).json().response;
    expect(form.json().response.lines[0].name).not.toMatch(/[\u0600-\u06FF]/);
    expect(inArabic.lines[0].name).toMatch(/[\u0600-\u06FF]/);

    const made = await post(api.app, 'account/returns/request', asked(order, 1, `card-return-${API_ENGINE}`), sa);
    expect(made.statusCode, made.body).toBe(200);
    const reference: string = made.json().response.reference;
    expect(reference).toMatch(/^SA-R-/);
    const again = await post(api.app, 'account/returns/request', asked(order, 1, `card-return-${API_ENGINE}`), sa);
    expect(again.json().response).toEqual(made.json().response);

    for (const move of ['approve', 'receive', 'inspect']) {
      const moved = await post(api.app, `operator/returns/${reference}/${move}`, { region: 'sa' }, OPERATOR);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const refunds = await Promise.all(Array.from({ length: 10 }, () => post(api.app, `operator/returns/${reference}/refund`, { region: 'sa' }, OPERATOR)));
    expect(refunds.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    const after = await post(api.app, `operator/returns/${reference}/refund`, { region: 'sa' }, OPERATOR);
    expect(after.json().response).toMatchObject({ status: 'refunded', refundRoute: 'original-method' });
    expect(after.json().response.refunds).toHaveLength(1);
    expect(api.refunds.filter((refund) => refund.key === `return-refund:${reference}`)).toHaveLength(1);

    const detail = await post(api.app, 'account/returns/detail', { region: 'sa', reference }, sa);
    expect(detail.json().response.history.map((event: { status: string }) => event.status)).toEqual(['requested', 'approved', 'received', 'inspected', 'refunded']);
    const list = await post(api.app, 'account/returns', { region: 'sa' }, sa);
    expect(list.json().response.returns[0]).toMatchObject({ reference, status: 'refunded', lineCount: 1 });

    const subjects = await until(async () => {
      const mails = await mailsAbout(reference);
      return mails.length >= 5 ? mails.map((mail) => mail.subject) : undefined;
    }, 'the return’s five emails reached the mailbox');
    expect(subjects.sort()).toEqual(
      [
        `We received your return request ${reference} – L'azurde`,
        `Your return ${reference} is approved – L'azurde`,
        `We received the items of your return ${reference} – L'azurde`,
        `Your return ${reference} has been inspected – L'azurde`,
        `Your return ${reference} is refunded – L'azurde`,
      ].sort(),
    );
  });

  it('refunds an Egyptian cash-on-delivery return by bank transfer to a valid IBAN, shown by its last four', async () => {
    const customerId = await customerIdOf(api.runtime.database.db, 'eg', 'demo.eg@storefront.test');
    const order = await aDeliveredOrder(api.app, api.runtime, { language: 'ar', region: 'eg' }, { customerId, email: 'demo.eg@storefront.test', method: 'cash-on-delivery', product: egProducts[0]!, quantity: 1 });
    const form = (await post(api.app, 'account/returns/prepare', { region: 'eg', orderReference: order }, eg)).json().response;
    expect(form).toMatchObject({ needsBankAccount: true, refund: { kind: 'bank-transfer' } });
    const handover = form.boutiques.length > 0 ? { kind: 'boutique', boutiqueId: form.boutiques[0].boutiqueId } : { kind: 'courier-pickup' };

    const missing = await post(api.app, 'account/returns/request', { ...asked(order, 1, `cash-missing-${API_ENGINE}`), region: 'eg', handover }, eg);
    expect([missing.statusCode, missing.json().response.code, missing.json().response.params.issue]).toEqual([400, 'RETURN_IBAN_INVALID', 'missing']);
    const wrong = await post(api.app, 'account/returns/request', { ...asked(order, 1, `cash-wrong-${API_ENGINE}`), region: 'eg', handover, bankAccount: { holderName: 'Mona Hassan', iban: 'SA03 8000 0000 6080 1016 7519' } }, eg);
    expect([wrong.statusCode, wrong.json().response.params.issue]).toEqual([400, 'country']);

    const made = await post(api.app, 'account/returns/request', { ...asked(order, 1, `cash-return-${API_ENGINE}`), region: 'eg', handover, bankAccount: { holderName: 'Mona Hassan', iban: EG_IBAN } }, eg);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().response).toMatchObject({ refundRoute: { kind: 'bank-transfer' }, ibanLast4: '0002', refundAmount: { currency: 'EGP' } });
    expect(made.body).not.toContain('EG3800');
    const reference: string = made.json().response.reference;

    for (const move of ['approve', 'receive', 'inspect', 'refund']) {
      const moved = await post(api.app, `operator/returns/${reference}/${move}`, { region: 'eg' }, OPERATOR);
      expect(moved.statusCode, moved.body).toBe(200);
      if (move === 'refund') expect(moved.json().response).toMatchObject({ status: 'refunded', refundRoute: 'bank-transfer', bankAccount: { holderName: 'Mona Hassan', iban: 'EG380019000500000000263180002' }, refunds: [{ route: 'bank-transfer' }] });
    }
    expect(api.refunds.some((refund) => refund.key === `return-refund:${reference}`)).toBe(false);
    const refunded = await until(async () => (await mailsAbout(reference)).find((mail) => mail.subject.startsWith('تم استرداد')), 'the refunded email reached the mailbox');
    expect((await mailbox.find(refunded.id))._unsafeUnwrap()?.text).toContain('0002');
  });

  it('refuses more than was bought, the same units twice and another shopper’s order, and writes nothing for them', async () => {
    const customerId = await customerIdOf(api.runtime.database.db, 'sa', 'demo.sa@storefront.test');
    const order = await aDeliveredOrder(api.app, api.runtime, { language: 'en', region: 'sa' }, { customerId, email: 'demo.sa@storefront.test', method: 'card', product: saProducts[1]!, quantity: 2 });
    const someoneElses = await aDeliveredOrder(api.app, api.runtime, { language: 'en', region: 'sa' }, { email: 'someone.else@example.com', method: 'card', product: saProducts[1]!, quantity: 1 });

    const tooMany = await post(api.app, 'account/returns/request', asked(order, 3, `too-many-${API_ENGINE}`), sa);
    expect([tooMany.statusCode, tooMany.json().response.code, tooMany.json().response.params.refusals[0].code]).toEqual([422, 'RETURN_REFUSED', 'RETURN_QUANTITY_INVALID']);
    expect((await post(api.app, 'account/returns/request', asked(order, 2, `all-of-it-${API_ENGINE}`), sa)).statusCode).toBe(200);
    const twice = await post(api.app, 'account/returns/request', asked(order, 1, `once-more-${API_ENGINE}`), sa);
    expect([twice.statusCode, twice.json().response.params.refusals[0].code]).toEqual([422, 'RETURN_QUANTITY_INVALID']);
    const prepared = (await post(api.app, 'account/returns/prepare', { region: 'sa', orderReference: order }, sa)).json().response;
    expect(prepared.lines[0]).toMatchObject({ quantityReturnable: 0, refusals: [{ code: 'RETURN_ALREADY_RETURNED' }] });

    const theirForm = await post(api.app, 'account/returns/prepare', { region: 'sa', orderReference: someoneElses }, sa);
    const theirReturn = await post(api.app, 'account/returns/request', asked(someoneElses, 1, `not-mine-${API_ENGINE}`), sa);
    expect([theirForm.statusCode, theirForm.json().response.code, theirReturn.statusCode, theirReturn.json().response.code]).toEqual([404, 'NOT_FOUND', 404, 'NOT_FOUND']);
    const mine = (await post(api.app, 'account/returns', { region: 'sa' }, sa)).json().response.returns;
    expect(mine.some((row: { orderReference: string }) => row.orderReference === someoneElses)).toBe(false);
    const otherRegion = await post(api.app, 'account/returns/detail', { region: 'eg', reference: mine[0].reference }, eg);
    expect([otherRegion.statusCode, otherRegion.json().response.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('lets a guest return through the order lookup’s grant, and nobody with a forged one', async () => {
    const email = `guest.returns.${API_ENGINE}@example.com`;
    const order = await aDeliveredOrder(api.app, api.runtime, { language: 'en', region: 'sa' }, { email, method: 'card', product: saProducts[2]!, quantity: 1 });
    expect((await post(api.app, 'orders/lookup-code', { region: 'sa', language: 'en', email, reference: order })).statusCode).toBe(200);
    const code = await until(async () => {
      const entry = (await mailbox.list(200))._unsafeUnwrap().find((mail) => mail.to === email && mail.template === 'order-lookup-code');
      return entry === undefined ? undefined : /\b(\d{6})\b/.exec((await mailbox.find(entry.id))._unsafeUnwrap()!.text)?.[1];
    }, 'the lookup code reached the mailbox');
    const seen = await post(api.app, 'orders/lookup', { region: 'sa', email, reference: order, code });
    const grant: string = seen.json().response.returnGrant;
    expect(typeof grant).toBe('string');

    expect((await post(api.app, 'returns/guest/prepare', { region: 'sa', grant, orderReference: order })).statusCode).toBe(200);
    const forged = await post(api.app, 'returns/guest/prepare', { region: 'sa', grant: grant.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')), orderReference: order });
    expect([forged.statusCode, forged.json().response.code]).toEqual([404, 'NOT_FOUND']);
    const made = await post(api.app, 'returns/guest/request', { ...asked(order, 1, `guest-return-${API_ENGINE}`), grant });
    expect(made.statusCode, made.body).toBe(200);
    const detail = await post(api.app, 'returns/guest/detail', { region: 'sa', grant, reference: made.json().response.reference });
    expect(detail.json().response).toMatchObject({ orderReference: order, status: 'requested' });
  });

  it('refuses malformed requests, cross-site requests, signed-out shoppers and callers without the operator’s token', async () => {
    const malformed = await post(api.app, 'account/returns/request', { region: 'sa', orderReference: 'SA-X', lines: 'all' }, sa);
    expect([malformed.statusCode, malformed.json().response.code]).toEqual([400, 'INVALID_REQUEST']);
    const crossSite = await api.app.inject({ method: 'POST', url: '/api/account/returns', payload: { region: 'sa' }, headers: sa });
    expect(crossSite.statusCode).toBe(403);
    const signedOut = await post(api.app, 'account/returns', { region: 'sa' });
    expect([signedOut.statusCode, signedOut.json().response.code]).toEqual([401, 'SIGNED_OUT']);
    const noToken = await post(api.app, 'operator/returns/SA-R-AAAAAAAAAAAA/approve', { region: 'sa' });
    expect([noToken.statusCode, noToken.json().response.code]).toEqual([401, 'OPERATOR_TOKEN_INVALID']);
    const unknown = await post(api.app, 'operator/returns/SA-R-AAAAAAAAAAAA/approve', { region: 'sa' }, OPERATOR);
    expect([unknown.statusCode, unknown.json().response.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('shows the operator the accounts whose returns look unusual, still able to sign in', async () => {
    // By now the KSA demo customer has asked for two returns within 30 days (the limit these tests set).
    const flagged = await post(api.app, 'operator/returns/flagged-accounts', { region: 'sa' }, OPERATOR);
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json().response.accounts).toMatchObject([{ email: 'demo.sa@storefront.test', returnCount: 2, windowDays: 30 }]);
    expect((await post(api.app, 'account/returns', { region: 'sa' }, sa)).statusCode).toBe(200);
  });
});
