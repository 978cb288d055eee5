import { Container } from 'inversify';
import { apiModule } from '@storefront/api';
import { storefrontModule, type Config, type Runtime } from '@storefront/composition';
import { webModule } from '@storefront/web/server';

/**
 * The one-process host's composition root: the shared bindings with the API's and the web's own,
 * in one container, so the pages and /api resolve the same singletons (one database, one cache).
 */
export function createServerContainer(config: Config, runtime: Runtime): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(storefrontModule(config, runtime), apiModule, webModule);
  return container;
}
