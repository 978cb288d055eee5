import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_TOPIC } from '@storefront/core/events';
import type { MailMessage } from '@storefront/core/shared';
import { PostgresOutbox, PostgresOutboxWriter } from '@storefront/adapters-postgres';
import { createTestDatabase, outboxRows, type TestDatabase } from '@storefront/adapters-postgres/testing';
import { MailRenderer, SmtpTransport, TransportMailer } from '@storefront/mail';
import { startTestSmtpServer, type TestSmtpServer } from '@storefront/mail/testing';
import { LogMarketingEvents } from './log-marketing-events.js';
import { OutboxWorker } from './outbox-worker.js';
import { API_ENGINE } from '../test-support/engine.js';

const quiet = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };

describe('emails through the outbox', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let store: Server;
  let storeOrigin: string;
  let worker: OutboxWorker;
  let outbox: PostgresOutbox;

  beforeAll(async () => {
    database = await createTestDatabase(API_ENGINE);
    smtp = await startTestSmtpServer();
    // The store's pages the links lead to, as far as a test needs: each answers the token it got.
    store = createServer((request, response) => response.end(`page ${new URL(request.url ?? '/', 'http://x').searchParams.get('token')}`));
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    storeOrigin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
    outbox = new PostgresOutbox(database.handle.db, { baseRetryDelayMs: 1 });
    const mailer = new TransportMailer(new MailRenderer(), new SmtpTransport(smtp.url), "L'azurde <no-reply@storefront.test>");
    worker = new OutboxWorker(outbox, { marketing: new LogMarketingEvents(quiet), mailer }, quiet, { batchSize: 10 });
  });
  afterAll(async () => {
    await smtp?.close();
    await new Promise((resolve) => store?.close(resolve));
    await database?.dispose();
  });

  /** Writes emails the way a use case does: appended to the outbox in a transaction. */
  const enqueue = async (...messages: MailMessage[]) => {
    await database.handle.db.transaction(async (tx) => (await new PostgresOutboxWriter(tx).append(messages.map((payload) => ({ topic: MAIL_TOPIC, payload }))))._unsafeUnwrap());
  };
  const rows = () => outboxRows(database.handle.db, MAIL_TOPIC);
  const linkIn = (html: string | false | undefined) => /<a href="([^"]+)"/.exec(html || '')?.[1]?.replaceAll('&amp;', '&');

  it('sends each email in its language over SMTP, whose link leads to the store, and keeps no token once sent', async () => {
    await enqueue(
      { locale: { language: 'en', region: 'sa' }, to: 'noura@example.com', template: 'verify-email', params: { firstName: 'Noura', link: `${storeOrigin}/en-sa/verify-email?token=verify-123`, expiresInHours: 24 } },
      { locale: { language: 'ar', region: 'eg' }, to: 'layla@example.com', template: 'reset-password', params: { firstName: 'ليلى', link: `${storeOrigin}/ar-eg/reset-password?token=reset-456`, expiresInMinutes: 30 } },
    );

    expect(await worker.tick()).toEqual({ delivered: 2, failed: 0, givenUp: 0 });

    const [english, arabic] = smtp.received;
    expect(english).toMatchObject({ envelopeTo: ['noura@example.com'], envelopeFrom: 'no-reply@storefront.test' });
    expect(english!.parsed.subject).toBe("Confirm your email address – L'azurde");
    expect(english!.parsed.text).toContain('This link is valid for 24 hours.');
    expect(english!.parsed.html).toContain('<html lang="en-SA" dir="ltr">');
    expect(arabic!.parsed.subject).toBe('إعادة تعيين كلمة المرور – لازوردي');
    expect(arabic!.parsed.html).toContain('<html lang="ar-EG" dir="rtl">');
    expect(arabic!.parsed.text).toContain('مرحباً ليلى،');
    expect(arabic!.parsed.text).toContain('هذا الرابط صالح لمدة 30 دقيقة ولمرة واحدة فقط.');

    for (const [mail, token] of [[english!, 'verify-123'], [arabic!, 'reset-456']] as const) {
      const link = linkIn(mail.parsed.html);
      expect(mail.parsed.text).toContain(link);
      expect(await (await fetch(link!)).text()).toBe(`page ${token}`);
    }

    const stored = JSON.stringify(await rows());
    expect(stored).not.toMatch(/verify-123|reset-456/);
    expect(stored).toContain(`${storeOrigin}/en-sa/verify-email?redacted`);
  });

  it('loses nothing when the mail server refuses an email: it keeps it, token and all, and sends it on the retry', async () => {
    const before = smtp.received.length;
    smtp.refuseNext(1);
    await enqueue({
      locale: { language: 'en', region: 'ae' },
      to: 'omar@example.com',
      template: 'verify-email',
      params: { firstName: 'Omar', link: `${storeOrigin}/en-ae/verify-email?token=retry-789`, expiresInHours: 24 },
    });

    expect(await worker.tick()).toEqual({ delivered: 0, failed: 1, givenUp: 0 });
    expect(smtp.refused).toBe(1);
    expect(smtp.received).toHaveLength(before);
    expect(quiet.warn).toHaveBeenCalledWith(expect.objectContaining({ code: 'UNAVAILABLE', attempts: 1, template: 'verify-email' }), 'email not delivered, will retry');
    expect(JSON.stringify(quiet.warn.mock.calls)).not.toContain('omar@example.com');
    const waiting = (await rows()).find((row) => row.deliveredAt === null);
    expect(JSON.stringify(waiting?.payload)).toContain('retry-789');

    // The retry comes after the outbox's backoff (1 ms here).
    await vi.waitFor(async () => expect(await worker.tick()).toEqual({ delivered: 1, failed: 0, givenUp: 0 }));
    expect(smtp.received).toHaveLength(before + 1);
    expect(smtp.received.at(-1)!.envelopeTo).toEqual(['omar@example.com']);
    expect(await (await fetch(linkIn(smtp.received.at(-1)!.parsed.html)!)).text()).toBe('page retry-789');
    expect(JSON.stringify(await rows())).not.toContain('retry-789');
  });
});

