import { FakeClock } from '../../shared/test-support/fake-clock.js';
import type { OrderRecord } from '../../order/domain/order.js';
import { FakeOrderPayments } from '../../order/test-support/fake-payments.js';
import { InMemoryOrderStore } from '../../order/test-support/in-memory-order-store.js';
import { namingCatalog } from '../../order/test-support/naming-catalog.js';
import { DefaultReturnEligibilityPolicy } from '../domain/return-eligibility.policy.js';
import { returnLinks } from '../domain/return-mail.js';
import { DefaultUnusualReturnsPolicy, type UnusualReturnsSettings } from '../domain/unusual-returns.policy.js';
import type { ReturnsDeps } from '../use-cases/returns-deps.js';
import { FakeReturnGrants } from './fake-return-grants.js';
import { InMemoryReturnStore } from './in-memory-return-store.js';

/** Valid IBANs of each region's country (the registry's examples). */
export const SPEC_IBANS = { sa: 'SA03 8000 0000 6080 1016 7519', ae: 'AE07 0331 2345 6789 0123 456', eg: 'EG38 0019 0005 0000 0000 2631 80002' } as const;

/** The returns' use cases over in-memory stores, a clock a few days after the builder's deliveries and fake payments. */
export function returnsWorld(orders: readonly OrderRecord[], unusual?: UnusualReturnsSettings) {
  const orderStore = new InMemoryOrderStore().add(...orders);
  const returns = new InMemoryReturnStore(orderStore);
  const payments = new FakeOrderPayments();
  const grants = new FakeReturnGrants();
  const clock = new FakeClock('2026-03-05T10:00:00Z');
  // The catalogue names the builder's ring (product 101) in Arabic today.
  const { catalog } = namingCatalog();
  const deps: ReturnsDeps = {
    returns,
    orders: orderStore,
    payments,
    grants,
    policy: new DefaultReturnEligibilityPolicy(),
    unusual: new DefaultUnusualReturnsPolicy(unusual),
    clock,
    links: returnLinks('https://shop.example'),
    catalog,
  };
  return { deps, orders: orderStore, returns, payments, grants, clock };
}
