import type { LightMyRequestResponse } from 'fastify';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLinkToken, mailsInOutbox, stockedProducts } from '@storefront/adapters-postgres/testing';
import { SESSION_COOKIE } from '@storefront/contract';
import { okAsync } from 'neverthrow';
import { AccountSecrets, CustomerStore, type AccountSecrets as Secrets } from '@storefront/core/customer';
import { DEMO_CUSTOMER_PASSWORD } from '@storefront/demo-store';
import { API_ENGINE } from '../../test-support/engine.js';
import { aTestApi } from '../../test-support/test-app.js';

const WEB = { 'x-storefront-client': 'web' };

/** Counts the slow hashes the account's use cases make and check, around the real ones. */
class CountedSecrets implements Secrets {
  hashes = 0;
  checks = 0;
  constructor(private readonly real: Secrets) {}
  hashPassword(password: string) {
    this.hashes += 1;
    return this.real.hashPassword(password);
  }
  verifyPassword(password: string, stored: string | undefined) {
    this.checks += 1;
    return this.real.verifyPassword(password, stored);
  }
  randomToken = () => this.real.randomToken();
  digest = (token: string) => this.real.digest(token);
  sameDigest = (a: string, b: string) => this.real.sameDigest(a, b);
  parameters = () => this.real.parameters();
}

/** The real API on a seeded throwaway database, its account secrets counted. */
async function anAccountApi(env: Record<string, string> = {}) {
  let secrets: CountedSecrets | undefined;
  const prepare = async (container: Container) => {
    secrets = new CountedSecrets(container.get<Secrets>(AccountSecrets));
    await container.unbind(AccountSecrets);
    container.bind<Secrets>(AccountSecrets).toConstantValue(secrets);
  };
  const { app, runtime, container } = await aTestApi({ CART_RESTORE_SECRET: 'x'.repeat(32), ...env }, { prepare });
  return { app, db: runtime.database.db, secrets: secrets!, accounts: container.get<CustomerStore>(CustomerStore) };
}

const sessionOf = (res: LightMyRequestResponse) => res.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
const signUpForm = (email: string, overrides: Record<string, unknown> = {}) => ({
  region: 'sa',
  language: 'en',
  title: 'Ms',
  firstName: 'Noura',
  lastName: 'Alharbi',
  email,
  phone: '0501234567',
  password: 'amber falcon under tuesday',
  newsletter: true,
  ...overrides,
});
const address = { region: 'sa', firstName: 'Noura', lastName: 'Alharbi', phone: '0501234567', line1: '12 Olaya St', governorate: 'riyadh', city: 'riyadh' };

/** A product id no store of the test catalogue sells. */
const NOT_SOLD_HERE = 2_000_000_000;

