import { and, asc, eq, sql } from 'drizzle-orm';
import { ResultAsync } from 'neverthrow';
import {
  parseCustomerAttributes,
  type AccountAddress,
  type AccountChange,
  type AccountState,
  type AccountWork,
  type CustomerStore,
  type NewAccount,
} from '@storefront/core/customer';
import type { OutboxEntry } from '@storefront/core/events';
import type { Region } from '@storefront/core/locale';
import { conflict, notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { addresses, customerAttributes, customers } from '../database/schema/index.js';
import { PostgresOutboxWriter } from '../outbox/postgres-outbox-writer.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { writeCustomerAttributes } from './customer-attributes.query.js';

type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** A refusal raised inside a transaction so that it rolls back; it never leaves the adapter. */
class Refusal extends Error {
  constructor(readonly error: unknown) {
    super('refused');
  }
}

const MAX_ROW_ID = 2_147_483_647;

function toStoreError<E>(cause: unknown): E | InfrastructureError {
  if (cause instanceof Refusal) return cause.error as E | InfrastructureError;
  // A unique index refused the write: the email is another account's.
  if (isUniqueViolation(cause)) return conflict('customer', 'email taken');
  return unavailable('customers', cause);
}

const unlessNull = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

async function load(tx: Queryable, region: Region, customerId: number, lock: boolean): Promise<AccountState | undefined> {
  if (!Number.isSafeInteger(customerId) || customerId <= 0 || customerId > MAX_ROW_ID) return undefined;
  const query = tx.select().from(customers).where(and(eq(customers.id, customerId), eq(customers.region, region)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [attributeRows, addressRows] = [
    await tx.select({ attributeId: customerAttributes.attributeId, value: customerAttributes.value }).from(customerAttributes).where(eq(customerAttributes.customerId, customerId)).orderBy(asc(customerAttributes.attributeId)),
    await tx.select().from(addresses).where(and(eq(addresses.customerId, customerId), eq(addresses.region, region))).orderBy(asc(addresses.id)),
  ];
  return {
    id: row.id,
    region,
    profile: { email: row.email, firstName: row.firstName, lastName: row.lastName ?? '', ...(row.phone === null ? {} : { phone: row.phone }) },
    passwordHash: row.passwordHash,
    attributes: parseCustomerAttributes(attributeRows).attributes,
    addresses: addressRows.map(
      (address): AccountAddress => ({
        id: address.id,
        firstName: address.firstName,
        lastName: address.lastName,
        phone: address.phone,
        line1: address.line1,
        line2: unlessNull(address.line2),
        governorate: address.governorate ?? '',
        city: address.city,
        postalCode: unlessNull(address.postalCode),
      }),
    ),
  };
}

async function appendOutbox(tx: Queryable, entries: readonly OutboxEntry[] | undefined): Promise<void> {
  if (!entries || entries.length === 0) return;
  const appended = await new PostgresOutboxWriter(tx).append(entries);
  if (appended.isErr()) throw new Error('outbox append failed', { cause: appended.error });
}

const addressColumns = (address: Omit<AccountAddress, 'id'>) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  phone: address.phone,
  line1: address.line1,
  line2: address.line2 ?? null,
  governorate: address.governorate,
  city: address.city,
  postalCode: address.postalCode ?? null,
});

async function save(tx: Queryable, region: Region, account: AccountState, change: AccountChange): Promise<void> {
  const profile = change.profile ?? {};
  const columns = {
    ...(profile.email === undefined ? {} : { email: profile.email }),
    ...(profile.firstName === undefined ? {} : { firstName: profile.firstName }),
    ...(profile.lastName === undefined ? {} : { lastName: profile.lastName }),
    ...(profile.phone === undefined ? {} : { phone: profile.phone }),
    ...(change.passwordHash === undefined ? {} : { passwordHash: change.passwordHash }),
  };
  if (Object.keys(columns).length > 0) await tx.update(customers).set(columns).where(eq(customers.id, account.id));
  let attributes = change.attributes ?? {};
  if (change.removeAddress !== undefined) {
    await tx.delete(addresses).where(and(eq(addresses.id, change.removeAddress), eq(addresses.customerId, account.id)));
  }
  if (change.replaceAddress) {
    await tx
      .update(addresses)
      .set(addressColumns(change.replaceAddress))
      .where(and(eq(addresses.id, change.replaceAddress.id), eq(addresses.customerId, account.id)));
  }
  if (change.addAddress) {
    const [row] = await tx
      .insert(addresses)
      .values({ customerId: account.id, region, ...addressColumns(change.addAddress.address) })
      .returning({ id: addresses.id });
    if (change.addAddress.makeDefault && row) attributes = { ...attributes, defaultAddressId: row.id };
  }
  await writeCustomerAttributes(tx, account.id, attributes);
  // The address table's own flag follows attribute 5, for the readers that use it (checkout).
  if (attributes.defaultAddressId !== undefined) {
    await tx
      .update(addresses)
      .set({ isDefault: sql`${addresses.id} = ${attributes.defaultAddressId ?? 0}` })
      .where(eq(addresses.customerId, account.id));
  }
  await appendOutbox(tx, change.outbox);
}

/**
 * The customer store on the built-in engine (decision 0012): SQL and locks, no rule. A change locks
 * the customer's row, so two changes of one account take turns; its attributes, addresses and
 * outbox entries are written in the change's transaction. Emails are unique per region in any
 * letter case (an index), so two sign-ups of one email end with one account.
 */
export class PostgresCustomerStore implements CustomerStore {
  constructor(private readonly db: Database) {}

  findByEmail(region: Region, email: string): ResultAsync<AccountState | undefined, InfrastructureError> {
    const wanted = email.trim().toLowerCase();
    return ResultAsync.fromPromise(
      (async () => {
        const [row] = await this.db
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.region, region), sql`lower(${customers.email}) = ${wanted}`))
          .limit(1);
        return row ? load(this.db, region, row.id, false) : undefined;
      })(),
      toStoreError<never>,
    );
  }

  read(region: Region, customerId: number): ResultAsync<AccountState, InfrastructureError> {
    return ResultAsync.fromPromise(
      (async () => {
        const account = await load(this.db, region, customerId, false);
        if (!account) throw new Refusal(notFound('customer', String(customerId)));
        return account;
      })(),
      toStoreError<never>,
    );
  }

  create(region: Region, account: NewAccount): ResultAsync<AccountState, InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(customers)
          .values({
            region,
            email: account.profile.email,
            firstName: account.profile.firstName,
            lastName: account.profile.lastName,
            phone: account.profile.phone ?? null,
            passwordHash: account.passwordHash,
          })
          .returning({ id: customers.id });
        if (!row) throw new Error('Inserting a customer returned no id');
        const made = account.outbox(row.id);
        await writeCustomerAttributes(tx, row.id, { ...account.attributes, ...made.attributes });
        await appendOutbox(tx, made.entries);
        const saved = await load(tx, region, row.id, false);
        if (!saved) throw new Error('A customer just made cannot be read');
        return saved;
      }),
      toStoreError<never>,
    );
  }

  change<E>(region: Region, customerId: number, work: AccountWork<E>): ResultAsync<AccountState, E | InfrastructureError> {
    return ResultAsync.fromPromise(
      this.db.transaction(async (tx) => {
        const account = await load(tx, region, customerId, true);
        if (!account) throw new Refusal(notFound('customer', String(customerId)));
        const change = await work(account);
        if (change.isErr()) throw new Refusal(change.error);
        await save(tx, region, account, change.value);
        const saved = await load(tx, region, customerId, false);
        if (!saved) throw new Error('A customer just changed cannot be read');
        return saved;
      }),
      toStoreError<E>,
    );
  }

  notify(entries: readonly OutboxEntry[]): ResultAsync<void, InfrastructureError> {
    return ResultAsync.fromPromise(appendOutbox(this.db, entries), (cause) => unavailable('outbox', cause));
  }
}
