import { ResultAsync } from 'neverthrow';
import { type Address, type AuthenticationError, type Customer, type CustomerAttributeUpdate, type CustomerAttributes, type CustomerPort, type InfrastructureError, type PaymentInstrument, type Region } from '@storefront/core';
import type { Database } from '../database/database.js';
/** The customer port on the built-in engine: each region is a store with its own customers. */
export declare class PostgresCustomers implements CustomerPort {
    private readonly db;
    constructor(db: Database);
    authenticate(region: Region, email: string, password: string): ResultAsync<Customer, AuthenticationError>;
    getCustomer(region: Region, customerId: number): ResultAsync<Customer, InfrastructureError>;
    getAttributes(region: Region, customerId: number): ResultAsync<CustomerAttributes, InfrastructureError>;
    updateAttributes(region: Region, customerId: number, update: CustomerAttributeUpdate): ResultAsync<void, InfrastructureError>;
    listAddresses(region: Region, customerId: number): ResultAsync<readonly Address[], InfrastructureError>;
    listPaymentInstruments(region: Region, customerId: number): ResultAsync<readonly PaymentInstrument[], InfrastructureError>;
    /** A customer of another region's store is a stranger here: `NOT_FOUND`, as if it did not exist. */
    private findCustomer;
}
//# sourceMappingURL=postgres-customer.adapter.d.ts.map