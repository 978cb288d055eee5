import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '@storefront/core/shared';
import { ENGINES } from '../../test/engines.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { PostgresMailbox } from './postgres-mailbox.js';

const mail = (subject: string, language: 'en' | 'ar' = 'en'): OutgoingMail => ({
  from: 'no-reply@storefront.test',
  to: 'layla@example.com',
  locale: { language, region: 'eg' },
  template: 'verify-email',
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
});

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresMailbox on ${engine}`, () => {
    let database: TestDatabase;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterAll(() => database?.dispose());

    it('keeps what it is handed and lists the newest first', async () => {
      const mailbox = new PostgresMailbox(database.handle.db);
      const first = (await mailbox.deliver(mail('first')))._unsafeUnwrap();
      const second = (await mailbox.deliver(mail('ثانية', 'ar')))._unsafeUnwrap();

      const listed = (await mailbox.list(10))._unsafeUnwrap();
      expect(listed.map(({ subject }) => subject).slice(0, 2)).toEqual(['ثانية', 'first']);
      expect(listed[0]).toMatchObject({ id: second.messageId, to: 'layla@example.com', locale: { language: 'ar', region: 'eg' }, template: 'verify-email' });
      expect(listed[0]!.sentAt).toBeInstanceOf(Date);

      expect((await mailbox.find(first.messageId))._unsafeUnwrap()).toMatchObject({ subject: 'first', html: '<p>first</p>', text: 'first', from: 'no-reply@storefront.test' });
      expect((await mailbox.find('00000000-0000-4000-8000-000000000000'))._unsafeUnwrap()).toBeUndefined();
      expect((await mailbox.find('not-an-id'))._unsafeUnwrap()).toBeUndefined();
    });

    it('keeps only the newest emails', async () => {
      const mailbox = new PostgresMailbox(database.handle.db, { keep: 2 });
      for (const subject of ['a', 'b', 'c']) (await mailbox.deliver(mail(subject)))._unsafeUnwrap();
      expect((await mailbox.list(10))._unsafeUnwrap().map(({ subject }) => subject)).toEqual(['c', 'b']);
    });
  });
}
