import { describe, expect, it } from 'vitest';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { RouterContextProvider } from 'react-router';
import { storefrontContext, type StorefrontServices } from './load-context';
import { answerReturnForm, returnDetailViewOf, returnFormViewOf } from './returns.server';

const sar = (amountMinor: number) => ({ amountMinor, currency: 'SAR' as const });

/** The core's view of a delivered KSA order: a ring that can go back, a gold coin that cannot. */
const PREPARED = {
  orderReference: 'SA-7K2M9Q',
  lines: [
    { lineId: 'l1', sku: 'RING-1', name: 'Ring', options: [], imageUrl: '', quantityOrdered: 2, quantityReturnable: 2, unitPricePaid: sar(100_000), pierced: false, refusals: [] },
    { lineId: 'l2', sku: 'COIN-8', name: 'Coin', options: [], imageUrl: '/c.svg', quantityOrdered: 1, quantityReturnable: 0, unitPricePaid: sar(90_000), pierced: false, refusals: [{ code: 'RETURN_GOLD_COIN_OR_BAR', params: { lineId: 'l2' } }] },
  ],
  refund: { kind: 'original-method', inspectionWorkingDays: 10, maxDaysToAppear: 28 },
  needsBankAccount: false,
  windowEndsAt: new Date('2026-03-20T10:00:00Z'),
  boutiques: [{ boutiqueId: 4, name: { en: 'Riyadh Park', ar: 'رياض بارك' }, city: { en: 'Riyadh', ar: 'الرياض' } }],
};

const DETAIL = {
  reference: 'SA-R-4H7K2M',
  orderReference: 'SA-7K2M9Q',
  status: 'requested',
  history: [{ status: 'requested', at: new Date('2026-03-06T10:00:00Z') }],
  lines: [{ lineId: 'l1', name: 'Ring', sku: 'RING-1', imageUrl: '', quantity: 1, refundMinor: 100_000 }],
  reason: 'bought-by-mistake',
  handover: { kind: 'boutique', boutiqueId: 4, boutiqueName: { en: 'Riyadh Park', ar: 'رياض بارك' } },
  refundRoute: { kind: 'bank-transfer', inspectionWorkingDays: 10 },
  refundAmount: sar(100_000),
  ibanLast4: '7519',
  requestedAt: new Date('2026-03-06T10:00:00Z'),
};

type Answer = (input: Record<string, unknown>) => ResultAsync<unknown, unknown>;

function contextWith(requestReturn: Answer, prepare: Answer = () => okAsync(PREPARED)) {
  const asked: Record<string, unknown>[] = [];
  const context = new RouterContextProvider();
  context.set(storefrontContext, {
    prepareReturn: { execute: prepare },
    requestReturn: { execute: (input: Record<string, unknown>) => (asked.push(input), requestReturn(input)) },
  } as unknown as StorefrontServices);
  return { context, asked };
}

const locale = { language: 'en', region: 'sa' } as const;
const customer = { kind: 'customer', customerId: 7 } as const;
const COMPLETE = { intent: 'request', key: 'key-0123456789', order: 'SA-7K2M9Q', line: 'l1', 'quantity.l1': '1', reason: 'bought-by-mistake', unused: 'yes', packaging: 'yes', handover: 'courier-pickup' };

function post(fields: Record<string, string>, origin = 'https://shop.example', extra: [string, string][] = []) {
  const body = new URLSearchParams(fields);
  for (const [name, value] of extra) body.append(name, value);
  return new Request('https://shop.example/en-sa/account/orders/SA-7K2M9Q/return', { method: 'POST', headers: { origin }, body });
}

