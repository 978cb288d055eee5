import { describe, expect, it } from 'vitest';
import { MAIL_TOPIC } from '../../../events/ports/outbox.port.js';
import { DefaultVatPolicy } from '../../../locale/domain/vat.policy.js';
import { CountingRateLimit, defaultLimits, noLimits } from '../../../shared/test-support/counting-rate-limit.js';
import { FakeClock } from '../../../shared/test-support/fake-clock.js';
import type { LimitAttempts } from '../../../shared/use-cases/limit-attempts/limit-attempts.use-case.js';
import { DEFAULT_ORDER_LOOKUP_SETTINGS } from '../../domain/order-lookup-code.js';
import { DEMO_SELLER_SETTINGS } from '../../domain/seller-settings.js';
import { FakeOrderSignatures } from '../../test-support/fake-payments.js';
import { InMemoryOrderStore } from '../../test-support/in-memory-order-store.js';
import { namingCatalog, RING_IN_ARABIC } from '../../test-support/naming-catalog.js';
import { anOrder } from '../../test-support/order.builder.js';
import { RequestOrderLookupCode } from '../request-order-lookup-code/request-order-lookup-code.use-case.js';
import { FakeReturnGrants } from '../../../returns/test-support/fake-return-grants.js';
import { LookUpGuestOrder } from './look-up-guest-order.use-case.js';

const order = anOrder().numbered('SA-G7').of(undefined).forEmail('Guest@Example.com').build();

function setUp(limits: LimitAttempts = noLimits()) {
  const store = new InMemoryOrderStore().add(order);
  const clock = new FakeClock('2026-03-02T09:00:00Z');
  const deps = { orders: store, signatures: new FakeOrderSignatures(['482913', '105577']), clock, limits, settings: DEFAULT_ORDER_LOOKUP_SETTINGS };
  const request = new RequestOrderLookupCode(deps);
  // The catalogue names the order's ring in Arabic today.
  const lookUp = new LookUpGuestOrder(deps, { sellers: DEMO_SELLER_SETTINGS, vat: new DefaultVatPolicy(), catalog: namingCatalog().catalog }, new FakeReturnGrants());
  const ask = (email = 'guest@example.com', reference = 'SA-G7') => request.execute({ region: 'sa', language: 'ar', email, reference, client: '192.0.2.1' });
  const tryCode = (code: string, email = 'guest@example.com', reference = 'SA-G7', language?: 'en' | 'ar') => lookUp.execute({ region: 'sa', email, reference, code, client: '192.0.2.1', language });
  return { store, clock, ask, tryCode, lookUp };
}

describe('asking for a guest order lookup code', () => {
  it('emails a 6-digit code to the order’s address in the page’s language, and keeps only its digest', async () => {
    const { ask, store } = setUp();
    expect((await ask(' GUEST@example.com ', 'sa-g7'))._unsafeUnwrap()).toEqual({ accepted: true });

    expect(store.outbox).toEqual([
      { topic: MAIL_TOPIC, payload: { locale: { language: 'ar', region: 'sa' }, to: 'Guest@Example.com', template: 'order-lookup-code', params: { orderNumber: 'SA-G7', code: '482913', expiresInMinutes: 15 } } },
    ]);
    const kept = store.codes.get('sa:SA-G7');
    expect(kept).toMatchObject({ reference: 'SA-G7', failedAttempts: 0, expiresAt: new Date('2026-03-02T09:15:00Z') });
    expect(kept?.digest).not.toContain('482913');
  });

  it('answers the same for an unknown order, or an email that is not the order’s, and sends nothing', async () => {
    const { ask, store } = setUp();
    expect((await ask('guest@example.com', 'SA-NOPE'))._unsafeUnwrap()).toEqual({ accepted: true });
    expect((await ask('someone@example.com'))._unsafeUnwrap()).toEqual({ accepted: true });
    expect((await ask('guest@example.com', '<script>'))._unsafeUnwrap()).toEqual({ accepted: true });
    expect(store.outbox).toEqual([]);
    expect(store.codes.size).toBe(0);
  });

  it('counts requests against the order-lookup limit, per email', async () => {
    const counters = new CountingRateLimit();
    const { ask } = setUp(defaultLimits(counters));
    for (let index = 0; index < 5; index += 1) expect((await ask()).isOk()).toBe(true);
    expect((await ask())._unsafeUnwrapErr()).toMatchObject({ code: 'RATE_LIMITED', params: { limit: 'order-lookup' } });
  });
});

