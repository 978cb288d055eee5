import { join } from 'node:path';
import { ContainerModule } from 'inversify';
import { ImageService, imageUnavailable } from '@storefront/adapters-media';
import { CartStore, RemindAbandonedCarts } from '@storefront/core/cart';
import type { ReadCatalogue } from '@storefront/core/catalog';
import { ClockPort } from '@storefront/core/shared';
import { serverSecret, TOKENS, type Config } from '@storefront/composition';
import { CartTokens } from '../http/cart-token.js';
import { CookieShopperResolver, sessionCookieReader, type ShopperResolver } from '../http/shopper.js';
import { RestoreLinks, restoreLinkSecret } from '../routes/cart/restore-links.js';

/**
 * What the API adds to the shared bindings: who the shopper of a request is (a signed-in session's
 * customer or a guest), the signed guest cart tokens, the signed abandoned-cart restore links, the
 * abandoned carts' reminder that signs them, and the image service behind /images.
 */
export const apiModule = new ContainerModule(({ bind }) => {
  bind<CartTokens>(TOKENS.CartTokens).toResolvedValue(
    (cfg: Config) => new CartTokens(() => serverSecret(cfg.CART_TOKEN_SECRET, cfg.DATA_DIR, 'cart-token.key')),
    [TOKENS.Config],
  );
  // A signed-in session's customer, else the guest of the cart token (decision 1001).
  bind<ShopperResolver>(TOKENS.ShopperResolver).toResolvedValue(
    (tokens: CartTokens) => new CookieShopperResolver(tokens, sessionCookieReader),
    [TOKENS.CartTokens],
  );
  bind<RestoreLinks>(TOKENS.RestoreLinks).toResolvedValue(
    (cfg: Config) => new RestoreLinks(() => restoreLinkSecret(cfg.CART_RESTORE_SECRET, cfg.DATA_DIR), cfg.CART_RESTORE_LINK_HOURS * 3600),
    [TOKENS.Config],
  );
  // The reminder's links lead to PUBLIC_ORIGIN, else to the machine itself, as the order emails' do.
  bind<RemindAbandonedCarts>(TOKENS.RemindAbandonedCarts).toResolvedValue(
    (cfg: Config, carts: CartStore, links: RestoreLinks, clock: ClockPort) =>
      new RemindAbandonedCarts(carts, links, clock, { idleMinutes: cfg.CART_ABANDONED_MINUTES, origin: cfg.PUBLIC_ORIGIN ?? `http://127.0.0.1:${cfg.PORT}` }),
    [TOKENS.Config, CartStore, TOKENS.RestoreLinks, ClockPort],
  );
  bind<ImageService>(TOKENS.ImageService).toResolvedValue(
    (cfg: Config, catalogue: ReadCatalogue) =>
      new ImageService({
        staticRoot: cfg.STATIC_IMAGES_DIR,
        cacheDirectory: join(cfg.DATA_DIR, 'image-cache'),
        cacheMaxBytes: cfg.IMAGE_CACHE_MAX_MB * 1024 * 1024,
        // Only the catalogue's pictures are drawn (decision 0915).
        knownIllustration: (path) => catalogue.showsImage(path).mapErr(() => imageUnavailable(path)),
        concurrency: cfg.IMAGE_RENDER_CONCURRENCY,
        queueLimit: cfg.IMAGE_RENDER_QUEUE,
      }),
    [TOKENS.Config, TOKENS.ReadCatalogue],
  );
});
