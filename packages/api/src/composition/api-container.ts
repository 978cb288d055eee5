import { Container } from 'inversify';
import { CatalogPort, ListFeaturedProducts } from '@storefront/core';
import { PostgresCatalog } from '@storefront/adapters-postgres';
import type { Config } from '../config/config.js';
import type { Runtime } from '../runtime/runtime.js';
import { TOKENS } from './tokens.js';

/**
 * The API's composition root: adapters behind the core's ports, and the use cases the routes run.
 * `container.get` is called here and in the route registration only.
 */
export function createApiContainer(config: Config, runtime: Runtime): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Config>(TOKENS.Config).toConstantValue(config);
  container.bind<Runtime>(TOKENS.Runtime).toConstantValue(runtime);
  container
    .bind<CatalogPort>(CatalogPort)
    .toResolvedValue((rt: Runtime) => new PostgresCatalog(rt.database.db), [TOKENS.Runtime]);
  container
    .bind<ListFeaturedProducts>(TOKENS.ListFeaturedProducts)
    .toResolvedValue((catalog: CatalogPort) => new ListFeaturedProducts(catalog), [CatalogPort]);
  return container;
}
