import { ContainerModule } from 'inversify';
import { CartPort, CartStore, KeepCarts, ManageCart, RestoreAbandonedCart } from '@storefront/core/cart';
import { CatalogPort, ListFeaturedProducts, ListLocaleCatalogue, ReadCatalogue, ViewHomePage, ViewProductPage } from '@storefront/core/catalog';
import {
  CachedContent,
  ContentPort,
  DefaultStoreLocatorPolicy,
  ReadContentPage,
  type StoreLocatorPolicy,
  ViewHelpCentre,
  ViewNotFoundPage,
  ViewStoreLocations,
} from '@storefront/core/content';
import { CustomerPort } from '@storefront/core/customer';
import { DefaultVatPolicy, type VatPolicy } from '@storefront/core/locale';
import { OrderPort } from '@storefront/core/order';
import { ReviewPort } from '@storefront/core/reviews';
import {
  BuildSearchRequest,
  DefaultRelevancePolicy,
  DefaultSortMappingPolicy,
  ParseListingUrl,
  SearchPort,
  SearchProducts,
  type RelevancePolicy,
  type SortMappingPolicy,
  ViewListingPage,
} from '@storefront/core/search';
import { DefaultSessionPolicy, KeepSessions, ResolveSignedInCustomer, SessionStore, type SessionPolicy } from '@storefront/core/session';
import { CachePort, ClockPort, LimitAttempts, MailerPort, RateLimitPort } from '@storefront/core/shared';
import { ViewLayout } from '@storefront/core/shell';
import { ManageWishlist, KeepWishlists, WishlistPort, WishlistStore } from '@storefront/core/wishlist';
import {
  PostgresCartStore,
  PostgresCatalog,
  PostgresContent,
  PostgresCustomers,
  PostgresMailbox,
  PostgresOrders,
  PostgresOutbox,
  PostgresReviews,
  PostgresSearch,
  PostgresSessionStore,
  PostgresWishlistStore,
  type Database,
} from '@storefront/adapters-postgres';
import { RedisRateLimit, RedisSessionStore } from '@storefront/adapters-redis';
import { MailRenderer, SmtpTransport, TransportMailer, type Mailbox } from '@storefront/mail';
import { MemoryCache } from '../cache/memory-cache.js';
import { systemClock } from '../cache/system-clock.js';
import type { Config } from '../config/config.js';
import { rateLimitsOf } from '../config/rate-limits.js';
import { MemoryRateLimit } from '../rate-limit/memory-rate-limit.js';
import type { Runtime } from '../runtime/runtime.js';
import { bindAccounts } from './account-use-cases.js';
import { bindCheckout } from './checkout-use-cases.js';
import { bindReviews } from './review-use-cases.js';
import { bindReturns } from './return-use-cases.js';
import { TOKENS } from './tokens.js';

/**
 * What every composition root shares (the API's, the web's and the one-process host's): the
 * configuration, the process's resources, the adapters behind the core's ports and the use cases
 * built on them. A driver's own bindings live in its own module, loaded beside this one.
 */
