import { describe, expect, it } from 'vitest';
import { MAIL_LINK_PARAMS, type MailMessage } from '@storefront/core/shared';
import { ar } from '../templates/ar.js';
import { en } from '../templates/en.js';
import { ACCOUNT_TEMPLATES, type AccountTemplate } from './account-templates.js';
import { MailRenderer } from './mail-renderer.js';

const renderer = new MailRenderer();
const link = 'https://shop.example/ar-sa/verify-email?token=t0k3n&x=1';

const message = (template: AccountTemplate, language: 'en' | 'ar', params: MailMessage['params']): MailMessage => ({
  locale: { language, region: 'sa' },
  to: 'noura@example.com',
  template,
  params,
});

const SAMPLES: Record<AccountTemplate, MailMessage['params']> = {
  'verify-email': { firstName: 'Noura', link, expiresInHours: 24 },
  'reset-password': { firstName: 'Noura', link, expiresInMinutes: 30 },
  'account-exists': { firstName: 'Noura', signInLink: 'https://shop.example/en-sa', resetLink: 'https://shop.example/en-sa/reset-password' },
  'email-changed': { firstName: 'Noura', newEmail: 'new@example.com' },
  'password-changed': { firstName: 'Noura' },
};

describe('the account emails', () => {
  it('greet by name, sign with the brand and give the link with its lifetime, in English', () => {
    const mail = renderer.render(message('verify-email', 'en', SAMPLES['verify-email']))._unsafeUnwrap();

    expect(mail.subject).toBe("Confirm your email address – L'azurde");
    expect(mail.html).toContain('<html lang="en-SA" dir="ltr">');
    expect(mail.html).toContain('Hello Noura,');
    expect(mail.html).toContain(`href="https://shop.example/ar-sa/verify-email?token=t0k3n&amp;x=1"`);
    expect(mail.html).toContain('This link is valid for 24 hours.');
    expect(mail.text).toContain(`Confirm my email address:\n${link}`);
    expect(mail.text).toContain('This link is valid for 24 hours.');
    expect(mail.text).toContain("The L'azurde team");
    expect(mail.text).toContain("This email was sent by L'azurde Saudi Arabia");
  });

  it('read right to left in Arabic, with Arabic plural forms and Latin digits', () => {
    const mail = renderer.render(message('verify-email', 'ar', SAMPLES['verify-email']))._unsafeUnwrap();

    expect(mail.subject).toBe('تأكيد بريدك الإلكتروني – لازوردي');
    expect(mail.html).toContain('<html lang="ar-SA" dir="rtl">');
    expect(mail.html).toContain('<body dir="rtl"');
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toContain('مرحباً Noura،');
    expect(mail.text).toContain('هذا الرابط صالح لمدة 24 ساعة.');
    expect(renderer.render(message('verify-email', 'ar', { ...SAMPLES['verify-email'], expiresInHours: 2 }))._unsafeUnwrap().text).toContain('لمدة ساعتين');
    expect(renderer.render(message('verify-email', 'ar', { ...SAMPLES['verify-email'], expiresInHours: 3 }))._unsafeUnwrap().text).toContain('لمدة 3 ساعات');
    expect(renderer.render(message('reset-password', 'ar', SAMPLES['reset-password']))._unsafeUnwrap().text).toContain('لمدة 30 دقيقة');
  });

  it('isolate an email address left to right inside an Arabic sentence', () => {
    const mail = renderer.render(message('email-changed', 'ar', SAMPLES['email-changed']))._unsafeUnwrap();
    expect(mail.text).toContain('إلى \u2066new@example.com\u2069.');
  });

  it('exist for every account email in both languages, each with its subject, parts and links', () => {
    for (const template of Object.keys(ACCOUNT_TEMPLATES) as AccountTemplate[]) {
      for (const language of ['en', 'ar'] as const) {
        const mail = renderer.render(message(template, language, SAMPLES[template]))._unsafeUnwrap();
        expect(mail.subject, `${template} ${language}`).toMatch(language === 'ar' ? /لازوردي$/ : /L'azurde$/);
        expect(mail.text).toContain('Noura');
        expect(mail.html).not.toMatch(/\{\{|\}\}|\b(intro|outro|subject|action)\b/);
        expect(mail.text).not.toMatch(/\{\{|\}\}/);
        for (const name of MAIL_LINK_PARAMS[template]) expect(mail.text).toContain(String(SAMPLES[template][name]));
      }
    }
  });

  it('say the same things in both languages, in plain sentences without markup', () => {
    const keys = (texts: object, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) => (typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]));
    expect(new Set(keys(ar))).toEqual(new Set(keys(en)));
    expect(JSON.stringify([en, ar])).not.toMatch(/[<>&]/);
    // The links the core redacts after delivery are the links the emails hold.
    for (const [template, layout] of Object.entries(ACCOUNT_TEMPLATES)) {
      const links = Object.entries(layout.params).filter(([, kind]) => kind === 'link').map(([name]) => name);
      expect(links).toEqual(MAIL_LINK_PARAMS[template as AccountTemplate]);
    }
  });

  it('escape every param that lands in HTML, and take only http(s) links', () => {
    const hostile = renderer.render(message('email-changed', 'en', { firstName: '<img src=x onerror=alert(1)>', newEmail: '"><script>x</script>' }))._unsafeUnwrap();
    expect(hostile.html).not.toMatch(/<img|<script/);
    expect(hostile.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(hostile.text).toContain('Hello <img src=x onerror=alert(1)>,');

    const scripted = renderer.render(message('verify-email', 'en', { ...SAMPLES['verify-email'], link: 'javascript:alert(1)' }));
    expect(scripted._unsafeUnwrapErr()).toEqual({ code: 'INVALID', params: { field: 'params.link', issue: 'must be an absolute http(s) address' } });
  });

  it('refuse a message it cannot write rather than send half of one', () => {
    expect(renderer.render(message('verify-email', 'en', { firstName: 'Noura', link }))._unsafeUnwrapErr().params).toMatchObject({ field: 'params.expiresInHours' });
    expect(renderer.render(message('password-changed', 'en', { firstName: ' ' }))._unsafeUnwrapErr().params).toMatchObject({ field: 'params.firstName' });
    expect(renderer.render({ ...message('password-changed', 'en', {}), template: 'newsletter-welcome' })._unsafeUnwrapErr().params).toMatchObject({ field: 'template' });
    expect(renderer.render({ ...message('password-changed', 'en', {}), template: 'return-confirmation' })._unsafeUnwrapErr().params).toMatchObject({ field: 'params.returnNumber' });
  });

  it('sign with the brand name it is given', () => {
    const own = new MailRenderer({ brand: { en: 'Miss L', ar: 'مس ل' } });
    expect(own.render(message('password-changed', 'en', SAMPLES['password-changed']))._unsafeUnwrap().subject).toBe('Your password was changed – Miss L');
    expect(own.render(message('password-changed', 'ar', SAMPLES['password-changed']))._unsafeUnwrap().text).toContain('فريق مس ل');
  });
});
