import type { ContainerModuleLoadOptions } from 'inversify';
import { CatalogPort } from '@storefront/core/catalog';
import { PaymentProviders } from '@storefront/core/checkout';
import { OrderStore } from '@storefront/core/order';
import {
  AdvanceReturn,
  DefaultReturnEligibilityPolicy,
  DefaultUnusualReturnsPolicy,
  ListFlaggedAccounts,
  PrepareReturn,
  RequestReturn,
  ReturnGrantSigner,
  ReturnStore,
  ViewReturns,
  returnLinks,
  type ReturnsDeps,
} from '@storefront/core/returns';
import { ClockPort } from '@storefront/core/shared';
import { PostgresReturnStore, type Database } from '@storefront/adapters-postgres';
import type { Config } from '../config/config.js';
import { serverSecret } from '../config/server-secret.js';
import { HmacReturnGrants } from '../signatures/hmac-return-grants.js';
import { TOKENS } from './tokens.js';

/** Every returns use case, bound as one (`TOKENS.Returns`) for the routes, pages and CLI that use them. */
export interface ReturnsUseCases {
  /** The return form of an order. */
  readonly prepareReturn: PrepareReturn;
  readonly requestReturn: RequestReturn;
  /** My Returns and one return's detail. */
  readonly viewReturns: ViewReturns;
  /** The operator's moves (API and CLI). */
  readonly advanceReturn: AdvanceReturn;
  /** The accounts flagged for review by the unusual-returns policy (operator). */
  readonly flaggedAccounts: ListFlaggedAccounts;
}

type Bind = ContainerModuleLoadOptions['bind'];

/** Returns (issue 21, decisions 1310-1315): the engine's store, the grant signer, the policies from the configuration. */
export function bindReturns(bind: Bind): void {
  bind<ReturnStore>(ReturnStore).toResolvedValue((db: Database) => new PostgresReturnStore(db), [TOKENS.Database]);
  bind<ReturnGrantSigner>(ReturnGrantSigner).toResolvedValue(
    (cfg: Config) => new HmacReturnGrants(serverSecret(cfg.RETURN_GRANT_SECRET, cfg.DATA_DIR, 'return-grant.key')),
    [TOKENS.Config],
  );
  bind<ReturnsUseCases>(TOKENS.Returns).toResolvedValue(
    (cfg: Config, returns: ReturnStore, orders: OrderStore, payments: PaymentProviders, grants: ReturnGrantSigner, clock: ClockPort, catalog: CatalogPort): ReturnsUseCases => {
      // As the order emails: links to PUBLIC_ORIGIN, else to the machine itself.
      const origin = cfg.PUBLIC_ORIGIN ?? `http://127.0.0.1:${cfg.PORT}`;
      const deps: ReturnsDeps = {
        returns,
        orders,
        payments,
        grants,
        policy: new DefaultReturnEligibilityPolicy(),
        unusual: new DefaultUnusualReturnsPolicy({ count: cfg.RETURNS_UNUSUAL_COUNT, days: cfg.RETURNS_UNUSUAL_DAYS }),
        clock,
        links: returnLinks(origin),
        catalog,
      };
      return {
        prepareReturn: new PrepareReturn(deps),
        requestReturn: new RequestReturn(deps),
        viewReturns: new ViewReturns(deps),
        advanceReturn: new AdvanceReturn(deps),
        flaggedAccounts: new ListFlaggedAccounts(deps),
      };
    },
    [TOKENS.Config, ReturnStore, OrderStore, PaymentProviders, ReturnGrantSigner, ClockPort, CatalogPort],
  );
}
