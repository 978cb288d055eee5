import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Container } from 'inversify';
import type { ManageCart, RestoreAbandonedCart } from '@storefront/core/cart';
import type { ListFeaturedProducts, ReadCatalogue } from '@storefront/core/catalog';
import { MarketingEventsPort } from '@storefront/core/events';
import type { SearchProducts, ViewListingPage } from '@storefront/core/search';
import { SessionStore, type KeepSessions, type ResolveSignedInCustomer } from '@storefront/core/session';
import { ClockPort, MailerPort, type LimitAttempts } from '@storefront/core/shared';
import type { ManageWishlist } from '@storefront/core/wishlist';
import { PostgresSessionStore, type PostgresOutbox } from '@storefront/adapters-postgres';
import type { ImageService } from '@storefront/adapters-media';
import { TOKENS, type AccountUseCases, type CheckoutUseCases, type Config, type ReturnsUseCases, type ReviewUseCases, type Runtime } from '@storefront/composition';
import type { Mailbox } from '@storefront/mail';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSessions } from './http/session.js';
import { registerSessionSweep } from './http/session-sweep.js';
import { decorateStoreOrigin } from './http/store-origin.js';
import { ORDINARY_METHODS, type FrameworkError, sendFrameworkError, sendMethodNotAllowed, sendRouteNotFound, sendUnreadableRequest } from './http/framework-errors.js';
import { registerCatalogRoutes } from './routes/catalog/catalog.routes.js';
import { registerSearchRoutes } from './routes/search/search.routes.js';
import { registerHealthRoutes } from './routes/health/health.routes.js';
import { registerImageRoutes } from './routes/images/images.routes.js';
import { registerCartRoutes } from './routes/cart/cart.routes.js';
import { registerCheckoutRoutes } from './routes/checkout/checkout.routes.js';
import { registerWishlistRoutes } from './routes/wishlist/wishlist.routes.js';
import { registerAccountRoutes } from './routes/account/account.routes.js';
import { registerAuthRoutes } from './routes/account/auth.routes.js';
import { registerOrderRoutes } from './routes/orders/orders.routes.js';
import { registerReviewRoutes } from './routes/reviews/reviews.routes.js';
import { registerOperatorRoutes } from './routes/operator/operator.routes.js';
import { registerOperatorReviewRoutes } from './routes/operator/operator-reviews.routes.js';
import { registerOperatorReturnRoutes } from './routes/operator/operator-returns.routes.js';
import { registerReturnRoutes } from './routes/returns/returns.routes.js';
import { registerOpenApiRoutes } from './openapi/openapi.routes.js';
import { registerMailboxRoutes } from './routes/mailbox/mailbox.routes.js';
import type { RestoreLinks } from './routes/cart/restore-links.js';
import type { ShopperResolver } from './http/shopper.js';
import type { CartTokens } from './http/cart-token.js';
import { LogMarketingEvents } from './outbox/log-marketing-events.js';
import { OutboxWorker } from './outbox/outbox-worker.js';
import { registerAbandonedCartReminders } from './outbox/abandoned-cart-reminders.js';
import { mountSandboxPayments, registerCheckoutTasks } from './payments/sandbox-host.js';

export interface BuildApiOptions {
  readonly container: Container;
  readonly logger?: FastifyServerOptions['logger'];
}

/** Trusts the `count` hops nearest the server to report the client's address. */
function hopsOf(count: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < count;
}

/**
 * The HTTP server of the storefront API: health probes at the root and the spec's routes under /api.
 * The one-process host (packages/server) reuses this instance and adds server rendering on the same port.
 */