describe('the return form’s post', () => {
  it('refuses a form posted from another site, and asks nothing of the store', async () => {
    const { context, asked } = contextWith(() => okAsync(DETAIL));
    await expect(answerReturnForm(post(COMPLETE, 'https://evil.example'), context, locale, customer)).rejects.toMatchObject({ init: { status: 403 } });
    expect(asked).toEqual([]);
  });

  it('asks the core for the lines, reason, conditions and handover sent, with the form’s key, and leads a customer to the return’s page', async () => {
    const { context, asked } = contextWith(() => okAsync(DETAIL));
    const answer = answerReturnForm(post({ ...COMPLETE, 'quantity.l1': '2' }), context, locale, customer);
    await expect(answer).rejects.toSatisfy((response: Response) => response.status === 302 && response.headers.get('location') === '/en-sa/account/my-returns/SA-R-4H7K2M?requested=1');
    expect(asked).toEqual([
      {
        region: 'sa',
        returner: customer,
        orderReference: 'SA-7K2M9Q',
        // Asked on an English page: the return's emails are in English, whatever the order's language.
        language: 'en',
        request: { kind: 'refund', reason: 'bought-by-mistake', lines: [{ lineId: 'l1', quantity: 2, condition: 'unused', completePackaging: true, sealIntact: false }] },
        handover: { kind: 'courier-pickup' },
        idempotencyKey: 'key-0123456789',
      },
    ]);
  });

  it('sends what the shopper did not confirm as such, for the core to refuse, and "Product damaged" as a faulty item', async () => {
    const { context, asked } = contextWith(() => okAsync(DETAIL));
    const { unused: _unused, packaging: _packaging, ...unconfirmed } = COMPLETE;
    await answerReturnForm(post(unconfirmed), context, locale, customer).catch(() => undefined);
    await answerReturnForm(post({ ...COMPLETE, reason: 'product-damaged' }), context, locale, customer).catch(() => undefined);
    const lines = asked.map((input) => (input.request as { lines: unknown[] }).lines[0]);
    expect(lines).toEqual([
      { lineId: 'l1', quantity: 1, condition: 'worn', completePackaging: false, sealIntact: false },
      { lineId: 'l1', quantity: 1, condition: 'faulty', completePackaging: true, sealIntact: false },
    ]);
  });

  it('shows the form again with the fields to fix, asking the core nothing, for no line, no reason or a quantity that is no number', async () => {
    const { context, asked } = contextWith(() => okAsync(DETAIL));
    const { line: _line, reason: _reason, ...empty } = COMPLETE;
    const answer = await answerReturnForm(post({ ...empty, reason: 'not-a-reason' }), context, locale, customer);
    expect(answer).toMatchObject({ kind: 'form', state: { fieldErrors: ['lines', 'reason'], idempotencyKey: 'key-0123456789' } });
    const quantity = await answerReturnForm(post({ ...COMPLETE, 'quantity.l1': 'two' }), context, locale, customer);
    expect(quantity).toMatchObject({ kind: 'form', state: { fieldErrors: ['quantity'] } });
    expect(asked).toEqual([]);
  });

  it('answers a malformed form with the form again, never a failure', async () => {
    const { context } = contextWith(() => okAsync(DETAIL));
    const answer = await answerReturnForm(post({ intent: 'sneak', order: 'SA-7K2M9Q', handover: 'drone' }), context, locale, customer);
    expect(answer).toMatchObject({ kind: 'form', state: { view: { orderReference: 'SA-7K2M9Q' } } });
  });

  it('shows each refusal under the line it names and the others above the form, keeping what was chosen', async () => {
    const refusals = [
      { code: 'RETURN_PACKAGING_INCOMPLETE', params: { lineId: 'l1' } },
      { code: 'RETURN_BUNDLE_INCOMPLETE', params: { bundleId: 'b1' } },
    ];
    const { context } = contextWith(() => errAsync({ code: 'RETURN_REFUSED', params: { refusals } }));
    const answer = await answerReturnForm(post(COMPLETE), context, locale, customer);
    expect(answer).toMatchObject({
      kind: 'form',
      state: {
        idempotencyKey: 'key-0123456789',
        values: { quantities: { l1: 1 }, reason: 'bought-by-mistake', unused: true, packaging: true },
        lineRefusals: { l1: [{ code: 'RETURN_PACKAGING_INCOMPLETE', params: { lineId: 'l1' } }] },
        refusals: [{ code: 'RETURN_BUNDLE_INCOMPLETE', params: { bundleId: 'b1' } }],
      },
    });
  });

  it('marks the IBAN for an invalid one, and the holder’s name for a missing name', async () => {
    const iban = contextWith(() => errAsync({ code: 'RETURN_IBAN_INVALID', params: { issue: 'checksum', country: 'SA', length: 24 } }));
    expect(await answerReturnForm(post({ ...COMPLETE, holderName: 'Noura', iban: 'SA00' }), iban.context, locale, customer)).toMatchObject({
      kind: 'form',
      state: { fieldErrors: ['iban'], refusals: [{ code: 'RETURN_IBAN_INVALID' }], values: { iban: 'SA00', holderName: 'Noura' } },
    });
    expect(iban.asked[0]).toMatchObject({ bankAccount: { holderName: 'Noura', iban: 'SA00' } });
    const holder = contextWith(() => errAsync({ code: 'RETURN_IBAN_INVALID', params: { issue: 'holder', country: 'SA', length: 24 } }));
    expect(await answerReturnForm(post({ ...COMPLETE, iban: 'SA0380000000608010167519' }), holder.context, locale, customer)).toMatchObject({ kind: 'form', state: { fieldErrors: ['holderName'] } });
  });

  it('confirms a guest’s return on the spot, and sends a guest whose grant ran out back to the lookup', async () => {
    const done = contextWith(() => okAsync(DETAIL));
    const answer = await answerReturnForm(post({ ...COMPLETE, grant: 'signed.grant' }), done.context, locale, undefined);
    expect(answer).toMatchObject({ kind: 'requested', detail: { reference: 'SA-R-4H7K2M' } });
    expect(done.asked[0]).toMatchObject({ returner: { kind: 'guest', grant: 'signed.grant' } });

    const expired = contextWith(
      () => errAsync({ code: 'NOT_FOUND', params: {} }),
      () => errAsync({ code: 'NOT_FOUND', params: {} }),
    );
    expect(await answerReturnForm(post({ intent: 'open', order: 'sa-7k2m9q', grant: 'old.grant' }), expired.context, locale, undefined)).toEqual({ kind: 'grant-expired', orderReference: 'SA-7K2M9Q' });
    expect(await answerReturnForm(post({ ...COMPLETE, grant: 'old.grant' }), expired.context, locale, undefined)).toEqual({ kind: 'grant-expired', orderReference: 'SA-7K2M9Q' });
  });

  it('opens a guest’s form with the grant it carries and a fresh key', async () => {
    const { context } = contextWith(() => okAsync(DETAIL));
    const answer = await answerReturnForm(post({ intent: 'open', order: 'SA-7K2M9Q', grant: 'signed.grant' }), context, locale, undefined);
    expect(answer).toMatchObject({ kind: 'form', state: { grant: 'signed.grant', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown } });
  });

  it('answers nothing to a post that names no one: no session and no grant', async () => {
    const { context, asked } = contextWith(() => okAsync(DETAIL));
    expect(await answerReturnForm(post(COMPLETE), context, locale, undefined)).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('what the returns pages show of the core’s answers', () => {
  it('names the boutiques in the page’s language and offers only what is still returnable', () => {
    const view = returnFormViewOf(PREPARED as never, 'ar');
    expect(view.boutiques).toEqual([{ id: 4, name: 'رياض بارك، الرياض' }]);
    expect(view.lines.map((line) => [line.lineId, line.returnable, line.refusals.map((refusal) => refusal.code)])).toEqual([
      ['l1', 2, []],
      ['l2', 0, ['RETURN_GOLD_COIN_OR_BAR']],
    ]);
    expect(view.lines[0]).not.toHaveProperty('imageUrl');
  });

  it('shows a bank refund by the IBAN’s last four and each line’s refund in the order’s currency', () => {
    const view = returnDetailViewOf(DETAIL as never, 'en');
    expect(view.refund).toEqual({ route: 'bank-transfer', amount: sar(100_000), ibanLast4: '7519' });
    expect(view.handover).toEqual({ kind: 'boutique', boutique: 'Riyadh Park' });
    expect(view.lines[0]?.refund).toEqual(sar(100_000));
  });
});
