import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '@storefront/core/shared';
import { MailRenderer } from '../render/mail-renderer.js';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-test-server.js';
import { TransportMailer } from '../transport/transport-mailer.js';
import { SmtpTransport } from './smtp-transport.js';

describe('email over SMTP', () => {
  let smtp: TestSmtpServer;
  let store: Server;
  let storeOrigin: string;
  const followed: string[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    // The store's verification page, as far as a link needs one: it answers the token it was given.
    store = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      followed.push(url.pathname);
      response.end(`verified ${url.searchParams.get('token')}`);
    });
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    storeOrigin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await smtp?.close();
    await new Promise((resolve) => store?.close(resolve));
  });

  const verification = (language: 'en' | 'ar', token: string): MailMessage => ({
    locale: { language, region: 'ae' },
    to: `${language}.shopper@example.com`,
    template: 'verify-email',
    params: { firstName: 'Layla', link: `${storeOrigin}/${language}-ae/verify-email?token=${token}`, expiresInHours: 24 },
  });

  it('delivers the email in the shopper’s language, whose link leads to the store', async () => {
    const transport = new SmtpTransport(smtp.url);
    const mailer = new TransportMailer(new MailRenderer(), transport, 'Storefront <no-reply@storefront.test>');

    const sent = await mailer.send(verification('en', 'english-token'));
    await mailer.send(verification('ar', 'arabic-token'));
    transport.close();

    expect(sent._unsafeUnwrap().messageId).toMatch(/@/);
    const [english, arabic] = smtp.received;
    expect(english!.envelopeTo).toEqual(['en.shopper@example.com']);
    expect(english!.parsed.from?.value).toEqual([{ name: 'Storefront', address: 'no-reply@storefront.test' }]);
    expect(english!.parsed.subject).toBe("Confirm your email address – L'azurde");
    expect(english!.parsed.text).toContain('Hello Layla,');
    expect(english!.parsed.text).toContain("This email was sent by L'azurde United Arab Emirates");
    expect(english!.parsed.html).toContain('dir="ltr"');
    expect(english!.parsed.headers.get('content-language')).toBe('en');

    expect(arabic!.parsed.subject).toBe('تأكيد بريدك الإلكتروني – لازوردي');
    expect(arabic!.parsed.html).toContain('<html lang="ar-AE" dir="rtl">');
    expect(arabic!.parsed.text).toContain('مرحباً Layla،');
    expect(arabic!.parsed.text).toContain('أرسلت لازوردي الإمارات');

    // Follow the button's link as a reader would click it.
    const href = /<a href="([^"]+)"/.exec(arabic!.parsed.html || '')?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBe(`${storeOrigin}/ar-ae/verify-email?token=arabic-token`);
    const page = await fetch(href!);
    expect(await page.text()).toBe('verified arabic-token');
    expect(followed).toEqual(['/ar-ae/verify-email']);
  });

  it('answers UNAVAILABLE when the server refuses the message or cannot be reached, so it can be tried again', async () => {
    smtp.refuseNext(1);
    const mailer = new TransportMailer(new MailRenderer(), new SmtpTransport(smtp.url), 'no-reply@storefront.test');
    const before = smtp.received.length;

    expect((await mailer.send(verification('en', 'refused')))._unsafeUnwrapErr()).toEqual({ code: 'UNAVAILABLE', params: { service: 'smtp' } });
    expect(smtp.received).toHaveLength(before);
    expect((await mailer.send(verification('en', 'again'))).isOk()).toBe(true);
    expect(smtp.received).toHaveLength(before + 1);

    const nowhere = new TransportMailer(new MailRenderer(), new SmtpTransport('smtp://127.0.0.1:1'), 'no-reply@storefront.test');
    expect((await nowhere.send(verification('en', 'nowhere')))._unsafeUnwrapErr().code).toBe('UNAVAILABLE');
  });
});
