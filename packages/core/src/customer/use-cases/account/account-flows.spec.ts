import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../../../shared/test-support/counting-rate-limit.js';
import { aSignUp, anAccountWorld, linkToken } from '../../test-support/account-fixture.js';
import { ChangeEmail } from '../change-email/change-email.use-case.js';
import { ChangePassword } from '../change-password/change-password.use-case.js';
import { ManageAddresses } from '../manage-addresses/manage-addresses.use-case.js';
import { RequestPasswordReset } from '../request-password-reset/request-password-reset.use-case.js';
import { ResendVerification } from '../resend-verification/resend-verification.use-case.js';
import { ResetPassword } from '../reset-password/reset-password.use-case.js';
import { SetNewsletter } from '../set-newsletter/set-newsletter.use-case.js';
import { SignUp } from '../sign-up/sign-up.use-case.js';
import { UpdateDetails } from '../update-details/update-details.use-case.js';
import { VerifyEmail } from '../verify-email/verify-email.use-case.js';
import { guardLogin } from '../../domain/login-guard.js';

const mails = (world: ReturnType<typeof anAccountWorld>) =>
  world.store.outbox.filter((entry) => entry.topic === 'mail').map((entry) => {
    const payload = entry.payload as { to: string; template: string };
    return `${payload.template} -> ${payload.to}`;
  });

async function signedUp(world = anAccountWorld()) {
  (await new SignUp(world.deps).execute(aSignUp()))._unsafeUnwrap();
  const account = [...world.store.accounts.values()][0]!;
  return { world, account };
}

describe('SignUp', () => {
  it('makes an unverified account with the phone in E.164 and writes the verification email with it', async () => {
    const { world, account } = await signedUp();

    expect(account.profile).toEqual({ email: 'noura@example.com', firstName: 'Noura', lastName: 'Alharbi', phone: '+966501234567' });
    expect(account.attributes).toMatchObject({ title: 'Ms', emailVerified: false, verificationEmailSent: true, newsletterSubscribed: false });
    expect(guardLogin(account.attributes)).toBe('verify-email');
    expect(mails(world)).toEqual(['verify-email -> noura@example.com']);
    expect(linkToken(world.store)).toMatch(/^1\./);
  });

  it('answers an email that has an account exactly as a new one, after the same hashing, and emails its owner', async () => {
    const { world } = await signedUp();
    const hashesBefore = world.secrets.hashes;

    const again = await new SignUp(world.deps).execute(aSignUp({ email: ' NOURA@example.com', firstName: 'Someone' }));

    expect(again._unsafeUnwrap()).toEqual({ accepted: true });
    expect(world.secrets.hashes - hashesBefore).toBe(1);
    expect(world.store.accounts.size).toBe(1);
    expect(mails(world)).toEqual(['verify-email -> noura@example.com', 'account-exists -> noura@example.com']);
  });

  it('refuses a short, an over-long or a breached password, and a phone the region does not issue', async () => {
    const world = anAccountWorld();
    const codeOf = async (overrides: Record<string, unknown>) => (await new SignUp(world.deps).execute(aSignUp(overrides)))._unsafeUnwrapErr().code;

    expect(await codeOf({ password: 'short' })).toBe('PASSWORD_TOO_SHORT');
    expect(await codeOf({ password: 'x'.repeat(129) })).toBe('PASSWORD_TOO_LONG');
    expect(await codeOf({ password: 'Password123' })).toBe('PASSWORD_BREACHED');
    expect(await codeOf({ phone: '123' })).toBe('PHONE_TOO_SHORT');
    expect(await codeOf({ dateOfBirth: '2999-01-01' })).toBe('DAY_INVALID');
    expect(await codeOf({ anniversaryDate: '1850-06-01' })).toBe('DAY_INVALID');
    expect(world.store.accounts.size).toBe(0);
  });

  it('counts sign-ups per email, so the fourth in an hour is refused', async () => {
    const world = anAccountWorld({ limits: defaultLimits() });
    for (let attempt = 0; attempt < 3; attempt += 1) (await new SignUp(world.deps).execute(aSignUp()))._unsafeUnwrap();

    expect((await new SignUp(world.deps).execute(aSignUp()))._unsafeUnwrapErr().code).toBe('RATE_LIMITED');
  });
});

