import { ContainerModule } from 'inversify';
import { CatalogPort, ListFeaturedProducts } from '@storefront/core';
import { join } from 'node:path';
import { ImageService } from '@storefront/adapters-media';
import { PostgresCatalog } from '@storefront/adapters-postgres';
import type { Config } from '../config/config.js';
import type { Runtime } from '../runtime/runtime.js';
import { TOKENS } from './tokens.js';

/**
 * What both composition roots share: the configuration, the process's resources,
 * the adapters behind the core's ports and the use cases built on them.
 */
export function storefrontModule(config: Config, runtime: Runtime): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Config>(TOKENS.Config).toConstantValue(config);
    bind<Runtime>(TOKENS.Runtime).toConstantValue(runtime);
    bind<CatalogPort>(CatalogPort).toResolvedValue((rt: Runtime) => new PostgresCatalog(rt.database.db), [TOKENS.Runtime]);
    bind<ListFeaturedProducts>(TOKENS.ListFeaturedProducts).toResolvedValue(
      (catalog: CatalogPort) => new ListFeaturedProducts(catalog),
      [CatalogPort],
    );
    bind<ImageService>(TOKENS.ImageService).toResolvedValue(
      (cfg: Config) =>
        new ImageService({
          staticRoot: cfg.STATIC_IMAGES_DIR,
          cacheDirectory: join(cfg.DATA_DIR, 'image-cache'),
          cacheMaxBytes: cfg.IMAGE_CACHE_MAX_MB * 1024 * 1024,
        }),
      [TOKENS.Config],
    );
  });
}