export function buildApi({ container, logger }: BuildApiOptions): FastifyInstance {
  const config = container.get<Config>(TOKENS.Config);
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 64 * 1024,
    // Whom to believe about the client's address, scheme and host (decision 0913): the connection's
    // own unless the operator names the proxies in front, so no request can pick its own address
    // for the rate limits.
    // A number of proxies trusts that many hops nearest the server.
    trustProxy: typeof config.TRUST_PROXY === 'number' ? hopsOf(config.TRUST_PROXY) : config.TRUST_PROXY,
    // Fastify's own errors (a bad escape in the address, a request Node cannot parse) answer in the
    // envelope like every other error (decision 0901).
    frameworkErrors: (error, request, reply) => sendFrameworkError(error, request, reply),
    clientErrorHandler: sendUnreadableRequest,
  });

  // Pages, JSON and scripts go out compressed (brotli or gzip by Accept-Encoding); images are
  // already compressed and are left alone by content type.
  void app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  // A body Fastify cannot take (content type, size, JSON) or anything thrown: the envelope, never
  // Fastify's own body; what is not the client's mistake is logged with the request's id.
  app.setErrorHandler((error: FrameworkError, request, reply) => sendFrameworkError(error, request, reply));
  // An address nothing answers, or a method Fastify routes nowhere (WebDAV's, for one).
  app.setNotFoundHandler((request, reply) =>
    ORDINARY_METHODS.has(request.method) ? sendRouteNotFound(request, reply) : sendMethodNotAllowed(request, reply, []),
  );

  // Every answer, pages and files of a host included, carries the security headers (decision 0905).
  registerSecurityHeaders(app, { publicOrigin: config.PUBLIC_ORIGIN });
  // The one origin the store answers as, whatever Host or request line a caller wrote (decision 0011).
  decorateStoreOrigin(app, config.PUBLIC_ORIGIN);

  // The cart token cookie (decision 0700) and the session cookie (decision 1001).
  void app.register(fastifyCookie);
  // Who is signed in, resolved from the session cookie once per request and region.
  registerSessions(app, container.get<ResolveSignedInCustomer>(TOKENS.ResolveSignedInCustomer));

  // Marketing events and emails leave the outbox through one worker per process: started when the
  // server is ready, stopped before the database closes. A platform adapter bound in the container
  // replaces the log; emails go to the mailer (SMTP, or the store's mailbox).
  const marketingEvents = container.isBound(MarketingEventsPort)
    ? container.get<MarketingEventsPort>(MarketingEventsPort)
    : new LogMarketingEvents(app.log);
  const mailer = container.isBound(MailerPort) ? container.get<MailerPort>(MailerPort) : undefined;
  const routes = mailer === undefined ? { marketing: marketingEvents } : { marketing: marketingEvents, mailer };
  const outboxWorker = new OutboxWorker(container.get<PostgresOutbox>(TOKENS.Outbox), routes, app.log, {
    retentionMs: config.OUTBOX_RETENTION_DAYS * 24 * 3_600_000,
  });
  app.addHook('onReady', async () => outboxWorker.start());
  app.addHook('preClose', () => outboxWorker.stop());
  // Carts left untouched get one reminder event each, with a signed restore link (decision 1275).
  registerAbandonedCartReminders(app, container);

  // The engine keeps sessions until told: its ended ones are deleted every quarter of an hour
  // (decision 1282). Redis forgets its own.
  const sessionStore = container.get<SessionStore>(SessionStore);
  if (sessionStore instanceof PostgresSessionStore) registerSessionSweep(app, sessionStore, container.get<ClockPort>(ClockPort));

  // The built-in sandbox payment provider, unless the store calls a provider elsewhere; the
  // checkout's reconciliation at start and its expiry every minute (decision 1240).
  if (config.SANDBOX_PAYMENTS_URL === undefined) mountSandboxPayments(app, container);
  registerCheckoutTasks(app, container);

  registerHealthRoutes(app, container.get<Runtime>(TOKENS.Runtime));
  registerImageRoutes(app, { images: container.get<ImageService>(TOKENS.ImageService) });
  // The store's own mailbox, readable only while no mail server is configured (decision 1032).
  registerMailboxRoutes(app, { mailbox: container.isBound(TOKENS.Mailbox) ? container.get<Mailbox>(TOKENS.Mailbox) : undefined });

  void app.register(
    (api, _options, done) => {
      const methodsOf = new Map<string, Set<string>>();
      // Every other /api address and method answers here, in the envelope, before the one-process
      // host's pages see it (decision 0902): a known address asked with another method is 405 with
      // Allow, an odd method (TRACE, …) is 405 anywhere, any other address is 404.
      const unrouted = (request: FastifyRequest, reply: FastifyReply) => {
        const known = methodsOf.get(request.url.split('?', 1)[0]!);
        if (known !== undefined) return sendMethodNotAllowed(request, reply, [...known].sort());
        return ORDINARY_METHODS.has(request.method) ? sendRouteNotFound(request, reply) : sendMethodNotAllowed(request, reply, []);
      };
      // The methods each /api address takes.
      api.addHook('onRoute', ({ url, method, handler }) => {
        if (handler === unrouted) return;
        const methods = methodsOf.get(url) ?? new Set<string>();
        for (const one of [method].flat()) methods.add(one);
        methodsOf.set(url, methods);
      });
      registerCatalogRoutes(api, {
        listFeaturedProducts: container.get<ListFeaturedProducts>(TOKENS.ListFeaturedProducts),
        readCatalogue: container.get<ReadCatalogue>(TOKENS.ReadCatalogue),
      });
      registerSearchRoutes(api, {
        viewListingPage: container.get<ViewListingPage>(TOKENS.ViewListingPage),
        searchProducts: container.get<SearchProducts>(TOKENS.SearchProducts),
      });
      const shoppers = container.get<ShopperResolver>(TOKENS.ShopperResolver);
      // The store's own origin (request.storeOrigin) needs no listing; a separate storefront host would.
      const allowedOrigins: readonly string[] = [];
      const manageCart = container.get<ManageCart>(TOKENS.ManageCart);
      registerCartRoutes(api, {
        manageCart,
        restoreAbandonedCart: container.get<RestoreAbandonedCart>(TOKENS.RestoreAbandonedCart),
        restoreLinks: container.get<RestoreLinks>(TOKENS.RestoreLinks),
        cartTokens: container.get<CartTokens>(TOKENS.CartTokens),
        shoppers,
        allowedOrigins,
      });
      const checkout = container.get<CheckoutUseCases>(TOKENS.Checkout);
      registerCheckoutRoutes(api, { manageCart, shoppers, checkout, allowedOrigins });
      registerOrderRoutes(api, { checkout, allowedOrigins });
      registerReviewRoutes(api, { reviews: container.get<ReviewUseCases>(TOKENS.Reviews), allowedOrigins });
      registerOperatorRoutes(api, { checkout, limits: container.get<LimitAttempts>(TOKENS.LimitAttempts), token: config.OPERATOR_TOKEN });
      registerOperatorReviewRoutes(api, {
        reviews: container.get<ReviewUseCases>(TOKENS.Reviews),
        limits: container.get<LimitAttempts>(TOKENS.LimitAttempts),
        token: config.OPERATOR_TOKEN,
      });
      const returns = container.get<ReturnsUseCases>(TOKENS.Returns);
      registerReturnRoutes(api, { returns, allowedOrigins });
      registerOperatorReturnRoutes(api, { returns, limits: container.get<LimitAttempts>(TOKENS.LimitAttempts), token: config.OPERATOR_TOKEN });
      registerWishlistRoutes(api, { manageWishlist: container.get<ManageWishlist>(TOKENS.ManageWishlist), shoppers, allowedOrigins });
      const accountDeps = {
        accounts: container.get<AccountUseCases>(TOKENS.Accounts),
        sessions: container.get<KeepSessions>(TOKENS.KeepSessions),
        cartTokens: container.get<CartTokens>(TOKENS.CartTokens),
        allowedOrigins,
      };
      registerAuthRoutes(api, accountDeps);
      registerAccountRoutes(api, accountDeps);
      // The contract of the routes above, generated from their declarations (decision 0820).
      registerOpenApiRoutes(api);
      api.all('/', unrouted);
      api.all('/*', unrouted);
      api.setNotFoundHandler(unrouted);
      done();
    },
    { prefix: '/api' },
  );

  return app;
}
