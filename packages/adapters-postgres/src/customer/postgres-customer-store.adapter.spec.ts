import { errAsync, okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewAccount } from '@storefront/core/customer';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { ENGINES } from '../../test/engines.js';
import { outbox } from '../database/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { NodeAccountSecrets } from './node-account-secrets.js';
import { PostgresCustomerStore } from './postgres-customer-store.adapter.js';

const mailTo = (to: string) => ({ topic: 'mail' as const, payload: { locale: { language: 'en' as const, region: 'sa' as const }, to, template: 'verify-email' as const, params: { link: 'x' } } });

function aNewAccount(email: string): NewAccount {
  return {
    profile: { email, firstName: 'Noura', lastName: 'Alharbi', phone: '+966501234567' },
    passwordHash: 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==',
    attributes: { title: 'Ms', emailVerified: false, verificationEmailSent: true },
    outbox: (customerId) => ({ attributes: { verificationEmailToken: `${'a'.repeat(64)}:${customerId}` }, entries: [mailTo(email)] }),
  };
}

const address = { firstName: 'Noura', lastName: 'Alharbi', phone: '+966501234567', line1: '12 Olaya St', governorate: 'riyadh', city: 'riyadh' };

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresCustomerStore on ${engine}`, () => {
    let database: TestDatabase;
    let store: PostgresCustomerStore;
    const mails = async () => (await database.handle.db.select({ payload: outbox.payload }).from(outbox)).map((row) => (row.payload as { to: string }).to);

    beforeAll(async () => {
      database = await createTestDatabase(engine, demoCatalogueTemplate());
      store = new PostgresCustomerStore(database.handle.db);
    });
    afterAll(() => database?.dispose());

    it('makes an account with its attributes and its email in one transaction, and finds it by email in any case', async () => {
      const made = (await store.create('sa', aNewAccount('noura@example.com')))._unsafeUnwrap();

      expect(made.attributes).toEqual({ title: 'Ms', emailVerified: false, verificationEmailSent: true, verificationEmailToken: `${'a'.repeat(64)}:${made.id}` });
      expect((await store.findByEmail('sa', ' NOURA@example.COM '))._unsafeUnwrap()?.id).toBe(made.id);
      expect((await store.findByEmail('ae', 'noura@example.com'))._unsafeUnwrap()).toBeUndefined();
      expect(await mails()).toContain('noura@example.com');
    });

    it('answers CONFLICT for an email the region has in another letter case, and writes no email for it', async () => {
      const before = (await mails()).length;
      const again = await store.create('sa', aNewAccount('Noura@Example.com'));

      expect(again._unsafeUnwrapErr()).toMatchObject({ code: 'CONFLICT', params: { entity: 'customer' } });
      expect(await mails()).toHaveLength(before);
      expect((await store.create('ae', aNewAccount('noura@example.com'))).isOk()).toBe(true);
    });

    it('adds an address as the default (attribute 5 and the row’s flag) and replaces and removes it', async () => {
      const account = (await store.create('sa', aNewAccount('book@example.com')))._unsafeUnwrap();
      const added = (await store.change('sa', account.id, () => okAsync({ addAddress: { address, makeDefault: true } })))._unsafeUnwrap();
      const id = added.addresses[0]!.id;
      expect(added.attributes.defaultAddressId).toBe(id);

      const replaced = (await store.change('sa', account.id, () => okAsync({ replaceAddress: { id, ...address, line1: '7 Tahlia St', postalCode: '12345' } })))._unsafeUnwrap();
      expect(replaced.addresses).toEqual([{ id, ...address, line1: '7 Tahlia St', postalCode: '12345' }]);

      const removed = (await store.change('sa', account.id, () => okAsync({ removeAddress: id, attributes: { defaultAddressId: null } })))._unsafeUnwrap();
      expect(removed.addresses).toEqual([]);
      expect(removed.attributes.defaultAddressId).toBeUndefined();
    });

    it('rolls a refused change back whole: no profile, attribute or email is written', async () => {
      const account = (await store.create('sa', aNewAccount('refused@example.com')))._unsafeUnwrap();
      const before = (await mails()).length;
      const refused = await store.change('sa', account.id, () => errAsync({ code: 'TOKEN_INVALID' as const, params: {} }));

      expect(refused._unsafeUnwrapErr().code).toBe('TOKEN_INVALID');
      expect(await mails()).toHaveLength(before);
      expect((await store.read('sa', account.id))._unsafeUnwrap().profile.firstName).toBe('Noura');
    });

    it('answers NOT_FOUND for an account of another region, as for one that never existed', async () => {
      const account = (await store.create('eg', aNewAccount('egypt@example.com')))._unsafeUnwrap();

      expect((await store.read('sa', account.id))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
      expect((await store.change('sa', account.id, () => okAsync({ profile: { firstName: 'X' } })))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
      expect((await store.read('sa', 99_999_999_999))._unsafeUnwrapErr().code).toBe('NOT_FOUND');
    });

    it('refuses to take another account’s email with CONFLICT', async () => {
      const account = (await store.create('sa', aNewAccount('mover@example.com')))._unsafeUnwrap();
      const moved = await store.change('sa', account.id, () => okAsync({ profile: { email: 'noura@example.com' } }));

      expect(moved._unsafeUnwrapErr().code).toBe('CONFLICT');
    });
  });
}

describe('NodeAccountSecrets', () => {
  const secrets = new NodeAccountSecrets();

  it('makes 256-bit url-safe tokens and SHA-256 digests compared in constant time', () => {
    const token = secrets.randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secrets.randomToken()).not.toBe(token);
    expect(secrets.digest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(secrets.sameDigest(secrets.digest('abc'), secrets.digest('abc'))).toBe(true);
    expect(secrets.sameDigest(secrets.digest('abc'), secrets.digest('abd'))).toBe(false);
  });

  it('checks a password against its hash, and an unknown account’s against a decoy, never matching', async () => {
    const stored = (await secrets.hashPassword('a long passphrase'))._unsafeUnwrap();
    expect((await secrets.verifyPassword('a long passphrase', stored))._unsafeUnwrap()).toBe(true);
    expect((await secrets.verifyPassword('a long passphrase', undefined))._unsafeUnwrap()).toBe(false);
  });
});
