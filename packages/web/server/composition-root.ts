import { Container, ContainerModule } from 'inversify';
import type { ListLocaleCatalogue, ViewHomePage, ViewProductPage } from '@storefront/core/catalog';
import type { ReadContentPage, ViewHelpCentre, ViewNotFoundPage, ViewStoreLocations } from '@storefront/core/content';
import type { ViewListingPage } from '@storefront/core/search';
import type { ResolveSignedInCustomer } from '@storefront/core/session';
import type { ViewLayout } from '@storefront/core/shell';
import type { StorefrontServices } from '../app/lib/load-context.js';
import { storefrontModule, TOKENS, type AccountUseCases, type CheckoutUseCases, type Config, type ReturnsUseCases, type ReviewUseCases, type Runtime } from '@storefront/composition';

export const WEB_TOKENS = {
  StorefrontServices: Symbol.for('storefront.web.StorefrontServices'),
} as const;

/** What the web adds to the shared bindings: the use cases its server-side loaders receive, and nothing else. */
export const webModule = new ContainerModule(({ bind }) => {
  bind<StorefrontServices>(WEB_TOKENS.StorefrontServices).toResolvedValue(
    (
      viewLayout: ViewLayout,
      viewHomePage: ViewHomePage,
      viewListingPage: ViewListingPage,
      viewProductPage: ViewProductPage,
      viewNotFoundPage: ViewNotFoundPage,
      viewHelpCentre: ViewHelpCentre,
      viewStoreLocations: ViewStoreLocations,
      readContentPage: ReadContentPage,
      listLocaleCatalogue: ListLocaleCatalogue,
      resolveSignedInCustomer: ResolveSignedInCustomer,
      accounts: AccountUseCases,
      checkout: CheckoutUseCases,
      reviews: ReviewUseCases,
      returns: ReturnsUseCases,
    ): StorefrontServices => ({
      viewLayout,
      viewHomePage,
      viewListingPage,
      viewProductPage,
      viewNotFoundPage,
      viewHelpCentre,
      viewStoreLocations,
      readContentPage,
      listLocaleCatalogue,
      resolveSignedInCustomer,
      viewAccount: accounts.viewAccount,
      resetPassword: accounts.resetPassword,
      viewOrders: checkout.viewOrders,
      manageSavedCards: checkout.savedCards,
      requestOrderLookupCode: checkout.requestLookupCode,
      lookUpGuestOrder: checkout.lookUpGuestOrder,
      writeReview: reviews.write,
      reviewProducts: reviews.products,
      editMyReview: reviews.editMine,
      deleteMyReview: reviews.deleteMine,
      prepareReturn: returns.prepareReturn,
      requestReturn: returns.requestReturn,
      viewReturns: returns.viewReturns,
    }),
    [
      TOKENS.ViewLayout,
      TOKENS.ViewHomePage,
      TOKENS.ViewListingPage,
      TOKENS.ViewProductPage,
      TOKENS.ViewNotFoundPage,
      TOKENS.ViewHelpCentre,
      TOKENS.ViewStoreLocations,
      TOKENS.ReadContentPage,
      TOKENS.ListLocaleCatalogue,
      TOKENS.ResolveSignedInCustomer,
      TOKENS.Accounts,
      TOKENS.Checkout,
      TOKENS.Reviews,
      TOKENS.Returns,
    ],
  );
});

/**
 * The web's composition root: the shared bindings and the web's own. The one-process host
 * (@storefront/server) loads `webModule` beside the API's module in a container of its own, so
 * the pages and /api resolve the same singletons (one database).
 */
export function createWebContainer(config: Config, runtime: Runtime): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(storefrontModule(config, runtime), webModule);
  return container;
}
