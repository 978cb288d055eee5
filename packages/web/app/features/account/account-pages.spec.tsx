import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language, Region } from '@storefront/core/locale';
import { AppStateProvider } from '../app-state';
import { ShellProvider } from '../shell';
import { i18nFor, tOf, TranslationProvider } from '../../lib/i18n';
import { CartApiError } from '../../lib/store-api/store-api-error';
import { AccountFrame } from './components/account-frame';
import { AddressLines } from './components/address-lines';
import { AuthPanel } from './components/auth-panel';
import { check, refusalOf } from './components/form-errors';
import { AddressBookPage } from './pages/address-book-page';
import { DetailsPage } from './pages/details-page';
import { OverviewPage } from './pages/overview-page';
import { PaymentMethodsPage } from './pages/payment-methods-page';
import { anAccount, anAddress } from './test-support/account.builder';

function render(node: React.ReactNode, language: Language = 'en', region: Region = 'sa'): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <QueryClientProvider client={new QueryClient()}>
          <TranslationProvider i18n={i18nFor({ language, region })}>
            <AppStateProvider value={{ brand: 'lazurde', language, region, locale: `${language}-${region}` }}>
              <ShellProvider>{node}</ShellProvider>
            </AppStateProvider>
          </TranslationProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the account menu', () => {
  it('lists the spec entries in order, marks the page shown, and ends with Sign Out, which is no link', () => {
    const html = render(
      <AccountFrame entry="my-details">
        <p>page</p>
      </AccountFrame>,
    );
    expect(text(html)).toContain(
      'Go to My Account My Orders My Returns My Reviews My Wish List My Details Address Book Payment Methods Newsletter Subscriptions Need Help? Sign Out',
    );
    expect(html).toMatch(/aria-current="page" href="\/en-sa\/account\/my-details"/);
    expect(html).toContain('href="/en-sa/help-centre/order"');
    expect(html).not.toMatch(/<a[^>]*>Sign Out/);
  });

  it('speaks Arabic in an Arabic locale', () => {
    expect(text(render(<AccountFrame entry="account-overview">x</AccountFrame>, 'ar', 'eg'))).toContain('تسجيل الخروج');
  });
});

