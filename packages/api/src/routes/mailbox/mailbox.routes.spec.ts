import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAIL_TOPIC } from '@storefront/core/events';
import type { MailMessage } from '@storefront/core/shared';
import { PostgresOutboxWriter } from '@storefront/adapters-postgres';
import type { Runtime } from '@storefront/composition';
import { startTestSmtpServer, type TestSmtpServer } from '@storefront/mail/testing';
import { aTestApi } from '../../test-support/test-app.js';

const verification = (to: string): MailMessage => ({
  locale: { language: 'ar', region: 'sa' },
  to,
  template: 'verify-email',
  params: { firstName: 'نورة', link: 'http://localhost:3000/ar-sa/verify-email?token=mailbox-token', expiresInHours: 24 },
});

/** Writes an email the way a use case does; the app's own outbox worker sends it. */
async function enqueue(runtime: Runtime, message: MailMessage) {
  await runtime.database.db.transaction(async (tx) => (await new PostgresOutboxWriter(tx).append([{ topic: MAIL_TOPIC, payload: message }]))._unsafeUnwrap());
}

describe('the mailbox page, with no SMTP_URL', () => {
  let app: FastifyInstance;
  let runtime: Runtime;

  beforeAll(async () => {
    ({ app, runtime } = await aTestApi());
  });
  afterAll(() => app?.close());

  it('lists the emails the store sent, newest first, and shows one in a sandboxed frame beside its text', async () => {
    await enqueue(runtime, verification('noura@example.com'));
    const list = await vi.waitFor(
      async () => {
        const answer = await app.inject('/mailbox');
        expect(answer.body).toContain('noura@example.com');
        return answer;
      },
      { timeout: 15_000, interval: 100 },
    );

    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(list.body).toContain('تأكيد بريدك الإلكتروني – لازوردي');
    expect(list.body).toContain('<td>ar-sa</td>');
    expect(list.body).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);

    const id = /href="\/mailbox\/([0-9a-f-]{36})"/.exec(list.body)![1]!;
    const message = await app.inject(`/mailbox/${id}`);
    expect(message.statusCode).toBe(200);
    expect(message.headers['content-security-policy']).toContain("frame-src 'self'");
    const frame = /<iframe [^>]*>/.exec(message.body)![0];
    expect(frame).toContain(`src="/mailbox/${id}/html"`);
    expect(frame).toMatch(/sandbox="[^"]*"/);
    expect(frame).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(message.body).toContain('http://localhost:3000/ar-sa/verify-email?token=mailbox-token');

    const html = await app.inject(`/mailbox/${id}/html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'self'.*sandbox /);
    expect(html.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(html.body).toContain('<html lang="ar-SA" dir="rtl">');
    expect(html.body).toContain('<base target="_top">');

    await enqueue(runtime, verification('second@example.com'));
    await vi.waitFor(async () => expect((await app.inject('/mailbox')).body).toContain('second@example.com'), { timeout: 15_000, interval: 100 });
    const body = (await app.inject('/mailbox')).body;
    expect(body.indexOf('second@example.com')).toBeLessThan(body.indexOf('noura@example.com'));
  });

  it('shows nothing to a browser on another machine, whatever header it forwards', async () => {
    await enqueue(runtime, verification('far.away@example.com'));
    await vi.waitFor(async () => expect((await app.inject('/mailbox')).body).toContain('far.away@example.com'), { timeout: 15_000, interval: 100 });
    for (const path of ['/mailbox', '/mailbox/00000000-0000-4000-8000-000000000000', '/mailbox?x=1']) {
      const answer = await app.inject({ url: path, remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect([path, answer.statusCode]).toEqual([path, 404]);
      expect(answer.body).not.toContain('far.away@example.com');
    }
  });

  it('answers 404 for an email it does not have', async () => {
    for (const path of ['/mailbox/00000000-0000-4000-8000-000000000000', '/mailbox/not-an-id', '/mailbox/not-an-id/html']) {
      expect((await app.inject(path)).statusCode, path).toBe(404);
    }
  });
});

describe('the mailbox page, with SMTP_URL set', () => {
  let app: FastifyInstance;
  let runtime: Runtime;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ({ app, runtime } = await aTestApi({ SMTP_URL: smtp.url }));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('is not there: the emails go to the mail server', async () => {
    await enqueue(runtime, verification('noura@example.com'));
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000, interval: 100 });

    for (const path of ['/mailbox', '/mailbox/', '/mailbox/00000000-0000-4000-8000-000000000000', '/mailbox/x/html']) {
      const answer = await app.inject(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body).not.toContain('noura@example.com');
    }
    expect(smtp.received[0]!.parsed.subject).toBe('تأكيد بريدك الإلكتروني – لازوردي');
  });
});
