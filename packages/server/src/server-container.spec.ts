import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@storefront/adapters-postgres/testing';
import { loadConfig, TOKENS } from '@storefront/composition';
import { WEB_TOKENS, type StorefrontServices } from '@storefront/web/server';
import { createServerContainer } from './server-container.js';

describe('one-process host composition root', () => {
  it('serves the pages and /api from one set of singletons', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent', CART_RESTORE_SECRET: 'a-restore-link-secret-for-the-tests-only' })._unsafeUnwrap();
      const container = createServerContainer(config, { database: database.handle, close: () => database.dispose() });

      const services = container.get<StorefrontServices>(WEB_TOKENS.StorefrontServices);
      // The API's own bindings are there beside the web's.
      for (const token of [TOKENS.ShopperResolver, TOKENS.RestoreLinks, TOKENS.ImageService, TOKENS.Outbox]) {
        expect(container.get(token), token.toString()).toBeDefined();
      }
      // What the pages read is what /api reads: the same use cases over one catalogue and one cached content source.
      expect(services.viewListingPage).toBe(container.get(TOKENS.ViewListingPage));
      expect(services.viewHomePage).toBe(container.get(TOKENS.ViewHomePage));
      expect(services.viewLayout).toBe(container.get(TOKENS.ViewLayout));
    } finally {
      await database.dispose();
    }
  });
});
