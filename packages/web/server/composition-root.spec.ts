import { describe, expect, it } from 'vitest';
import { CatalogPort } from '@storefront/core';
import { createTestDatabase } from '@storefront/adapters-postgres/testing';
import { loadConfig, TOKENS } from '@storefront/composition';
import type { StorefrontServices } from '../app/lib/load-context.js';
import { WEB_TOKENS, createWebContainer } from './composition-root.js';

describe('web composition root', () => {
  it('hands the loaders the shared use cases without any of the API’s bindings', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent' })._unsafeUnwrap();
      const container = createWebContainer(config, { database: database.handle, close: () => database.dispose() });

      const services = container.get<StorefrontServices>(WEB_TOKENS.StorefrontServices);
      expect(services.catalog).toBe(container.get(CatalogPort));
      expect(services.vat.rateOf('sa')).toBe(1500);
      expect([TOKENS.ShopperResolver, TOKENS.RestoreLinks, TOKENS.ImageService].map((token) => container.isBound(token))).toEqual([false, false, false]);
    } finally {
      await database.dispose();
    }
    // A throwaway embedded database with its migrations: seconds, longer on a loaded machine.
  }, 60_000);
});
