import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { notFound, parseCustomerAttributes, serialiseCustomerAttributes, unavailable, } from '@storefront/core';
import { addresses, customerAttributes, customers, paymentInstruments } from '../database/schema/index.js';
import { decoyHash, verifyPassword } from './password-hash.js';
function io(promise) {
    return ResultAsync.fromPromise(promise, () => unavailable('customers'));
}
/** Ids are 32-bit identity columns; anything larger cannot exist. */
const MAX_ROW_ID = 2_147_483_647;
const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', params: {} };
function toCustomer(row, region) {
    return {
        id: row.id,
        region,
        email: row.email,
        firstName: row.firstName,
        ...(row.lastName === null ? {} : { lastName: row.lastName }),
    };
}
/** The customer port on the built-in engine: each region is a store with its own customers. */
export class PostgresCustomers {
    db;
    constructor(db) {
        this.db = db;
        // Made now, so not even the first unknown email pays for making the decoy.
        decoyHash().catch(() => undefined);
    }
    authenticate(region, email, password) {
        const wanted = email.trim().toLowerCase();
        return io(this.db
            .select({
            id: customers.id,
            email: customers.email,
            firstName: customers.firstName,
            lastName: customers.lastName,
            passwordHash: customers.passwordHash,
        })
            .from(customers)
            .where(and(eq(customers.region, region), sql `lower(${customers.email}) = ${wanted}`))
            .limit(1)).andThen(([row]) => 
        // An unknown email is checked against a decoy hash, so it costs what a wrong password costs
        // and answers the same: nobody can learn from sign-in which emails have an account.
        ResultAsync.fromPromise((async () => verifyPassword(password, row?.passwordHash ?? (await decoyHash())))(), () => unavailable('customers')).andThen((matches) => (row !== undefined && matches ? okAsync(toCustomer(row, region)) : errAsync(INVALID_CREDENTIALS))));
    }
    getCustomer(region, customerId) {
        return this.findCustomer(region, customerId);
    }
    getAttributes(region, customerId) {
        return this.findCustomer(region, customerId)
            .andThen(() => io(this.db
            .select({ attributeId: customerAttributes.attributeId, value: customerAttributes.value })
            .from(customerAttributes)
            .where(eq(customerAttributes.customerId, customerId))
            .orderBy(asc(customerAttributes.attributeId))))
            .map((rows) => parseCustomerAttributes(rows).attributes);
    }
    updateAttributes(region, customerId, update) {
        const raw = serialiseCustomerAttributes(update);
        return this.findCustomer(region, customerId).andThen(() => {
            if (raw.length === 0)
                return okAsync(undefined);
            return io(this.db
                .insert(customerAttributes)
                .values(raw.map((attribute) => ({ customerId, attributeId: attribute.attributeId, value: attribute.value })))
                .onConflictDoUpdate({
                target: [customerAttributes.customerId, customerAttributes.attributeId],
                set: { value: sql `excluded.value`, updatedAt: sql `now()` },
            })).map(() => undefined);
        });
    }
    listAddresses(region, customerId) {
        return this.findCustomer(region, customerId)
            .andThen(() => io(this.db
            .select()
            .from(addresses)
            .where(and(eq(addresses.customerId, customerId), eq(addresses.region, region)))
            .orderBy(desc(addresses.isDefault), asc(addresses.id))))
            .map((rows) => rows.map((row) => ({
            id: row.id,
            firstName: row.firstName,
            lastName: row.lastName,
            phone: row.phone,
            line1: row.line1,
            city: row.city,
            region,
            ...(row.line2 === null ? {} : { line2: row.line2 }),
            ...(row.governorate === null ? {} : { governorate: row.governorate }),
            ...(row.postalCode === null ? {} : { postalCode: row.postalCode }),
        })));
    }
    listPaymentInstruments(region, customerId) {
        return this.findCustomer(region, customerId)
            .andThen(() => io(this.db
            .select()
            .from(paymentInstruments)
            .where(and(eq(paymentInstruments.customerId, customerId), eq(paymentInstruments.region, region)))
            .orderBy(desc(paymentInstruments.isDefault), desc(paymentInstruments.createdAt), desc(paymentInstruments.id))))
            .map((rows) => rows.map((row) => ({
            id: String(row.id),
            brand: row.brand,
            last4: row.last4,
            expiryMonth: row.expiryMonth,
            expiryYear: row.expiryYear,
            isDefault: row.isDefault,
        })));
    }
    /** A customer of another region's store is a stranger here: `NOT_FOUND`, as if it did not exist. */
    findCustomer(region, customerId) {
        if (!Number.isSafeInteger(customerId) || customerId <= 0 || customerId > MAX_ROW_ID)
            return errAsync(notFound('customer', String(customerId)));
        return io(this.db
            .select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
            .from(customers)
            .where(and(eq(customers.id, customerId), eq(customers.region, region)))
            .limit(1)).andThen(([row]) => (row ? okAsync(toCustomer(row, region)) : errAsync(notFound('customer', String(customerId)))));
    }
}
//# sourceMappingURL=postgres-customer.adapter.js.map