import { ResultAsync } from 'neverthrow';
import { type InfrastructureError, type RefundRoute, type Region, type ReturnableOrder, type ReturnPort, type ReturnRecord, type ReturnRequest } from '@storefront/core';
import type { Database } from '../database/database.js';
/** Returns on the built-in engine: only ever of the customer's own orders. */
export declare class PostgresReturns implements ReturnPort {
    private readonly db;
    constructor(db: Database);
    /**
     * The order as the return rules see it. Each line's quantity is what is still returnable: units
     * already on a return that was not rejected are taken off, so nothing is returned twice.
     * Another customer's order answers `NOT_FOUND`, exactly like an order that does not exist.
     */
    findReturnableOrder(region: Region, customerId: number, orderId: string): ResultAsync<ReturnableOrder, InfrastructureError>;
    /**
     * Records a return and its lines in one transaction. The order row is locked first, so two
     * returns submitted at once cannot together return more units than were bought.
     */
    createReturn(region: Region, customerId: number, orderId: string, request: ReturnRequest, refund: RefundRoute): ResultAsync<ReturnRecord, InfrastructureError>;
    listReturns(region: Region, customerId: number): ResultAsync<readonly ReturnRecord[], InfrastructureError>;
}
//# sourceMappingURL=postgres-return.adapter.d.ts.map