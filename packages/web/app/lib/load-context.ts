import { createContext } from 'react-router';
import type { ListLocaleCatalogue, ViewHomePage, ViewProductPage } from '@storefront/core/catalog';
import type { ReadContentPage, ViewHelpCentre, ViewNotFoundPage, ViewStoreLocations } from '@storefront/core/content';
import type { ViewListingPage } from '@storefront/core/search';
import type { ManageSavedCards } from '@storefront/core/checkout';
import type { ResetPassword, ViewAccount } from '@storefront/core/customer';
import type { LookUpGuestOrder, RequestOrderLookupCode, ViewOrders } from '@storefront/core/order';
import type { DeleteMyReview, EditMyReview, ReviewProducts, WriteReview } from '@storefront/core/reviews';
import type { PrepareReturn, RequestReturn, ViewReturns } from '@storefront/core/returns';
import type { ResolveSignedInCustomer } from '@storefront/core/session';
import type { ViewLayout } from '@storefront/core/shell';

/**
 * What server-side loaders may use: the core's use cases, one per page, handed over by the web
 * composition root. A loader validates its address, calls one use case and maps the Result; it
 * never sees a port, an adapter, the container or the database.
 */
export interface StorefrontServices {
  /** Header, footer, promo bar, the 404 page's cards, popular searches, the store locator's presence. */
  readonly viewLayout: ViewLayout;
  readonly viewHomePage: ViewHomePage;
  /** A category listing or search results, from the address. */
  readonly viewListingPage: ViewListingPage;
  readonly viewProductPage: ViewProductPage;
  readonly viewNotFoundPage: ViewNotFoundPage;
  readonly viewHelpCentre: ViewHelpCentre;
  readonly viewStoreLocations: ViewStoreLocations;
  readonly readContentPage: ReadContentPage;
  /** Everything a locale's store sells, for its sitemap. */
  readonly listLocaleCatalogue: ListLocaleCatalogue;
  /** Who the session cookie signs in to a region: the header's greeting and the account pages. */
  readonly resolveSignedInCustomer: ResolveSignedInCustomer;
  /** What the account pages show of the signed-in customer. */
  readonly viewAccount: ViewAccount;
  /** My Orders: the signed-in customer's own orders and one order's detail with its tax invoice. */
  readonly viewOrders: ViewOrders;
  /** The account's payment methods: the signed-in customer's saved cards in the region. */
  readonly manageSavedCards: ManageSavedCards;
  /** Whether a reset link still works, before the page asks for the new password (`check` only). */
  readonly resetPassword: Pick<ResetPassword, 'check'>;
  /** The guest order lookup's first step: a one-time code by email, one answer whether or not the order exists. */
  readonly requestOrderLookupCode: RequestOrderLookupCode;
  /** The guest order lookup's second step: the code answers the order's detail. */
  readonly lookUpGuestOrder: LookUpGuestOrder;
  /** Whether the signed-in customer may review a product (the product page's form, or why not), and the form posted without a script. */
  readonly writeReview: Pick<WriteReview, 'eligibility' | 'execute'>;
  /** My Reviews with their products, and a delivered order's products to review. */
  readonly reviewProducts: ReviewProducts;
  /** My Reviews' edit and delete posted without a script (the page's scripts send to the API). */
  readonly editMyReview: Pick<EditMyReview, 'execute'>;
  readonly deleteMyReview: Pick<DeleteMyReview, 'execute'>;
  /** The return form of an order (a customer's, or a guest's through the lookup's grant). */
  readonly prepareReturn: PrepareReturn;
  /** Asking for a return: the form's submission, idempotent by its key. */
  readonly requestReturn: RequestReturn;
  /** My Returns and one return's detail. */
  readonly viewReturns: ViewReturns;
}

/** The typed key under which each request's router context carries the services. */
export const storefrontContext = createContext<StorefrontServices>();
