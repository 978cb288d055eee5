import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { VatPolicy } from '../../../locale/domain/vat.policy.js';
import { notFound, type InfrastructureError } from '../../../shared/errors.js';
import type { OrderRecord } from '../../domain/order.js';
import { readOrderReference, sameEmail } from '../../domain/order-reference.js';
import { orderDetail, orderListOf, type OrderDetail, type OrderListItem } from '../../domain/order-view.js';
import type { SellerSettings } from '../../domain/seller-settings.js';
import { taxInvoiceOf } from '../../domain/tax-invoice.js';
import type { OrderStore } from '../../ports/order-store.port.js';

/** A signed-in customer of a region's store. */
export interface CustomerOrdersRequest {
  readonly region: Region;
  readonly customerId: number;
}

/** The detail of one order, with its tax invoice, as its owner sees it. */
export function detailOf(order: OrderRecord, sellers: SellerSettings, vat: VatPolicy): OrderDetail {
  return orderDetail(order, taxInvoiceOf(order, sellers[order.region], vat.rateOf(order.region)));
}

/** Every way of not finding an order gives this one answer: absent, another customer's, another region's, a malformed number. */
const orderNotFound = (reference: string): InfrastructureError => notFound('order', reference);

/**
 * My Orders: a signed-in customer's own orders only. Another customer's order, or another
 * region's, is `NOT_FOUND`, exactly as an order that does not exist (decision 1211).
 */
export class ViewOrders {
  constructor(
    private readonly orders: OrderStore,
    private readonly sellers: SellerSettings,
    private readonly vat: VatPolicy,
  ) {}

  /** The customer's orders in the region, newest first. */
  list(request: CustomerOrdersRequest): ResultAsync<readonly OrderListItem[], InfrastructureError> {
    return this.orders
      .list(request.region, { customerId: request.customerId })
      .map((orders) => orderListOf(orders.filter((order) => order.region === request.region && order.customerId === request.customerId)));
  }

  /**
   * The merchant's view of the orders placed as a guest with an email in the region, newest first
   * (the operator command line's `list`; a customer's own orders are `list`'s). The address is
   * matched as an email is everywhere: without surrounding spaces, in any case.
   */
  ofGuestEmail(request: { readonly region: Region; readonly email: string }): ResultAsync<readonly OrderListItem[], InfrastructureError> {
    return this.orders
      .list(request.region, { email: request.email.trim().toLowerCase() })
      .map((orders) => orderListOf(orders.filter((order) => order.region === request.region && order.customerId === undefined && sameEmail(order.email, request.email))));
  }

  /** One of the customer's orders: timeline, tracking, invoice and "order again". */
  detail(request: CustomerOrdersRequest & { readonly reference: string }): ResultAsync<OrderDetail, InfrastructureError> {
    const reference = readOrderReference(request.reference);
    if (reference === undefined) return errAsync(orderNotFound(request.reference));
    return this.orders
      .read(request.region, reference)
      .mapErr((error) => (error.code === 'NOT_FOUND' ? orderNotFound(reference) : error))
      .andThen((order) =>
        order.region === request.region && order.customerId === request.customerId ? okAsync(detailOf(order, this.sellers, this.vat)) : errAsync(orderNotFound(reference)),
      );
  }
}
