import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CatalogPort } from '../../../catalog/ports/catalog.port.js';
import type { Language, Region } from '../../../locale/domain/locale.js';
import type { VatPolicy } from '../../../locale/domain/vat.policy.js';
import { notFound, type InfrastructureError } from '../../../shared/errors.js';
import type { OrderRecord } from '../../domain/order.js';
import { readOrderReference, sameEmail } from '../../domain/order-reference.js';
import { orderDetail, orderListOf, withLineNames, type OrderDetail, type OrderListItem } from '../../domain/order-view.js';
import type { SellerSettings } from '../../domain/seller-settings.js';
import { taxInvoiceOf } from '../../domain/tax-invoice.js';
import type { OrderStore } from '../../ports/order-store.port.js';

/** A signed-in customer of a region's store. */
export interface CustomerOrdersRequest {
  readonly region: Region;
  readonly customerId: number;
}

/** What an order's detail is made from: the seller's details and VAT for its invoice, and the catalogue that names its pieces. */
export interface OrderDetailDeps {
  readonly sellers: SellerSettings;
  readonly vat: VatPolicy;
  readonly catalog: CatalogPort;
}

/** The detail of one order, with its tax invoice, as its owner sees it. */
export function detailOf(order: OrderRecord, sellers: SellerSettings, vat: VatPolicy): OrderDetail {
  return orderDetail(order, taxInvoiceOf(order, sellers[order.region], vat.rateOf(order.region)));
}

/**
 * The detail of one order in the shopper's language: its lines named as the catalogue names them
 * in `language` today, where that is not the order's (a piece no longer sold keeps the name it
 * was sold under); the invoice as issued.
 */
export function detailIn(order: OrderRecord, deps: OrderDetailDeps, language: Language | undefined): ResultAsync<OrderDetail, InfrastructureError> {
  return lineNamesIn(deps.catalog, order, language).map((names) => withLineNames(detailOf(order, deps.sellers, deps.vat), names));
}

/**
 * The names of an order's pieces as the catalogue gives them in `language` today (product id →
 * name), read once for the order; none when `language` is absent or the order's own.
 */
export function lineNamesIn(catalog: CatalogPort, order: Pick<OrderRecord, 'region' | 'locale' | 'lines'>, language: Language | undefined): ResultAsync<ReadonlyMap<number, string>, InfrastructureError> {
  if (language === undefined || language === order.locale.language) return okAsync(new Map());
  const productIds = [...new Set(order.lines.map((line) => line.productId))];
  return catalog.listProductsByIds({ region: order.region, language }, productIds).map((products) => new Map(products.map((product) => [product.productId, product.name])));
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
    private readonly details: OrderDetailDeps,
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

  /** One of the customer's orders: timeline, tracking, invoice and "order again"; its lines named in `language` when given (`detailIn`). */
  detail(request: CustomerOrdersRequest & { readonly reference: string; readonly language?: Language | undefined }): ResultAsync<OrderDetail, InfrastructureError> {
    const reference = readOrderReference(request.reference);
    if (reference === undefined) return errAsync(orderNotFound(request.reference));
    return this.orders
      .read(request.region, reference)
      .mapErr((error) => (error.code === 'NOT_FOUND' ? orderNotFound(reference) : error))
      .andThen((order) =>
        order.region === request.region && order.customerId === request.customerId ? detailIn(order, this.details, request.language) : errAsync(orderNotFound(reference)),
      );
  }
}