export function storefrontModule(config: Config, runtime: Runtime): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<Config>(TOKENS.Config).toConstantValue(config);
    bind<Runtime>(TOKENS.Runtime).toConstantValue(runtime);
    bind<Database>(TOKENS.Database).toResolvedValue((rt: Runtime) => rt.database.db, [TOKENS.Runtime]);
    bind<ClockPort>(ClockPort).toConstantValue(systemClock);
    bind<CachePort>(CachePort).toResolvedValue((clock: ClockPort) => new MemoryCache(clock), [ClockPort]);
    // Rate-limit counters (decision 0912): in Redis, shared by every copy, when REDIS_URL is set; else in the process.
    bind<RateLimitPort>(RateLimitPort).toResolvedValue(
      (rt: Runtime, cfg: Config, clock: ClockPort) =>
        rt.redis === undefined ? new MemoryRateLimit(clock) : new RedisRateLimit(rt.redis, { keyPrefix: cfg.RATE_LIMIT_REDIS_PREFIX }),
      [TOKENS.Runtime, TOKENS.Config, ClockPort],
    );
    bind<LimitAttempts>(TOKENS.LimitAttempts).toResolvedValue(
      (counters: RateLimitPort, cfg: Config) => new LimitAttempts(counters, rateLimitsOf(cfg)),
      [RateLimitPort, TOKENS.Config],
    );
    bind<VatPolicy>(TOKENS.VatPolicy).toResolvedValue(
      (cfg: Config) => new DefaultVatPolicy({ sa: cfg.VAT_RATE_SA, ae: cfg.VAT_RATE_AE, eg: cfg.VAT_RATE_EG }),
      [TOKENS.Config],
    );

    // The built-in commerce engine behind every commerce port.
    bind<CatalogPort>(CatalogPort).toResolvedValue((db: Database) => new PostgresCatalog(db), [TOKENS.Database]);
    bind<CartStore>(CartStore).toResolvedValue((db: Database) => new PostgresCartStore(db), [TOKENS.Database]);
    // The cart's rules are the core's, run in the store's unit of work.
    bind<CartPort>(CartPort).toResolvedValue(
      (store: CartStore, vat: VatPolicy, clock: ClockPort) => new KeepCarts(store, { vat, clock }),
      [CartStore, TOKENS.VatPolicy, ClockPort],
    );
    bind<WishlistStore>(WishlistStore).toResolvedValue((db: Database) => new PostgresWishlistStore(db), [TOKENS.Database]);
    bind<WishlistPort>(WishlistPort).toResolvedValue((store: WishlistStore) => new KeepWishlists(store), [WishlistStore]);
    bind<CustomerPort>(CustomerPort).toResolvedValue((db: Database) => new PostgresCustomers(db), [TOKENS.Database]);
    // Content is read on every page and changes rarely: kept 5 minutes (spec section 9).
    bind<ContentPort>(ContentPort).toResolvedValue(
      (db: Database, cache: CachePort) => new CachedContent(new PostgresContent(db), cache),
      [TOKENS.Database, CachePort],
    );
    bind<OrderPort>(OrderPort).toResolvedValue(
      (db: Database, vat: VatPolicy) => new PostgresOrders(db, { vat }),
      [TOKENS.Database, TOKENS.VatPolicy],
    );
    bind<ReviewPort>(ReviewPort).toResolvedValue((db: Database) => new PostgresReviews(db), [TOKENS.Database]);
    bind<SearchPort>(SearchPort).toResolvedValue((db: Database) => new PostgresSearch(db), [TOKENS.Database]);

    bind<ListFeaturedProducts>(TOKENS.ListFeaturedProducts).toResolvedValue(
      (catalog: CatalogPort) => new ListFeaturedProducts(catalog),
      [CatalogPort],
    );
    bind<ReadCatalogue>(TOKENS.ReadCatalogue).toResolvedValue((catalog: CatalogPort) => new ReadCatalogue(catalog), [CatalogPort]);
    bind<ReadContentPage>(TOKENS.ReadContentPage).toResolvedValue((content: ContentPort) => new ReadContentPage(content), [ContentPort]);
    // Where the store locator is offered (decision 0620): everywhere but the UAE.
    bind<StoreLocatorPolicy>(TOKENS.StoreLocatorPolicy).toConstantValue(new DefaultStoreLocatorPolicy());
    bind<SortMappingPolicy>(TOKENS.SortMappingPolicy).toConstantValue(new DefaultSortMappingPolicy());
    bind<ParseListingUrl>(TOKENS.ParseListingUrl).toConstantValue(new ParseListingUrl());
    // How text in relevance order ranks its hits (decision 0512).
    bind<RelevancePolicy>(TOKENS.RelevancePolicy).toResolvedValue((cfg: Config) => new DefaultRelevancePolicy(cfg.SEARCH_RELEVANCE), [TOKENS.Config]);
    bind<BuildSearchRequest>(TOKENS.BuildSearchRequest).toResolvedValue(
      (sorting: SortMappingPolicy, relevance: RelevancePolicy) => new BuildSearchRequest(sorting, undefined, relevance),
      [TOKENS.SortMappingPolicy, TOKENS.RelevancePolicy],
    );
    bind<SearchProducts>(TOKENS.SearchProducts).toResolvedValue(
      (search: SearchPort, limits: LimitAttempts, relevance: RelevancePolicy) => new SearchProducts(search, limits, relevance),
      [SearchPort, TOKENS.LimitAttempts, TOKENS.RelevancePolicy],
    );
    // What the pages and /api/search show, each in one use case (decision 0015).
    bind<ViewListingPage>(TOKENS.ViewListingPage).toResolvedValue(
      (parse: ParseListingUrl, build: BuildSearchRequest, search: SearchProducts, limits: LimitAttempts) => new ViewListingPage(parse, build, search, limits),
      [TOKENS.ParseListingUrl, TOKENS.BuildSearchRequest, TOKENS.SearchProducts, TOKENS.LimitAttempts],
    );
    bind<ViewProductPage>(TOKENS.ViewProductPage).toResolvedValue(
      (catalog: CatalogPort, reviews: ReviewPort, vat: VatPolicy) => new ViewProductPage(catalog, reviews, vat),
      [CatalogPort, ReviewPort, TOKENS.VatPolicy],
    );
    bind<ViewHomePage>(TOKENS.ViewHomePage).toResolvedValue(
      (featured: ListFeaturedProducts, catalog: CatalogPort) => new ViewHomePage(featured, catalog),
      [TOKENS.ListFeaturedProducts, CatalogPort],
    );
    bind<ViewNotFoundPage>(TOKENS.ViewNotFoundPage).toResolvedValue((content: ContentPort) => new ViewNotFoundPage(content), [ContentPort]);
    bind<ViewLayout>(TOKENS.ViewLayout).toResolvedValue(
      (content: ContentPort, search: SearchProducts, notFound: ViewNotFoundPage, storeLocator: StoreLocatorPolicy) =>
        new ViewLayout(content, search, notFound, storeLocator),
      [ContentPort, TOKENS.SearchProducts, TOKENS.ViewNotFoundPage, TOKENS.StoreLocatorPolicy],
    );
    bind<ViewHelpCentre>(TOKENS.ViewHelpCentre).toResolvedValue((content: ContentPort) => new ViewHelpCentre(content), [ContentPort]);
    bind<ViewStoreLocations>(TOKENS.ViewStoreLocations).toResolvedValue(
      (content: ContentPort, storeLocator: StoreLocatorPolicy) => new ViewStoreLocations(content, storeLocator),
      [ContentPort, TOKENS.StoreLocatorPolicy],
    );
    bind<ListLocaleCatalogue>(TOKENS.ListLocaleCatalogue).toResolvedValue(
      (catalog: CatalogPort, build: BuildSearchRequest, search: SearchProducts) => new ListLocaleCatalogue(catalog, build, search),
      [CatalogPort, TOKENS.BuildSearchRequest, TOKENS.SearchProducts],
    );
    // Carts and wish lists: the use cases and the outbox (the API binds who the shopper is and the restore links).
    bind<ManageCart>(TOKENS.ManageCart).toResolvedValue(
      (carts: CartPort, limits: LimitAttempts) => new ManageCart(carts, limits),
      [CartPort, TOKENS.LimitAttempts],
    );
    bind<ManageWishlist>(TOKENS.ManageWishlist).toResolvedValue((wishlists: WishlistPort) => new ManageWishlist(wishlists), [WishlistPort]);
    bindAccounts(bind);
    bindCheckout(bind);
    bindReviews(bind);
    bindReturns(bind);
    bind<RestoreAbandonedCart>(TOKENS.RestoreAbandonedCart).toResolvedValue(
      (orders: OrderPort, carts: CartPort) => new RestoreAbandonedCart(orders, carts),
      [OrderPort, CartPort],
    );
    bind<PostgresOutbox>(TOKENS.Outbox).toResolvedValue((db: Database) => new PostgresOutbox(db), [TOKENS.Database]);

    // Signed-in sessions (decisions 1000-1002): lifetimes from the configuration; kept in Redis,
    // shared by every copy, when REDIS_URL is set, else in the engine.
    bind<SessionPolicy>(TOKENS.SessionPolicy).toResolvedValue(
      (cfg: Config) => new DefaultSessionPolicy({ idleMinutes: cfg.SESSION_IDLE_MINUTES, absoluteHours: cfg.SESSION_ABSOLUTE_HOURS }),
      [TOKENS.Config],
    );
    bind<SessionStore>(SessionStore).toResolvedValue(
      (rt: Runtime, cfg: Config) =>
        rt.redis === undefined ? new PostgresSessionStore(rt.database.db) : new RedisSessionStore(rt.redis, { keyPrefix: cfg.SESSION_REDIS_PREFIX }),
      [TOKENS.Runtime, TOKENS.Config],
    );
    bind<KeepSessions>(TOKENS.KeepSessions).toResolvedValue(
      (store: SessionStore, policy: SessionPolicy, clock: ClockPort) => new KeepSessions(store, policy, clock),
      [SessionStore, TOKENS.SessionPolicy, ClockPort],
    );
    bind<ResolveSignedInCustomer>(TOKENS.ResolveSignedInCustomer).toResolvedValue(
      (sessions: KeepSessions, customers: CustomerPort) => new ResolveSignedInCustomer(sessions, customers),
      [TOKENS.KeepSessions, CustomerPort],
    );
    // Email (decision 1032): rendered in the shopper's language and sent through the mail server
    // SMTP_URL names; without one, kept in the store's own mailbox, which only then is bound (and
    // only then does the host serve its page).
    if (config.SMTP_URL === undefined) {
      bind<Mailbox>(TOKENS.Mailbox).toResolvedValue((db: Database) => new PostgresMailbox(db), [TOKENS.Database]);
      bind<MailerPort>(MailerPort).toResolvedValue(
        (mailbox: Mailbox, cfg: Config) => new TransportMailer(new MailRenderer(), mailbox, cfg.MAIL_FROM),
        [TOKENS.Mailbox, TOKENS.Config],
      );
    } else {
      const smtpUrl = config.SMTP_URL;
      bind<MailerPort>(MailerPort).toResolvedValue((cfg: Config) => new TransportMailer(new MailRenderer(), new SmtpTransport(smtpUrl), cfg.MAIL_FROM), [TOKENS.Config]);
    }
  });
}