describe('VerifyEmail', () => {
  it('verifies once: the link then no longer works', async () => {
    const { world, account } = await signedUp();
    const token = linkToken(world.store);
    const verify = new VerifyEmail(world.deps);

    expect((await verify.execute('sa', token))._unsafeUnwrap()).toEqual({ accepted: true });
    expect(guardLogin(world.store.accounts.get(account.id)!.attributes)).toBe('proceed');
    expect((await verify.execute('sa', token))._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
  });

  it('refuses an expired link, a wrong one, one of another region and one that is no token', async () => {
    const { world } = await signedUp();
    const token = linkToken(world.store);
    const verify = new VerifyEmail(world.deps);

    expect((await verify.execute('sa', `${token.slice(0, -1)}B`))._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
    expect((await verify.execute('ae', token))._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
    expect((await verify.execute('sa', 'not-a-token'))._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
    world.at('2026-03-02T10:00:01Z');
    expect((await verify.execute('sa', token))._unsafeUnwrapErr().code).toBe('TOKEN_EXPIRED');
  });

  it('takes only the newest link once another was sent', async () => {
    const { world } = await signedUp();
    const first = linkToken(world.store);
    (await new ResendVerification(world.deps).execute({ region: 'sa', language: 'ar', email: 'noura@example.com', origin: 'https://shop.example' }))._unsafeUnwrap();

    expect((await new VerifyEmail(world.deps).execute('sa', first))._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
    expect((await new VerifyEmail(world.deps).execute('sa', linkToken(world.store))).isOk()).toBe(true);
  });
});

describe('ResendVerification and RequestPasswordReset', () => {
  it('answer an unknown email as a known one, and send it nothing', async () => {
    const { world } = await signedUp();
    const resend = new ResendVerification(world.deps);
    const reset = new RequestPasswordReset(world.deps);
    const request = { region: 'sa' as const, language: 'en' as const, origin: 'https://shop.example' };

    expect(await resend.execute({ ...request, email: 'nobody@example.com' })).toEqual(await resend.execute({ ...request, email: 'noura@example.com' }));
    expect(await reset.execute({ ...request, email: 'nobody@example.com' })).toEqual(await reset.execute({ ...request, email: 'noura@example.com' }));
    expect(mails(world)).toEqual(['verify-email -> noura@example.com', 'verify-email -> noura@example.com', 'reset-password -> noura@example.com']);
  });
});

describe('ResetPassword', () => {
  it('sets the new password once, within 30 minutes, and ends every session', async () => {
    const { world, account } = await signedUp();
    (await new RequestPasswordReset(world.deps).execute({ region: 'sa', language: 'en', email: 'noura@example.com', origin: 'https://shop.example' }))._unsafeUnwrap();
    const token = linkToken(world.store);
    const reset = new ResetPassword(world.deps);

    world.at('2026-03-01T10:29:00Z');
    // Checking the link does not use it up.
    expect((await reset.check('sa', token)).isOk()).toBe(true);
    expect((await reset.check('ae', token))._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
    expect((await reset.execute({ region: 'sa', language: 'en', token, password: 'a brand new secret' })).isOk()).toBe(true);
    expect((await reset.check('sa', token))._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
    expect(world.store.accounts.get(account.id)!.passwordHash).toBe('hashed:a brand new secret');
    expect(world.ended).toEqual([{ region: 'sa', customerId: account.id }]);
    expect(mails(world).at(-1)).toBe('password-changed -> noura@example.com');
    expect((await reset.execute({ region: 'sa', language: 'en', token, password: 'another new secret' }))._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
  });

  it('refuses a link past its 30 minutes', async () => {
    const { world } = await signedUp();
    (await new RequestPasswordReset(world.deps).execute({ region: 'sa', language: 'en', email: 'noura@example.com', origin: 'https://shop.example' }))._unsafeUnwrap();
    world.at('2026-03-01T10:30:00Z');

    expect((await new ResetPassword(world.deps).check('sa', linkToken(world.store)))._unsafeUnwrapErr().code).toBe('TOKEN_EXPIRED');
    const result = await new ResetPassword(world.deps).execute({ region: 'sa', language: 'en', token: linkToken(world.store), password: 'a brand new secret' });
    expect(result._unsafeUnwrapErr().code).toBe('TOKEN_EXPIRED');
  });
});

describe('ChangePassword and ChangeEmail', () => {
  it('need the current password', async () => {
    const { world, account } = await signedUp();
    const base = { region: 'sa' as const, customerId: account.id, language: 'en' as const, origin: 'https://shop.example' };

    expect((await new ChangePassword(world.deps).execute({ ...base, currentPassword: 'wrong one!', newPassword: 'a newer passphrase' }))._unsafeUnwrapErr().code).toBe('CURRENT_PASSWORD_INCORRECT');
    expect((await new ChangeEmail(world.deps).execute({ ...base, password: 'wrong one!', newEmail: 'n@example.com' }))._unsafeUnwrapErr().code).toBe('CURRENT_PASSWORD_INCORRECT');
    expect(world.ended).toEqual([]);
  });

  it('refuses a new password that is the current one, and ends no session', async () => {
    const { world, account } = await signedUp();
    const same = await new ChangePassword(world.deps).execute({ region: 'sa', customerId: account.id, language: 'en', currentPassword: 'a long passphrase', newPassword: 'a long passphrase' });
    expect(same._unsafeUnwrapErr().code).toBe('PASSWORD_UNCHANGED');
    expect(world.ended).toEqual([]);
  });

  it('moves to a new email only once its link is opened: the old one signs in until then, is told after, and the sessions end', async () => {
    const { world, account } = await signedUp();
    (await new VerifyEmail(world.deps).execute('sa', linkToken(world.store)))._unsafeUnwrap();
    const change = { region: 'sa' as const, customerId: account.id, language: 'en' as const, origin: 'https://shop.example', password: 'a long passphrase' };

    const asked = (await new ChangeEmail(world.deps).execute({ ...change, newEmail: 'New@Example.com' }))._unsafeUnwrap();
    expect(asked).toMatchObject({ changed: true, account: { profile: { email: 'noura@example.com' }, attributes: { pendingEmail: 'new@example.com', emailVerified: true } } });
    expect(mails(world).at(-1)).toBe('verify-email -> new@example.com');
    // Nothing moved yet: the old address still signs in, and no session ended.
    expect(guardLogin(world.store.accounts.get(account.id)!.attributes)).toBe('proceed');
    expect(world.ended).toEqual([]);

    (await new VerifyEmail(world.deps).execute('sa', linkToken(world.store), 'ar'))._unsafeUnwrap();
    const moved = world.store.accounts.get(account.id)!;
    expect(moved.profile.email).toBe('new@example.com');
    expect(moved.attributes.pendingEmail).toBeUndefined();
    expect(guardLogin(moved.attributes)).toBe('proceed');
    expect(mails(world).at(-1)).toBe('email-changed -> noura@example.com');
    expect((world.store.outbox.at(-1)?.payload as { locale: { language: string } }).locale.language).toBe('ar');
    expect(world.ended).toHaveLength(1);
  });

  it('keeps the old address when the new one is mistyped and never confirmed, and takes only the newest address asked', async () => {
    const { world, account } = await signedUp();
    (await new VerifyEmail(world.deps).execute('sa', linkToken(world.store)))._unsafeUnwrap();
    const change = { region: 'sa' as const, customerId: account.id, language: 'en' as const, origin: 'https://shop.example', password: 'a long passphrase' };
    (await new ChangeEmail(world.deps).execute({ ...change, newEmail: 'noura@gmial.con' }))._unsafeUnwrap();
    const typo = linkToken(world.store);
    (await new ChangeEmail(world.deps).execute({ ...change, newEmail: 'noura@gmail.com' }))._unsafeUnwrap();

    expect((await new VerifyEmail(world.deps).execute('sa', typo))._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
    expect(world.store.accounts.get(account.id)!.profile.email).toBe('noura@example.com');
    (await new VerifyEmail(world.deps).execute('sa', linkToken(world.store)))._unsafeUnwrap();
    expect(world.store.accounts.get(account.id)!.profile.email).toBe('noura@gmail.com');
  });

  it('drops a pending address another account took before its link was opened', async () => {
    const { world, account } = await signedUp();
    (await new VerifyEmail(world.deps).execute('sa', linkToken(world.store)))._unsafeUnwrap();
    (await new ChangeEmail(world.deps).execute({ region: 'sa', customerId: account.id, language: 'en', origin: 'https://shop.example', password: 'a long passphrase', newEmail: 'late@example.com' }))._unsafeUnwrap();
    const link = linkToken(world.store);
    (await new SignUp(world.deps).execute(aSignUp({ email: 'late@example.com' })))._unsafeUnwrap();

    expect((await new VerifyEmail(world.deps).execute('sa', link))._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
    const kept = world.store.accounts.get(account.id)!;
    expect(kept.profile.email).toBe('noura@example.com');
    expect(kept.attributes.pendingEmail).toBeUndefined();
    expect(world.ended).toEqual([]);
  });

  it('does not take an email another account has, and emails that account instead', async () => {
    const { world, account } = await signedUp();
    (await new SignUp(world.deps).execute(aSignUp({ email: 'taken@example.com' })))._unsafeUnwrap();

    const changed = await new ChangeEmail(world.deps).execute({ region: 'sa', customerId: account.id, language: 'en', origin: 'https://shop.example', password: 'a long passphrase', newEmail: 'taken@example.com' });
    expect(changed._unsafeUnwrap().changed).toBe(false);
    expect(mails(world).at(-1)).toBe('account-exists -> taken@example.com');
  });
});

describe('ManageAddresses', () => {
  const address = { firstName: 'Noura', lastName: 'Alharbi', phone: '0501234567', line1: '12 Olaya St', governorate: 'riyadh', city: 'riyadh' };

  it('makes the first address the default and keeps the phone by the region’s rule', async () => {
    const { world, account } = await signedUp();
    const book = (await new ManageAddresses(world.deps).add('sa', account.id, address))._unsafeUnwrap();

    expect(book.addresses[0]).toMatchObject({ phone: '+966501234567', governorate: 'riyadh', city: 'riyadh' });
    expect(book.attributes.defaultAddressId).toBe(book.addresses[0]!.id);
  });

  it('refuses a city of another governorate', async () => {
    const { world, account } = await signedUp();
    const result = await new ManageAddresses(world.deps).add('sa', account.id, { ...address, city: 'jeddah' });
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'AREA_UNKNOWN', params: { governorate: 'riyadh', city: 'jeddah' } });
  });

  it('answers NOT_FOUND for another customer’s address, and changes nothing', async () => {
    const { world, account } = await signedUp();
    (await new SignUp(world.deps).execute(aSignUp({ email: 'other@example.com' })))._unsafeUnwrap();
    const other = [...world.store.accounts.values()].find((candidate) => candidate.id !== account.id)!;
    const addresses = new ManageAddresses(world.deps);
    const theirs = (await addresses.add('sa', other.id, address))._unsafeUnwrap().addresses[0]!;

    expect((await addresses.update('sa', account.id, theirs.id, address))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect((await addresses.remove('sa', account.id, theirs.id))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    expect(world.store.accounts.get(other.id)!.addresses).toHaveLength(1);
  });

  it('leaves the next address as default when the default is deleted', async () => {
    const { world, account } = await signedUp();
    const addresses = new ManageAddresses(world.deps);
    const first = (await addresses.add('sa', account.id, address))._unsafeUnwrap().addresses[0]!;
    const second = (await addresses.add('sa', account.id, { ...address, line1: '7 Tahlia St' }))._unsafeUnwrap().addresses[1]!;

    expect((await addresses.remove('sa', account.id, first.id))._unsafeUnwrap().attributes.defaultAddressId).toBe(second.id);
  });
});

describe('UpdateDetails and SetNewsletter', () => {
  it('writes the details and clears an optional one left out', async () => {
    const { world, account } = await signedUp();
    const updated = await new UpdateDetails(world.deps).execute({ region: 'sa', customerId: account.id, firstName: 'Nora', lastName: 'H', phone: '+966 50 765 4321', dateOfBirth: '1990-02-28' });

    expect(updated._unsafeUnwrap().profile).toMatchObject({ firstName: 'Nora', phone: '+966507654321' });
    expect(updated._unsafeUnwrap().attributes).not.toHaveProperty('title');
    expect(updated._unsafeUnwrap().attributes.dateOfBirth).toBe('1990-02-28');
  });

  it('refuses a date of birth still ahead, or an anniversary before 1900, and changes nothing', async () => {
    const { world, account } = await signedUp();
    const details = { region: 'sa' as const, customerId: account.id, firstName: 'Nora', lastName: 'H', phone: '+966 50 765 4321' };
    const ahead = await new UpdateDetails(world.deps).execute({ ...details, dateOfBirth: '2999-02-28' });
    expect(ahead._unsafeUnwrapErr()).toEqual({ code: 'DAY_INVALID', params: { field: 'dateOfBirth', earliest: '1900-01-01' } });
    const early = await new UpdateDetails(world.deps).execute({ ...details, anniversaryDate: '1899-12-31' });
    expect(early._unsafeUnwrapErr().params).toMatchObject({ field: 'anniversaryDate' });
    expect(world.store.accounts.get(account.id)!.profile.firstName).not.toBe('Nora');
  });

  it('subscribes with a customer_update event, and a second subscribe sends none', async () => {
    const { world, account } = await signedUp();
    const newsletter = new SetNewsletter(world.deps);
    (await newsletter.execute('sa', account.id, true))._unsafeUnwrap();
    (await newsletter.execute('sa', account.id, true))._unsafeUnwrap();

    const events = world.store.outbox.filter((entry) => entry.topic === 'marketing.customer_update');
    expect(events.map((entry) => entry.payload)).toEqual([{ name: 'customer_update', identity: { email: 'noura@example.com' }, region: 'sa', properties: { newsletterSubscribed: true } }]);
    expect(world.store.accounts.get(account.id)!.attributes.newsletterSubscribed).toBe(true);
  });
});

describe('account links', () => {
  it('point at the locale’s pages on the store’s origin, the token escaped', async () => {
    const { accountLinks } = await import('../../domain/account-links.js');
    const links = accountLinks('https://shop.example/');
    const locale = { language: 'ar' as const, region: 'eg' as const };

    expect(links.verifyEmail(locale, '5.a+b')).toBe('https://shop.example/ar-eg/verify-email?token=5.a%2Bb');
    expect(links.resetPassword(locale, '5.x')).toBe('https://shop.example/ar-eg/reset-password?token=5.x');
    expect(links.signIn(locale)).toBe('https://shop.example/ar-eg/account');
    expect(links.forgotPassword(locale)).toBe('https://shop.example/ar-eg/reset-password');
  });
});
