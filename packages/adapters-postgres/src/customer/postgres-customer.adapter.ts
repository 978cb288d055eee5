import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  parseCustomerAttributes,
  type AuthenticationError,
  type Customer,
  type CustomerAttributeUpdate,
  type CustomerAttributes,
  type CustomerPort,
  type PaymentInstrument,
} from '@storefront/core/customer';
import type { Region } from '@storefront/core/locale';
import { notFound, unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';
import { customerAttributes, customers, paymentInstruments } from '../database/schema/index.js';
import { writeCustomerAttributes } from './customer-attributes.query.js';
import { decoyHash, verifyPassword } from './password-hash.js';

function io<T>(promise: Promise<T>): ResultAsync<T, InfrastructureError> {
  return ResultAsync.fromPromise(promise, (cause) => unavailable('customers', cause));
}

/** Ids are 32-bit identity columns; anything larger cannot exist. */
const MAX_ROW_ID = 2_147_483_647;

const INVALID_CREDENTIALS: AuthenticationError = { code: 'INVALID_CREDENTIALS', params: {} };

type CustomerRow = Pick<typeof customers.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName'>;

function toCustomer(row: CustomerRow, region: Region): Customer {
  return {
    id: row.id,
    region,
    email: row.email,
    firstName: row.firstName,
    ...(row.lastName === null ? {} : { lastName: row.lastName }),
  };
}

/** The customer port on the built-in engine: each region is a store with its own customers. */
export class PostgresCustomers implements CustomerPort {
  constructor(private readonly db: Database) {
    // Made now, so not even the first unknown email pays for making the decoy.
    decoyHash().catch(() => undefined);
  }

  authenticate(region: Region, email: string, password: string): ResultAsync<Customer, AuthenticationError> {
    const wanted = email.trim().toLowerCase();
    return io(
      this.db
        .select({
          id: customers.id,
          email: customers.email,
          firstName: customers.firstName,
          lastName: customers.lastName,
          passwordHash: customers.passwordHash,
        })
        .from(customers)
        .where(and(eq(customers.region, region), sql`lower(${customers.email}) = ${wanted}`))
        .limit(1),
    ).andThen(([row]) =>
      // An unknown email is checked against a decoy hash, so it costs what a wrong password costs
      // and answers the same: nobody can learn from sign-in which emails have an account.
      ResultAsync.fromPromise(
        (async () => verifyPassword(password, row?.passwordHash ?? (await decoyHash())))(),
        (cause): AuthenticationError => unavailable('customers', cause),
      ).andThen((matches) => (row !== undefined && matches ? okAsync(toCustomer(row, region)) : errAsync(INVALID_CREDENTIALS))),
    );
  }

  getCustomer(region: Region, customerId: number): ResultAsync<Customer, InfrastructureError> {
    return this.findCustomer(region, customerId);
  }

  getAttributes(region: Region, customerId: number): ResultAsync<CustomerAttributes, InfrastructureError> {
    return this.findCustomer(region, customerId)
      .andThen(() =>
        io(
          this.db
            .select({ attributeId: customerAttributes.attributeId, value: customerAttributes.value })
            .from(customerAttributes)
            .where(eq(customerAttributes.customerId, customerId))
            .orderBy(asc(customerAttributes.attributeId)),
        ),
      )
      .map((rows) => parseCustomerAttributes(rows).attributes);
  }

  updateAttributes(region: Region, customerId: number, update: CustomerAttributeUpdate): ResultAsync<void, InfrastructureError> {
    return this.findCustomer(region, customerId).andThen(() => io(writeCustomerAttributes(this.db, customerId, update)));
  }

  listPaymentInstruments(region: Region, customerId: number): ResultAsync<readonly PaymentInstrument[], InfrastructureError> {
    return this.findCustomer(region, customerId)
      .andThen(() =>
        io(
          this.db
            .select()
            .from(paymentInstruments)
            .where(and(eq(paymentInstruments.customerId, customerId), eq(paymentInstruments.region, region)))
            .orderBy(desc(paymentInstruments.isDefault), desc(paymentInstruments.createdAt), desc(paymentInstruments.id)),
        ),
      )
      .map((rows) =>
        rows.map(
          (row): PaymentInstrument => ({
            id: String(row.id),
            brand: row.brand,
            last4: row.last4,
            expiryMonth: row.expiryMonth,
            expiryYear: row.expiryYear,
            isDefault: row.isDefault,
          }),
        ),
      );
  }

  /** A customer of another region's store is a stranger here: `NOT_FOUND`, as if it did not exist. */
  private findCustomer(region: Region, customerId: number): ResultAsync<Customer, InfrastructureError> {
    if (!Number.isSafeInteger(customerId) || customerId <= 0 || customerId > MAX_ROW_ID) return errAsync(notFound('customer', String(customerId)));
    return io(
      this.db
        .select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.region, region)))
        .limit(1),
    ).andThen(([row]) => (row ? okAsync(toCustomer(row, region)) : errAsync(notFound('customer', String(customerId)))));
  }
}
