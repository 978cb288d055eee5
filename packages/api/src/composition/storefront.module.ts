import { ContainerModule } from 'inversify';
import {
  CartPort,
  CatalogPort,
  ContentPort,
  CustomerPort,
  BuildSearchRequest,
  DefaultSortMappingPolicy,
  DefaultVatPolicy,
  ListFeaturedProducts,
  ParseListingUrl,
  ReadCatalogue,
  SearchPort,
  SearchProducts,
  type SortMappingPolicy,
  OrderPort,
  ReturnPort,
  ReviewPort,
  WishlistPort,
  type VatPolicy,
} from '@storefront/core';
import { join } from 'node:path';
import { ImageService } from '@storefront/adapters-media';
import {
  PostgresCart,
  PostgresCatalog,
  PostgresContent,
  PostgresCustomers,
  PostgresOrders,
  PostgresReturns,
  PostgresReviews,
  PostgresSearch,
  PostgresWishlist,
  type Database,
} from '@storefront/adapters-postgres';
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
    bind<Database>(TOKENS.Database).toResolvedValue((rt: Runtime) => rt.database.db, [TOKENS.Runtime]);
    bind<VatPolicy>(TOKENS.VatPolicy).toResolvedValue(
      (cfg: Config) => new DefaultVatPolicy({ sa: cfg.VAT_RATE_SA, ae: cfg.VAT_RATE_AE, eg: cfg.VAT_RATE_EG }),
      [TOKENS.Config],
    );

    // The built-in commerce engine behind every commerce port.
    bind<CatalogPort>(CatalogPort).toResolvedValue((db: Database) => new PostgresCatalog(db), [TOKENS.Database]);
    bind<CartPort>(CartPort).toResolvedValue(
      (db: Database, vat: VatPolicy) => new PostgresCart(db, { vat }),
      [TOKENS.Database, TOKENS.VatPolicy],
    );
    bind<WishlistPort>(WishlistPort).toResolvedValue((db: Database) => new PostgresWishlist(db), [TOKENS.Database]);
    bind<CustomerPort>(CustomerPort).toResolvedValue((db: Database) => new PostgresCustomers(db), [TOKENS.Database]);
    bind<ContentPort>(ContentPort).toResolvedValue((db: Database) => new PostgresContent(db), [TOKENS.Database]);
    bind<OrderPort>(OrderPort).toResolvedValue(
      (db: Database, vat: VatPolicy) => new PostgresOrders(db, { vat }),
      [TOKENS.Database, TOKENS.VatPolicy],
    );
    bind<ReturnPort>(ReturnPort).toResolvedValue((db: Database) => new PostgresReturns(db), [TOKENS.Database]);
    bind<ReviewPort>(ReviewPort).toResolvedValue((db: Database) => new PostgresReviews(db), [TOKENS.Database]);
    bind<SearchPort>(SearchPort).toResolvedValue((db: Database) => new PostgresSearch(db), [TOKENS.Database]);

    bind<ListFeaturedProducts>(TOKENS.ListFeaturedProducts).toResolvedValue(
      (catalog: CatalogPort) => new ListFeaturedProducts(catalog),
      [CatalogPort],
    );
    bind<ReadCatalogue>(TOKENS.ReadCatalogue).toResolvedValue((catalog: CatalogPort) => new ReadCatalogue(catalog), [CatalogPort]);
    bind<SortMappingPolicy>(TOKENS.SortMappingPolicy).toConstantValue(new DefaultSortMappingPolicy());
    bind<ParseListingUrl>(TOKENS.ParseListingUrl).toConstantValue(new ParseListingUrl());
    bind<BuildSearchRequest>(TOKENS.BuildSearchRequest).toResolvedValue(
      (sorting: SortMappingPolicy) => new BuildSearchRequest(sorting),
      [TOKENS.SortMappingPolicy],
    );
    bind<SearchProducts>(TOKENS.SearchProducts).toResolvedValue((search: SearchPort) => new SearchProducts(search), [SearchPort]);
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
