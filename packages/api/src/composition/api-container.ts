import { Container } from 'inversify';
import type { Config } from '../config/config.js';
import type { Runtime } from '../runtime/runtime.js';
import { storefrontModule } from './storefront.module.js';

/** The API's composition root. `container.get` is called by the roots' own wiring only. */
export function createApiContainer(config: Config, runtime: Runtime): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(storefrontModule(config, runtime));
  return container;
}