describe(`the account API on ${API_ENGINE}`, () => {
  let api: Awaited<ReturnType<typeof anAccountApi>>;
  beforeAll(async () => {
    api = await anAccountApi({ RATE_LIMIT_SIGN_UP_PER_EMAIL: '50/1h', RATE_LIMIT_SIGN_UP_PER_CLIENT: '500/1h', RATE_LIMIT_SIGN_IN_PER_CLIENT: '500/15m' });
  });
  afterAll(() => api?.app.close());

  const call = (path: string, payload: object, session?: string, headers: Record<string, string> = WEB) =>
    api.app.inject({ method: 'POST', url: `/api/${path}`, payload, headers: { ...headers, ...(session === undefined ? {} : { cookie: `${SESSION_COOKIE}=${session}` }) } });
  const signIn = (email: string, password: string, session?: string) => call('auth/secure-login', { region: 'sa', email, password }, session);
  const tokenFor = async (email: string) => (await lastLinkToken(api.db, email)) ?? '';

  /** Signs up, verifies and signs in a new customer; answers the session token. */
  async function aVerifiedCustomer(email: string, password = 'amber falcon under tuesday'): Promise<string> {
    expect((await call('auth/sign-up', signUpForm(email, { password }))).statusCode).toBe(200);
    expect((await call('auth/verify-email', { region: 'sa', token: await tokenFor(email) })).statusCode).toBe(200);
    const signedIn = await signIn(email, password);
    expect(signedIn.statusCode).toBe(200);
    return sessionOf(signedIn)!.value;
  }

  it('signs up, refuses sign-in until the email is verified, verifies once, then signs in to the account', async () => {
    const signedUp = await call('auth/sign-up', signUpForm('new.customer@example.com'));
    expect(signedUp.json()).toEqual({ response: { accepted: true }, hasError: false });
    expect((await signIn('new.customer@example.com', 'amber falcon under tuesday')).json()).toMatchObject({ hasError: true, response: { code: 'EMAIL_NOT_VERIFIED' } });

    const token = await tokenFor('new.customer@example.com');
    expect((await call('auth/verify-email', { region: 'sa', token })).statusCode).toBe(200);
    const usedTwice = await call('auth/verify-email', { region: 'sa', token });
    expect(usedTwice.statusCode).toBe(400);
    expect(usedTwice.json().response.code).toBe('TOKEN_INVALID');

    const signedIn = await signIn('New.Customer@example.com', 'amber falcon under tuesday');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().response.customer).toMatchObject({ email: 'new.customer@example.com', firstName: 'Noura', phone: '+966501234567', emailVerified: true, newsletterSubscribed: true });
    const account = await call('account', { region: 'sa' }, sessionOf(signedIn)!.value);
    expect(account.json().response).toMatchObject({ customer: { title: 'Ms' }, addresses: [], wishlistCount: 0 });
  });

  it('sets the session cookie httpOnly, SameSite=Lax, for the whole site, not Secure over plain http', async () => {
    const session = await signIn('demo.sa@storefront.test', DEMO_CUSTOMER_PASSWORD);
    const cookie = sessionOf(session)!;

    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs the demo account of the region in, with its addresses and saved wish list', async () => {
    const signedIn = await signIn('demo.sa@storefront.test', DEMO_CUSTOMER_PASSWORD);
    expect(signedIn.json().response.wishlist.items.length).toBeGreaterThan(0);
    const account = (await call('account', { region: 'sa' }, sessionOf(signedIn)!.value)).json().response;
    expect(account.addresses.length).toBe(2);
    expect(account.addresses[0]).toMatchObject({ isDefault: true, governorate: 'riyadh' });
    expect((await call('auth/secure-login', { region: 'ae', email: 'demo.sa@storefront.test', password: DEMO_CUSTOMER_PASSWORD })).statusCode).toBe(401);
  });

  describe('no account enumeration', () => {
    it('answers sign-in alike for a wrong password and an unknown email, after one password check each', async () => {
      await aVerifiedCustomer('known.signin@example.com');
      api.secrets.checks = 0;
      const wrong = await signIn('known.signin@example.com', 'not the password at all');
      const unknown = await signIn('nobody.signin@example.com', 'not the password at all');

      expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json().response.code).toBe('INVALID_CREDENTIALS');
      expect(sessionOf(wrong)).toBeUndefined();
    });

    it('answers sign-up alike for a new and a taken email, each after one password hash, and tells the owner by email', async () => {
      await aVerifiedCustomer('taken@example.com');
      api.secrets.hashes = 0;
      const taken = await call('auth/sign-up', signUpForm('TAKEN@example.com', { firstName: 'Intruder' }));
      const hashesForTaken = api.secrets.hashes;
      const fresh = await call('auth/sign-up', signUpForm('fresh@example.com'));

      expect([taken.statusCode, fresh.statusCode]).toEqual([200, 200]);
      expect(taken.json()).toEqual(fresh.json());
      expect(taken.headers['set-cookie']).toEqual(fresh.headers['set-cookie']);
      expect([hashesForTaken, api.secrets.hashes - hashesForTaken]).toEqual([1, 1]);
      const mails = await mailsInOutbox(api.db);
      expect(mails.filter((mail) => mail.to === 'taken@example.com').map((mail) => mail.template)).toEqual(['verify-email', 'account-exists']);
    });

    it('answers a reset and a resend alike for a known and an unknown email', async () => {
      await aVerifiedCustomer('known.reset@example.com');
      for (const path of ['auth/reset-password', 'auth/verification-email']) {
        const known = await call(path, { region: 'sa', language: 'ar', email: 'known.reset@example.com' });
        const unknown = await call(path, { region: 'sa', language: 'ar', email: 'nobody.reset@example.com' });
        expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
        expect(unknown.json()).toEqual(known.json());
      }
      const mails = await mailsInOutbox(api.db);
      expect(mails.some((mail) => mail.to === 'nobody.reset@example.com')).toBe(false);
      // A verified account is sent no new verification link: only the reset.
      expect(mails.filter((mail) => mail.to === 'known.reset@example.com').map((mail) => mail.template)).toEqual(['verify-email', 'reset-password']);
    });
  });

  describe('sessions', () => {
    it('never keeps the session id a browser had before signing in (fixation), and the old one opens nothing', async () => {
      const first = await aVerifiedCustomer('fixation@example.com');
      const again = await signIn('fixation@example.com', 'amber falcon under tuesday', first);
      const second = sessionOf(again)!.value;

      expect(second).not.toBe(first);
      expect((await call('account', { region: 'sa' }, first)).statusCode).toBe(401);
      expect((await call('account', { region: 'sa' }, second)).statusCode).toBe(200);
      const planted = await signIn('fixation@example.com', 'amber falcon under tuesday', 'A'.repeat(43));
      expect(sessionOf(planted)!.value).not.toBe('A'.repeat(43));
    });

    it('renews the session id at a change of password and ends the account’s other sessions', async () => {
      const here = await aVerifiedCustomer('rotate@example.com');
      const elsewhere = sessionOf(await signIn('rotate@example.com', 'amber falcon under tuesday'))!.value;
      const wrong = await call('account/password', { region: 'sa', language: 'en', currentPassword: 'not it at all', newPassword: 'violet harbour at noon' }, here);
      expect(wrong.json().response.code).toBe('CURRENT_PASSWORD_INCORRECT');
      expect(wrong.statusCode).toBe(403);

      const changed = await call('account/password', { region: 'sa', language: 'en', currentPassword: 'amber falcon under tuesday', newPassword: 'violet harbour at noon' }, here);
      expect(changed.statusCode).toBe(200);
      const renewed = sessionOf(changed)!.value;
      expect(renewed).not.toBe(here);
      expect((await call('account', { region: 'sa' }, here)).statusCode).toBe(401);
      expect((await call('account', { region: 'sa' }, elsewhere)).statusCode).toBe(401);
      expect((await call('account', { region: 'sa' }, renewed)).statusCode).toBe(200);
      expect((await signIn('rotate@example.com', 'violet harbour at noon')).statusCode).toBe(200);
    });

    it('changes the email once the link sent to the new address is opened: the old one signs in until then, and the sessions end after', async () => {
      const here = await aVerifiedCustomer('old.address@example.com');
      const changed = await call('account/email', { region: 'sa', language: 'en', password: 'amber falcon under tuesday', newEmail: 'new.address@example.com' }, here);

      expect(changed.json().response.customer).toMatchObject({ email: 'old.address@example.com', pendingEmail: 'new.address@example.com', emailVerified: true });
      expect((await call('account', { region: 'sa' }, here)).statusCode).toBe(200);
      expect((await signIn('old.address@example.com', 'amber falcon under tuesday')).statusCode).toBe(200);
      expect((await signIn('new.address@example.com', 'amber falcon under tuesday')).statusCode).toBe(401);

      expect((await call('auth/verify-email', { region: 'sa', language: 'ar', token: await tokenFor('new.address@example.com') })).statusCode).toBe(200);
      expect((await call('account', { region: 'sa' }, here)).statusCode).toBe(401);
      expect((await signIn('old.address@example.com', 'amber falcon under tuesday')).statusCode).toBe(401);
      const moved = await signIn('new.address@example.com', 'amber falcon under tuesday');
      expect(moved.json().response.customer).toMatchObject({ email: 'new.address@example.com', emailVerified: true });
      expect(moved.json().response.customer).not.toHaveProperty('pendingEmail');
      const told = (await mailsInOutbox(api.db)).filter((mail) => mail.to === 'old.address@example.com').map((mail) => mail.template);
      expect(told).toContain('email-changed');
    });

    it('signs out: the session ends and its cookie is cleared; sign-out everywhere ends every session', async () => {
      const one = await aVerifiedCustomer('signout@example.com');
      const two = sessionOf(await signIn('signout@example.com', 'amber falcon under tuesday'))!.value;
      const out = await call('auth/sign-out', { region: 'sa', language: 'en' }, one);
      expect(out.json()).toEqual({ response: { guestCartId: null }, hasError: false });
      expect(sessionOf(out)?.value).toBe('');
      expect((await call('account', { region: 'sa' }, one)).statusCode).toBe(401);
      expect((await call('account', { region: 'sa' }, two)).statusCode).toBe(200);

      const three = sessionOf(await signIn('signout@example.com', 'amber falcon under tuesday'))!.value;
      expect((await call('auth/sign-out-everywhere', { region: 'sa' }, three)).statusCode).toBe(200);
      expect((await call('account', { region: 'sa' }, two)).statusCode).toBe(401);
      expect((await call('auth/sign-out-everywhere', { region: 'sa' }, three)).json().response.code).toBe('SIGNED_OUT');
    });
  });

  describe('one-time links', () => {
    it('resets a forgotten password once; every session ends and the old password no longer works', async () => {
      const session = await aVerifiedCustomer('forgot@example.com');
      await call('auth/reset-password', { region: 'sa', language: 'en', email: 'forgot@example.com' });
      const token = await tokenFor('forgot@example.com');

      const weak = await call('auth/update-password', { region: 'sa', language: 'en', token, password: 'password123' });
      expect(weak.json().response.code).toBe('PASSWORD_BREACHED');
      expect((await call('auth/update-password', { region: 'sa', language: 'en', token, password: 'new quiet meadow 9' })).statusCode).toBe(200);
      const twice = await call('auth/update-password', { region: 'sa', language: 'en', token, password: 'another quiet meadow' });
      expect(twice.json().response.code).toBe('TOKEN_INVALID');

      expect((await call('account', { region: 'sa' }, session)).statusCode).toBe(401);
      expect((await signIn('forgot@example.com', 'amber falcon under tuesday')).statusCode).toBe(401);
      expect((await signIn('forgot@example.com', 'new quiet meadow 9')).statusCode).toBe(200);
    });

    it('refuses a wrong token, a tampered one and one of another region as TOKEN_INVALID', async () => {
      await call('auth/sign-up', signUpForm('tokens@example.com'));
      const token = await tokenFor('tokens@example.com');
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const [region, candidate] of [['sa', tampered], ['ae', token], ['sa', 'garbage'], ['sa', `1.${'A'.repeat(43)}`]] as const) {
        const res = await call('auth/verify-email', { region, token: candidate });
        expect(res.json().response.code).toBe('TOKEN_INVALID');
      }
      expect((await call('auth/verify-email', { region: 'sa', token })).statusCode).toBe(200);
    });
  });

  describe('rate limits', () => {
    it('refuses the eleventh sign-in for one email in 15 minutes with 429 and Retry-After', async () => {
      await aVerifiedCustomer('limited@example.com');
      for (let attempt = 0; attempt < 10; attempt += 1) expect((await signIn('limited@example.com', 'wrong guess number')).statusCode).toBe(401);
      const refused = await signIn('LIMITED@example.com', 'amber falcon under tuesday');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().response.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses the sixth reset request and the sixth resend for one email in an hour', async () => {
      for (const path of ['auth/reset-password', 'auth/verification-email']) {
        const codes: number[] = [];
        for (let attempt = 0; attempt < 6; attempt += 1) codes.push((await call(path, { region: 'sa', language: 'en', email: 'flood@example.com' })).statusCode);
        expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      }
    });
  });

  describe('another customer’s account is out of reach', () => {
    it('answers 404 for another customer’s address on every address route, and changes nothing of theirs', async () => {
      const mine = await aVerifiedCustomer('idor.me@example.com');
      const theirs = await aVerifiedCustomer('idor.them@example.com');
      const book = await call('account/addresses/add', address, theirs);
      const theirAddress = book.json().response.addresses[0].id as number;

      const update = await call('account/addresses/update', { ...address, addressId: theirAddress, line1: 'Mine now' }, mine);
      const remove = await call('account/addresses/delete', { region: 'sa', addressId: theirAddress }, mine);
      expect([update.statusCode, remove.statusCode]).toEqual([404, 404]);
      expect(update.json().response.code).toBe('NOT_FOUND');
      expect((await call('account/addresses', { region: 'sa' }, mine)).json().response.addresses).toEqual([]);
      expect((await call('account/addresses', { region: 'sa' }, theirs)).json().response.addresses[0]).toMatchObject({ id: theirAddress, line1: '12 Olaya St' });
    });

    it('answers 401 SIGNED_OUT on every account route without a session of the body’s region', async () => {
      const session = await aVerifiedCustomer('regions@example.com');
      const routes: [string, object][] = [
        ['account', { region: 'ae' }],
        ['account/details', { region: 'ae', firstName: 'A', lastName: 'B', phone: '0501234567' }],
        ['account/password', { region: 'ae', language: 'en', currentPassword: 'x', newPassword: 'y' }],
        ['account/email', { region: 'ae', language: 'en', password: 'x', newEmail: 'a@example.com' }],
        ['account/addresses', { region: 'ae' }],
        ['account/addresses/add', { ...address, region: 'ae' }],
        ['account/addresses/update', { ...address, region: 'ae', addressId: 1 }],
        ['account/addresses/delete', { region: 'ae', addressId: 1 }],
        ['account/newsletter', { region: 'ae', subscribed: true }],
        ['auth/sign-out-everywhere', { region: 'ae' }],
      ];
      for (const [path, body] of routes) {
        const withOtherRegion = await call(path, body, session);
        const withNone = await call(path, body);
        expect([path, withOtherRegion.statusCode, withNone.statusCode]).toEqual([path, 401, 401]);
        expect(withOtherRegion.json().response.code).toBe('SIGNED_OUT');
      }
    });

    it('refuses every account change without the client header (CSRF)', async () => {
      const session = await aVerifiedCustomer('csrf@example.com');
      const res = await call('account/newsletter', { region: 'sa', subscribed: false }, session, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(res.json().response.code).toBe('FORBIDDEN_ORIGIN');
    });
  });

  it('hands the guest cart to the customer at sign-in and gives the browser a guest copy at sign-out', async () => {
    const [product] = await stockedProducts(api.db, 'sa', 1, 5);
    const created = await call('cart/createCart', { region: 'sa', locale: 'en-sa', lineItems: [{ productId: product!.id, quantity: 2 }] });
    const cartToken = created.cookies.find((cookie) => cookie.name === 'cart_token')!.value;
    const guestCartId: string = created.json().response.id;
    await aVerifiedCustomer('merge@example.com');

    const signedIn = await api.app.inject({
      method: 'POST',
      url: '/api/auth/secure-login',
      headers: { ...WEB, cookie: `cart_token=${cartToken}` },
      payload: { region: 'sa', email: 'merge@example.com', password: 'amber falcon under tuesday', guestCart: { cartId: guestCartId, timestamp: Date.now(), region: 'sa', locale: 'en-sa' }, guestWishlist: [NOT_SOLD_HERE, product!.id] },
    });
    // A guest list holds what other stores sell too: what this store does not sell is left out, the rest joins.
    expect(signedIn.json().response).toMatchObject({ cartId: guestCartId, wishlist: { items: [{ productId: product!.id }] } });
    expect(signedIn.json().response.wishlist.items).toHaveLength(1);
    const session = sessionOf(signedIn)!.value;
    const asCustomer = { ...WEB, cookie: `${SESSION_COOKIE}=${session}; cart_token=${cartToken}` };
    expect((await api.app.inject({ method: 'POST', url: '/api/cart/getCart', headers: asCustomer, payload: { cartId: guestCartId, region: 'sa' } })).statusCode).toBe(200);

    const out = await api.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: asCustomer, payload: { region: 'sa', language: 'en' } });
    const copy: string = out.json().response.guestCartId;
    expect(copy).toMatch(/.+/);
    expect(copy).not.toBe(guestCartId);
    const asGuest = { ...WEB, cookie: `cart_token=${cartToken}` };
    const guestCart = await api.app.inject({ method: 'POST', url: '/api/cart/getCart', headers: asGuest, payload: { cartId: copy, region: 'sa' } });
    expect(guestCart.json().response.line_items.physical_items.map((line: { product_id: number; quantity: number }) => [line.product_id, line.quantity])).toEqual([[product!.id, 2]]);
    expect((await api.app.inject({ method: 'POST', url: '/api/cart/getCart', headers: asGuest, payload: { cartId: guestCartId, region: 'sa' } })).statusCode).toBe(404);
  });

  it('names a cart made while signed in as the account’s cart, for a browser holding none, and copies it to the browser at sign-out', async () => {
    const [product] = await stockedProducts(api.db, 'sa', 1, 5);
    const session = await aVerifiedCustomer('saved.bag@example.com');
    expect((await call('account', { region: 'sa' }, session)).json().response.cartId).toBeNull();

    const created = await call('cart/createCart', { region: 'sa', locale: 'en-sa', lineItems: [{ productId: product!.id, quantity: 1 }] }, session);
    const cartId: string = created.json().response.id;
    expect((await call('account', { region: 'sa' }, session)).json().response.cartId).toBe(cartId);

    const out = await api.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...WEB, cookie: `${SESSION_COOKIE}=${session}` }, payload: { region: 'sa', language: 'en' } });
    const copy: string = out.json().response.guestCartId;
    const cartToken = out.cookies.find((cookie) => cookie.name === 'cart_token')!.value;
    const guestCart = await api.app.inject({ method: 'POST', url: '/api/cart/getCart', headers: { ...WEB, cookie: `cart_token=${cartToken}` }, payload: { cartId: copy, region: 'sa' } });
    expect(guestCart.json().response.line_items.physical_items.map((line: { product_id: number }) => line.product_id)).toEqual([product!.id]);
  });

  it('blanks cart attribute 170 of the same email’s account in the new region, and answers a guest alike', async () => {
    const session = await aVerifiedCustomer('mover@example.com');
    expect((await call('auth/sign-up', signUpForm('mover@example.com', { region: 'ae' }))).statusCode).toBe(200);
    const inAe = (await api.accounts.findByEmail('ae', 'mover@example.com'))._unsafeUnwrap()!;
    (await api.accounts.change('ae', inAe.id, () => okAsync({ attributes: { cartResetMarker: 'cart-9' } })))._unsafeUnwrap();

    const moved = await call('account/region-change', { from: 'sa', to: 'ae' }, session);
    expect(moved.json()).toEqual({ response: { changed: true }, hasError: false });
    expect((await api.accounts.read('ae', inAe.id))._unsafeUnwrap().attributes.cartResetMarker).toBeUndefined();

    expect((await call('account/region-change', { from: 'sa', to: 'eg' })).json()).toEqual(moved.json());
    expect((await call('account/region-change', { from: 'sa', to: 'sa' }, session)).json().response).toEqual({ changed: false });
    expect((await call('account/region-change', { from: 'sa', to: 'ae' }, session, {})).statusCode).toBe(403);
  });

  it('keeps details, addresses with the region’s areas and the newsletter choice', async () => {
    const session = await aVerifiedCustomer('details@example.com');
    const details = await call('account/details', { region: 'sa', title: 'Dr', firstName: 'Nora', lastName: 'H', phone: '+966 50 765 4321', dateOfBirth: '1990-02-28' }, session);
    expect(details.json().response.customer).toMatchObject({ title: 'Dr', firstName: 'Nora', phone: '+966507654321', dateOfBirth: '1990-02-28' });
    expect((await call('account/details', { region: 'sa', firstName: 'Nora', lastName: 'H', phone: '12' }, session)).json().response.code).toBe('PHONE_TOO_SHORT');
    const ahead = await call('account/details', { region: 'sa', firstName: 'Later', lastName: 'H', phone: '+966 50 765 4321', dateOfBirth: '2999-01-01' }, session);
    expect([ahead.statusCode, ahead.json().response]).toEqual([400, { code: 'DAY_INVALID', params: { field: 'dateOfBirth', earliest: '1900-01-01' } }]);
    expect((await call('account', { region: 'sa' }, session)).json().response.customer).toMatchObject({ firstName: 'Nora', dateOfBirth: '1990-02-28' });

    const unknownCity = await call('account/addresses/add', { ...address, city: 'cairo' }, session);
    expect(unknownCity.json().response.code).toBe('AREA_UNKNOWN');
    const added = (await call('account/addresses/add', address, session)).json().response.addresses;
    expect(added).toEqual([expect.objectContaining({ isDefault: true, phone: '+966501234567' })]);

    const areas = (await call('account/areas', { region: 'ae' })).json().response;
    expect(areas.governorates.map((governorate: { code: string }) => governorate.code)).toContain('dubai');
    expect(areas.governorates[0].name.ar).toMatch(/[\u0600-\u06ff]/);

    const off = await call('account/newsletter', { region: 'sa', subscribed: false }, session);
    expect(off.json().response.customer.newsletterSubscribed).toBe(false);
  });
});
