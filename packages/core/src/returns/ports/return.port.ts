import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { RefundRoute } from '../domain/refund-route.js';
import type { ReturnRequest, ReturnableOrder } from '../domain/return-request.js';

export const ReturnPort = Symbol.for('storefront.ReturnPort');

import type { ReturnStatus } from '../domain/return-status.js';

/** A return as the customer's "My Returns" page lists it. */
export interface ReturnRecord {
  readonly returnId: string;
  readonly orderId: string;
  readonly status: ReturnStatus;
  readonly request: ReturnRequest;
  readonly refund: RefundRoute;
  readonly createdAt: Date;
}

/** Returns of one region's store. */
export interface ReturnPort {
  /** The order as the return rules need it, if it belongs to the customer. */
  findReturnableOrder(region: Region, customerId: number, orderId: string): ResultAsync<ReturnableOrder, InfrastructureError>;
  /** Records a return that passed the eligibility policy; the refund route travels with it. */
  createReturn(
    region: Region,
    customerId: number,
    orderId: string,
    request: ReturnRequest,
    refund: RefundRoute,
  ): ResultAsync<ReturnRecord, InfrastructureError>;
  /** The customer's returns, newest first. */
  listReturns(region: Region, customerId: number): ResultAsync<readonly ReturnRecord[], InfrastructureError>;
}
