import { describe, expect, it } from 'vitest';
import { RemindAbandonedCarts } from '@storefront/core/cart';
import { CatalogPort } from '@storefront/core/catalog';
import { ImageService } from '@storefront/adapters-media';
import { createTestDatabase } from '@storefront/adapters-postgres/testing';
import { loadConfig, TOKENS } from '@storefront/composition';
import { CookieShopperResolver } from '../http/shopper.js';
import { RestoreLinks } from '../routes/cart/restore-links.js';
import { createApiContainer } from './api-container.js';
import { API_ENGINE } from '../test-support/engine.js';

describe('API composition root', () => {
  it('adds the shopper resolver, restore links, the abandoned-cart reminder and images to the shared bindings', async () => {
    const database = await createTestDatabase(API_ENGINE);
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent', CART_RESTORE_SECRET: 'a-restore-link-secret-for-the-tests-only' })._unsafeUnwrap();
      const container = createApiContainer(config, { database: database.handle, close: () => database.dispose() });

      expect(container.get(TOKENS.ShopperResolver)).toBeInstanceOf(CookieShopperResolver);
      expect(container.get(TOKENS.RestoreLinks)).toBeInstanceOf(RestoreLinks);
      expect(container.get(TOKENS.ImageService)).toBeInstanceOf(ImageService);
      expect(container.get(TOKENS.RemindAbandonedCarts)).toBeInstanceOf(RemindAbandonedCarts);
      expect(container.get(TOKENS.RestoreLinks)).toBe(container.get(TOKENS.RestoreLinks));
      expect(container.get(CatalogPort)).toBe(container.get(CatalogPort));
    } finally {
      await database.dispose();
    }
  });
});
