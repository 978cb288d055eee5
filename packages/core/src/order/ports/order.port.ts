import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import type { InfrastructureError } from '../../shared/errors.js';
import type { OrderLines, OrderSummary } from '../domain/order.js';

export const OrderPort = Symbol.for('storefront.OrderPort');

/** Orders of one region's store. */
export interface OrderPort {
  /** The customer's completed orders, newest first ("My Orders"). */
  listOrders(region: Region, customerEmail: string): ResultAsync<readonly OrderSummary[], InfrastructureError>;
  /** One order's summary. */
  getOrder(region: Region, orderId: string): ResultAsync<OrderSummary, InfrastructureError>;
  /** An order's product lines, as the abandoned-cart restore rebuilds them. */
  getOrderLines(region: Region, orderId: string): ResultAsync<OrderLines, InfrastructureError>;
}
