import { describe, expect, it } from 'vitest';
import { ListLocaleCatalogue, ViewHomePage, ViewProductPage } from '@storefront/core/catalog';
import { ReadContentPage, ViewHelpCentre, ViewNotFoundPage, ViewStoreLocations } from '@storefront/core/content';
import { ViewListingPage } from '@storefront/core/search';
import { ManageSavedCards } from '@storefront/core/checkout';
import { ResetPassword, ViewAccount } from '@storefront/core/customer';
import { LookUpGuestOrder, RequestOrderLookupCode, ViewOrders } from '@storefront/core/order';
import { DeleteMyReview, EditMyReview, ReviewProducts, WriteReview } from '@storefront/core/reviews';
import { PrepareReturn, RequestReturn, ViewReturns } from '@storefront/core/returns';
import { ResolveSignedInCustomer } from '@storefront/core/session';
import { ViewLayout } from '@storefront/core/shell';
import { createTestDatabase } from '@storefront/adapters-postgres/testing';
import { loadConfig, TOKENS } from '@storefront/composition';
import type { StorefrontServices } from '../app/lib/load-context.js';
import { WEB_TOKENS, createWebContainer } from './composition-root.js';

describe('web composition root', () => {
  it('hands the loaders one use case per page, no port or policy, and none of the API’s bindings', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent' })._unsafeUnwrap();
      const container = createWebContainer(config, { database: database.handle, close: () => database.dispose() });
      const services = container.get<StorefrontServices>(WEB_TOKENS.StorefrontServices);

      const useCases = [
        ViewLayout,
        ViewHomePage,
        ViewListingPage,
        ViewProductPage,
        ViewNotFoundPage,
        ViewHelpCentre,
        ViewStoreLocations,
        ReadContentPage,
        ListLocaleCatalogue,
        // Who the session cookie signs in, and the account pages' view (decision 1040).
        ResolveSignedInCustomer,
        ViewAccount,
        // The reset link's page says a spent link is spent before the form.
        ResetPassword,
        // My Orders, the payment methods and the guest order lookup.
        ViewOrders,
        ManageSavedCards,
        RequestOrderLookupCode,
        LookUpGuestOrder,
        // The product page's review form (eligibility), My Reviews and an order's review links, and
        // My Reviews' edit and delete posted without a script.
        WriteReview,
        ReviewProducts,
        EditMyReview,
        DeleteMyReview,
        // Returns: the form, the request, My Returns.
        PrepareReturn,
        RequestReturn,
        ViewReturns,
      ];
      expect(Object.values(services).map((service: object) => useCases.find((useCase) => service instanceof useCase)?.name)).toEqual(useCases.map((useCase) => useCase.name));
      expect([TOKENS.ShopperResolver, TOKENS.RestoreLinks, TOKENS.ImageService].map((token) => container.isBound(token))).toEqual([false, false, false]);
    } finally {
      await database.dispose();
    }
    // A throwaway embedded database with its migrations: seconds, longer on a loaded machine.
  }, 60_000);
});