describe('LookUpGuestOrder', () => {
  it('opens the order with the right code, once', async () => {
    const { ask, tryCode, store } = setUp();
    await ask();
    const detail = (await tryCode(' 482913 '))._unsafeUnwrap();
    expect(detail).toMatchObject({ reference: 'SA-G7', invoice: { number: 'SA-G7' } });
    // With a grant to return from the order, for two hours (decision 1312).
    expect(new FakeReturnGrants().read(detail.returnGrant)).toEqual({ region: 'sa', orderReference: 'SA-G7', expiresAt: new Date('2026-03-02T11:00:00Z') });
    expect(store.codes.size).toBe(0);
    expect((await tryCode('482913'))._unsafeUnwrapErr()).toEqual({ code: 'ORDER_LOOKUP_CODE_INVALID', params: {} });
  });

  it('counts wrong codes and spends the code at the fifth', async () => {
    const { ask, tryCode, store } = setUp();
    await ask();
    for (let miss = 1; miss <= 4; miss += 1) {
      expect((await tryCode('000000'))._unsafeUnwrapErr().code).toBe('ORDER_LOOKUP_CODE_INVALID');
      expect(store.codes.get('sa:SA-G7')?.failedAttempts).toBe(miss);
    }
    expect((await tryCode('000000'))._unsafeUnwrapErr().code).toBe('ORDER_LOOKUP_CODE_INVALID');
    expect(store.codes.has('sa:SA-G7')).toBe(false);
    expect((await tryCode('482913'))._unsafeUnwrapErr().code).toBe('ORDER_LOOKUP_CODE_INVALID');
  });

  it('refuses the right code after 15 minutes as expired, and spends it', async () => {
    const { ask, tryCode, clock, store } = setUp();
    await ask();
    clock.advance({ minutes: 15 });
    expect((await tryCode('482913'))._unsafeUnwrapErr()).toEqual({ code: 'ORDER_LOOKUP_CODE_EXPIRED', params: {} });
    expect(store.codes.size).toBe(0);
  });

  it('takes only the latest code once a new one was asked for', async () => {
    const { ask, tryCode } = setUp();
    await ask();
    await ask();
    expect((await tryCode('482913'))._unsafeUnwrapErr().code).toBe('ORDER_LOOKUP_CODE_INVALID');
    expect((await tryCode('105577')).isOk()).toBe(true);
  });

  it('answers alike for an unknown order, another email and no code, and leaves the owner’s code untouched', async () => {
    const { ask, tryCode, store } = setUp();
    await ask();
    const answers = [await tryCode('482913', 'guest@example.com', 'SA-NOPE'), await tryCode('482913', 'thief@example.com'), await tryCode('123456', 'guest@example.com', 'bad ref!')];
    expect(answers.map((answer) => answer._unsafeUnwrapErr())).toEqual(Array(3).fill({ code: 'ORDER_LOOKUP_CODE_INVALID', params: {} }));
    expect(store.codes.get('sa:SA-G7')?.failedAttempts).toBe(0);
  });

  it('counts code tries against the order-lookup-code limit', async () => {
    const { tryCode } = setUp(defaultLimits());
    for (let index = 0; index < 10; index += 1) await tryCode('000000');
    expect((await tryCode('000000'))._unsafeUnwrapErr()).toMatchObject({ code: 'RATE_LIMITED', params: { limit: 'order-lookup-code' } });
  });

  it('opens the order again with the lookup’s grant while it lasts, and with nothing else', async () => {
    const { ask, tryCode, lookUp, clock } = setUp();
    await ask();
    const opened = (await tryCode('482913'))._unsafeUnwrap();
    const again = (await lookUp.reopen({ region: 'sa', grant: opened.returnGrant }))._unsafeUnwrap();
    expect(again).toMatchObject({ reference: 'SA-G7', returnGrant: opened.returnGrant });
    expect((await lookUp.reopen({ region: 'ae', grant: opened.returnGrant }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await lookUp.reopen({ region: 'sa', grant: 'forged' }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    clock.advance({ hours: 2 });
    expect((await lookUp.reopen({ region: 'sa', grant: opened.returnGrant }))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
  });

  it('names the lines in the page’s language, opened with the code or again with the grant', async () => {
    const { ask, tryCode, lookUp } = setUp();
    await ask();
    const opened = (await tryCode('482913', 'guest@example.com', 'SA-G7', 'ar'))._unsafeUnwrap();
    expect(opened.lines.map((line) => line.name)).toEqual([RING_IN_ARABIC]);
    const again = (await lookUp.reopen({ region: 'sa', grant: opened.returnGrant, language: 'ar' }))._unsafeUnwrap();
    expect(again.lines.map((line) => line.name)).toEqual([RING_IN_ARABIC]);
    expect((await lookUp.reopen({ region: 'sa', grant: opened.returnGrant, language: 'en' }))._unsafeUnwrap().lines.map((line) => line.name)).toEqual(['Solitaire Ring']);
  });
});
