import { Container } from 'inversify';
import { storefrontModule, type Config, type Runtime } from '@storefront/composition';
import { apiModule } from './api.module.js';

/** The API's composition root. `container.get` is called by the roots' own wiring only. */
export function createApiContainer(config: Config, runtime: Runtime): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(storefrontModule(config, runtime), apiModule);
  return container;
}
