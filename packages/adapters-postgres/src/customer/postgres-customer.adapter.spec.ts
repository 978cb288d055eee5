import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import type { Database } from '../database/database.js';
import { addresses, customerAttributes, customers, paymentInstruments } from '../database/schema/index.js';
import { demoCatalogueTemplate } from '../../test/demo-store.js';
import { CUSTOMER_CONTRACT_DATA, customerPortContract } from '../testing/contracts/customer-port.contract.js';
import { createTestDatabase, type Engine, type TestDatabase } from '../testing/test-database.js';
import { hashPassword, SCRYPT_PARAMETERS, verifyPassword } from './password-hash.js';
import { PostgresCustomers } from './postgres-customer.adapter.js';

// The real hashing, watched: sign-in must run one full scrypt check whether or not the email exists.
vi.mock(import('./password-hash.js'), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

/** Seeds the contract's customers as rows, the way the engine stores them. */
async function seedContractCustomers(db: Database): Promise<{ customerId: number; otherRegionCustomerId: number }> {
  const { region, otherRegion, customer, otherRegionCustomer } = CUSTOMER_CONTRACT_DATA;
  const [row] = await db
    .insert(customers)
    .values({
      region,
      email: customer.email,
      passwordHash: await hashPassword(customer.password),
      firstName: customer.firstName,
      lastName: customer.lastName,
    })
    .returning({ id: customers.id });
  const [other] = await db
    .insert(customers)
    .values({
      region: otherRegion,
      email: otherRegionCustomer.email,
      passwordHash: await hashPassword(otherRegionCustomer.password),
      firstName: otherRegionCustomer.firstName,
    })
    .returning({ id: customers.id });
  const customerId = row!.id;
  await db.insert(customerAttributes).values(customer.attributes.map((attribute) => ({ customerId, ...attribute })));
  for (const address of customer.addresses) await db.insert(addresses).values({ customerId, region, ...address });
  for (const [index, instrument] of customer.instruments.entries()) {
    await db.insert(paymentInstruments).values({ customerId, region, providerTokenRef: `tok_contract_${index}`, ...instrument });
  }
  return { customerId, otherRegionCustomerId: other!.id };
}

async function seededDatabase(engine: Engine): Promise<TestDatabase> {
  const database = await createTestDatabase(engine, demoCatalogueTemplate());
  return database;
}

describe('password hashes', () => {
  it('are stored as scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const [first, second] = [await hashPassword('s3cret!'), await hashPassword('s3cret!')];

    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(first).not.toBe(second);
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('s3cret!');

    expect(await verifyPassword('s3cret!', stored)).toBe(true);
    expect(await verifyPassword('s3cret?', stored)).toBe(false);
  });

  it('verify hashes made with other cost parameters, read from the stored value', async () => {
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync('older', salt, 64, { N: 1024, r: 4, p: 2 });
    const stored = `scrypt$1024$4$2$${salt.toString('base64')}$${key.toString('base64')}`;

    expect(await verifyPassword('older', stored)).toBe(true);
  });

  it('never match a malformed or absurd stored value', async () => {
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$1$AAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAA==')).toBe(false);
  });
});

for (const { engine, available } of ENGINES) {
  describe.skipIf(!available)(`PostgresCustomers on ${engine}`, () => {
    customerPortContract(`PostgresCustomers on ${engine}`, async () => {
      const database = await seededDatabase(engine);
      const ids = await seedContractCustomers(database.handle.db);
      return { port: new PostgresCustomers(database.handle.db), ...ids, dispose: () => database.dispose() };
    });

    describe('engine rules', () => {
      let database: TestDatabase;
      let port: PostgresCustomers;
      beforeAll(async () => {
        database = await seededDatabase(engine);
        await seedContractCustomers(database.handle.db);
        port = new PostgresCustomers(database.handle.db);
      });
      afterAll(() => database?.dispose());

      it('checks an unknown email against a decoy hash of the same cost, so sign-in reveals no accounts', async () => {
        const { region, customer } = CUSTOMER_CONTRACT_DATA;
        const checked = async (email: string) => {
          vi.mocked(verifyPassword).mockClear();
          const result = await port.authenticate(region, email, 'wrong password');
          expect(result._unsafeUnwrapErr()).toEqual({ code: 'INVALID_CREDENTIALS', params: {} });
          expect(verifyPassword).toHaveBeenCalledTimes(1);
          const [password, stored] = vi.mocked(verifyPassword).mock.calls[0]!;
          expect(password).toBe('wrong password');
          return stored.split('$').slice(0, 4);
        };
        const { N, r, p } = SCRYPT_PARAMETERS;
        const cost = ['scrypt', String(N), String(r), String(p)];

        // Both answers cost one scrypt derivation with the stored parameters: the same work, the same answer.
        expect(await checked('nobody@example.com')).toEqual(cost);
        expect(await checked(customer.email)).toEqual(cost);
      });

      it('refuses an account whose stored hash is malformed, with the same INVALID_CREDENTIALS', async () => {
        await database.handle.db
          .insert(customers)
          .values({ region: 'eg', email: 'legacy@example.com', passwordHash: 'md5:5f4dcc3b5aa765d61d8327deb882cf99', firstName: 'Old' });

        const result = await port.authenticate('eg', 'legacy@example.com', 'password');
        expect(result._unsafeUnwrapErr()).toEqual({ code: 'INVALID_CREDENTIALS', params: {} });
      });

      it('stores a blanked attribute as an empty value, as the back office does', async () => {
        const { region } = CUSTOMER_CONTRACT_DATA;
        const [row] = await database.handle.db.select({ id: customers.id }).from(customers).limit(1);
        (await port.updateAttributes(region, row!.id, { savedCartId: 'c-1' }))._unsafeUnwrap();
        (await port.updateAttributes(region, row!.id, { savedCartId: null }))._unsafeUnwrap();

        const stored = await database.handle.db.select().from(customerAttributes);
        expect(stored.find((attribute) => attribute.attributeId === 7)?.value).toBe('');
      });

      it('answers NOT_FOUND for an id that cannot exist instead of failing', async () => {
        const result = await port.getCustomer('sa', 99_999_999_999);

        expect(result._unsafeUnwrapErr().code).toBe('NOT_FOUND');
      });
    });
  });
}