describe('the account pages', () => {
  it('greets the customer by first name on the overview, with the default address and the newsletter choice', () => {
    const html = text(render(<OverviewPage account={anAccount()} />));
    expect(html).toContain('Hello Sara');
    expect(html).toContain('King Fahd Road 12');
    expect(html).toContain('You do not receive our newsletter.');
  });

  it('shows that no address is saved yet', () => {
    expect(text(render(<OverviewPage account={anAccount([])} />))).toContain('You have not saved an address yet.');
  });

  it('fills my details with what is saved, the phone without the country code', () => {
    const html = render(<DetailsPage account={anAccount([], { phone: '+966501234567', title: 'Ms', dateOfBirth: '1990-04-02' })} />);
    expect(html).toMatch(/name="phone"[^>]*value="501234567"/);
    expect(html).toMatch(/name="dateOfBirth"[^>]*value="1990-04-02"/);
    expect(html).toMatch(/<option value="Ms" selected/);
    expect(text(html)).toContain('Current password');
  });

  it('labels every field of the sign-up form and names the region code of the phone', () => {
    const html = render(<AuthPanel view="sign-up" inModal={false} />, 'en', 'eg');
    for (const name of ['title', 'firstName', 'lastName', 'email', 'phone', 'password', 'dateOfBirth', 'anniversaryDate', 'newsletter']) {
      const id = new RegExp(`name="${name}"[^>]*`).exec(html)?.[0].match(/id="([^"]+)"/)?.[1] ?? new RegExp(`id="([^"]+)"[^>]*name="${name}"`).exec(html)?.[1];
      expect(id, name).toBeDefined();
      expect(html, name).toContain(`for="${id}"`);
    }
    expect(text(html)).toContain('Without the country code +20.');
  });

  it('marks the default address and offers to make another one the default', () => {
    const html = text(render(<AddressBookPage account={anAccount([anAddress(), anAddress({ id: 2, isDefault: false, line1: 'Olaya Street 3' })])} />));
    expect(html).toContain('Default address');
    expect(html).toContain('Olaya Street 3');
    expect(html.match(/Make default/g)).toHaveLength(1);
  });

  it('keeps a Latin street in its own direction on an Arabic page and joins the areas with the Arabic comma', () => {
    const html = render(<AddressBookPage account={anAccount([anAddress({ line1: '12 Olaya Street' })])} />, 'ar');
    // Without its own direction, an Arabic line would show "Olaya Street 12".
    expect(html).toMatch(/<span dir="auto"[^>]*>12 Olaya Street<\/span>/);
    expect(text(html)).toContain('riyadh، riyadh 12211');
    expect(text(render(<AddressBookPage account={anAccount([anAddress()])} />))).toContain('riyadh, riyadh 12211');
  });

  it('leaves the name out of an address whose own label already shows it', () => {
    const named = text(render(<AddressLines address={anAddress()} areas={undefined} language="en" />));
    const unnamed = text(render(<AddressLines address={anAddress()} areas={undefined} language="en" named={false} />));
    expect(named.match(/Sara Haddad/g)).toHaveLength(1);
    expect(unnamed).not.toContain('Sara');
    expect(unnamed).toContain('King Fahd Road 12');
  });

  it('lists the saved cards with brand, last four digits, expiry and the default, each removable', () => {
    const cards = [
      { id: 7, brand: 'mada', last4: '0004', expiryMonth: 3, expiryYear: 2031, isDefault: false, savedAt: '2026-11-20T10:00:00.000Z' },
      { id: 5, brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2039, isDefault: true, savedAt: '2026-10-01T10:00:00.000Z' },
    ];
    const html = render(<PaymentMethodsPage cards={cards} />);
    expect(text(html)).toContain('mada ending in 0004 Expires 03/31 Remove');
    expect(text(html)).toContain('Visa ending in 4242 Default card Expires 12/39 Remove');
    expect(html).toContain('aria-label="Remove Visa ending in 4242"');
    expect(text(render(<PaymentMethodsPage cards={cards} />, 'ar'))).toContain('فيزا تنتهي بـ 4242 البطاقة الافتراضية');
  });

  it('says how to save a card when none is saved', () => {
    expect(text(render(<PaymentMethodsPage cards={[]} />))).toContain('You have no saved cards When you pay by card at checkout, choose to save it');
    expect(text(render(<PaymentMethodsPage cards={[]} />, 'ar', 'eg'))).toContain('لا توجد لديك بطاقات محفوظة');
  });
});

describe('the auth modal states', () => {
  it('offers sign-in or, with a pending checkout, the checkout as a guest', () => {
    const html = render(<AuthPanel view="guest-checkout" inModal checkoutUrl="/en-sa/checkout?cartId=c1" />);
    expect(text(html)).toContain('Sign in for a faster checkout, or go on as a guest.');
    expect(html).toMatch(/href="\/en-sa\/checkout\?cartId=c1"[^>]*>Continue as a guest/);
  });

  it('asks for a new link on the update-password state without a token', () => {
    expect(render(<AuthPanel view="update-password" inModal={false} resetToken={null} />)).toContain('data-testid="reset-password-form"');
    expect(render(<AuthPanel view="update-password" inModal={false} resetToken="t1" />)).toContain('data-testid="update-password-form"');
  });
});

describe('what a form shows of a refusal', () => {
  const t = tOf(i18nFor('en'));

  it('puts a phone refusal next to the phone, with the region rule filled in', () => {
    const refusal = refusalOf(t, new CartApiError('PHONE_TOO_SHORT', 400, { region: 'eg', minDigits: 10, digits: 8 }));
    expect(refusal.fields).toEqual({ phone: 'This phone number is too short: it needs at least 10 digits.' });
  });

  it('checks a new password’s length as the store counts it, in characters', () => {
    expect(check.newPassword(t, '🔒'.repeat(4))).toBe(t('auth.fieldErrors.passwordLength'));
    expect(check.newPassword(t, 'كلمةسرية')).toBeUndefined();
  });

  it('puts a date the server refuses next to that date, and checks a date as the server does', () => {
    expect(refusalOf(t, new CartApiError('DAY_INVALID', 400, { field: 'anniversaryDate', earliest: '1900-01-01' })).fields).toEqual({
      anniversaryDate: 'Please enter a date from 1 January 1900 to today.',
    });
    expect(check.pastDay(t, '2023-02-29', '2026-11-27')).toBe(t('auth.fieldErrors.date'));
    expect(check.pastDay(t, '1899-12-31', '2026-11-27')).toBe(t('auth.fieldErrors.date'));
    expect(check.pastDay(t, '2026-11-27', '2026-11-27')).toBeUndefined();
    expect(check.pastDay(t, '', '2026-11-27')).toBeUndefined();
  });

  it('puts a breached password next to the password field the form names', () => {
    expect(refusalOf(t, new CartApiError('PASSWORD_BREACHED', 400), { password: 'newPassword' }).fields).toHaveProperty('newPassword');
  });

  it('gives other refusals to the whole form, translated, and a lost connection its own words', () => {
    expect(refusalOf(t, new CartApiError('INVALID_CREDENTIALS', 401)).form).toBe('The email or password is not right. Please check them and try again.');
    expect(refusalOf(tOf(i18nFor('ar')), new TypeError('Failed to fetch')).form).toBe('المتجر غير متاح مؤقتاً. يرجى المحاولة مرة أخرى بعد قليل.');
  });
});
