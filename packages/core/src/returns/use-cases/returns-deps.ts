import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CatalogPort } from '../../catalog/ports/catalog.port.js';
import type { PaymentProviders } from '../../checkout/ports/payment-provider.port.js';
import type { Language, Region } from '../../locale/domain/locale.js';
import type { OrderRecord } from '../../order/domain/order.js';
import { withLineNames } from '../../order/domain/order-view.js';
import { lineNamesIn } from '../../order/use-cases/view-orders/view-orders.use-case.js';
import { readOrderReference } from '../../order/domain/order-reference.js';
import type { OrderStore } from '../../order/ports/order-store.port.js';
import { notFound, type InfrastructureError } from '../../shared/errors.js';
import type { ClockPort } from '../../shared/ports/clock.port.js';
import type { ReturnLinks } from '../domain/return-mail.js';
import type { ReturnEligibilityPolicy } from '../domain/return-eligibility.policy.js';
import { orderOfGrant } from '../domain/return-grant.js';
import type { Returner } from '../domain/return.js';
import type { UnusualReturnsPolicy } from '../domain/unusual-returns.policy.js';
import type { ReturnGrantSigner } from '../ports/return-grant-signer.port.js';
import type { ReturnStore } from '../ports/return-store.port.js';

/** What the returns' use cases are built from. */
export interface ReturnsDeps {
  readonly returns: ReturnStore;
  readonly orders: OrderStore;
  readonly payments: PaymentProviders;
  readonly grants: ReturnGrantSigner;
  readonly policy: ReturnEligibilityPolicy;
  readonly unusual: UnusualReturnsPolicy;
  readonly clock: ClockPort;
  /** The emails' links, on the store's origin. */
  readonly links: ReturnLinks;
  /** Names the order's pieces in the shopper's language on the return pages (decision 1450). */
  readonly catalog: CatalogPort;
}

/** The order with its lines named in the page's `language` (`lineNamesIn`), for a page to show; the order as kept when absent. */
export function orderNamedIn(deps: Pick<ReturnsDeps, 'catalog'>, order: OrderRecord, language: Language | undefined): ResultAsync<OrderRecord, InfrastructureError> {
  return lineNamesIn(deps.catalog, order, language).map((names) => withLineNames(order, names));
}

/** Every way of not finding an order or a return gives this one answer (decision 1211). */
export const notFoundFor = (entity: 'order' | 'return', reference: string): InfrastructureError => notFound(entity, reference);

/** Whether the returner may act on the order: the customer who placed it, or a guest whose grant names it. */
export function returnerOwns(deps: Pick<ReturnsDeps, 'grants' | 'clock'>, region: Region, returner: Returner, order: Pick<OrderRecord, 'reference' | 'region' | 'customerId'>): boolean {
  if (order.region !== region) return false;
  if (returner.kind === 'customer') return order.customerId !== undefined && order.customerId === returner.customerId;
  return orderOfGrant(deps.grants, returner.grant, region, deps.clock.now()) === order.reference;
}

/** The returner's order, or `NOT_FOUND` whether it is absent, another shopper's or another region's. */
export function ownOrder(deps: Pick<ReturnsDeps, 'grants' | 'clock' | 'orders'>, region: Region, returner: Returner, orderReference: string): ResultAsync<OrderRecord, InfrastructureError> {
  const reference = readOrderReference(orderReference);
  if (reference === undefined) return errAsync(notFoundFor('order', orderReference));
  return deps.orders
    .read(region, reference)
    .mapErr((error) => (error.code === 'NOT_FOUND' ? notFoundFor('order', reference) : error))
    .andThen((order) => (returnerOwns(deps, region, returner, order) ? okAsync(order) : errAsync(notFoundFor('order', reference))));
}