describe(`an email that cannot be written, on ${API_ENGINE}`, () => {
  let database: TestDatabase;
  let outbox: PostgresOutbox;
  const sent: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(API_ENGINE);
    outbox = new PostgresOutbox(database.handle.db, { baseRetryDelayMs: 1 });
  });
  afterAll(() => database?.dispose());

  it('is retried, logged, until its last attempt, then given up with no token kept', async () => {
    const transport = { deliver: (mail: unknown) => (sent.push(mail), okAsync({ messageId: 'never' })) };
    const worker = new OutboxWorker(outbox, { marketing: new LogMarketingEvents(quiet), mailer: new TransportMailer(new MailRenderer(), transport, 'no-reply@storefront.test') }, quiet, {
      batchSize: 10,
      mailAttempts: 2,
    });
    // The verification email without the hours its link lasts: the renderer refuses it every time.
    await database.handle.db.transaction(async (tx) =>
      (
        await new PostgresOutboxWriter(tx).append([
          { topic: MAIL_TOPIC, payload: { locale: { language: 'en', region: 'sa' }, to: 'sara@example.com', template: 'verify-email', params: { firstName: 'Sara', link: 'https://shop.example/en-sa/verify-email?token=never-sent' } } },
        ])
      )._unsafeUnwrap(),
    );

    expect(await worker.tick()).toEqual({ delivered: 0, failed: 1, givenUp: 0 });
    expect(quiet.error).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'INVALID', attempts: 1, template: 'verify-email' }), 'email cannot be written, will retry');
    const [waiting] = await outboxRows(database.handle.db, MAIL_TOPIC);
    expect(JSON.stringify(waiting?.payload)).toContain('never-sent');

    // The last attempt comes after the outbox's backoff (1 ms here).
    await vi.waitFor(async () => expect(await worker.tick()).toEqual({ delivered: 0, failed: 0, givenUp: 1 }));
    expect(quiet.error).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'INVALID', attempts: 2, template: 'verify-email' }), 'email cannot be written, given up');
    expect(JSON.stringify(quiet.error.mock.calls)).not.toContain('sara@example.com');
    const [givenUp] = await outboxRows(database.handle.db, MAIL_TOPIC);
    expect(givenUp).toMatchObject({ attempts: 2, deliveredAt: null, failedAt: expect.any(Date) });
    expect(JSON.stringify(givenUp?.payload)).not.toContain('never-sent');
    expect(JSON.stringify(givenUp?.payload)).toContain('https://shop.example/en-sa/verify-email?redacted');

    expect(sent).toEqual([]);
  });
});
