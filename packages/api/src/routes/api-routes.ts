import type { ApiRoute } from '../http/api-route.js';
import { ACCOUNT_ROUTES } from './account/account.routes.js';
import { AUTH_ROUTES } from './account/auth.routes.js';
import { CART_ROUTES } from './cart/cart.routes.js';
import { CATALOG_ROUTES } from './catalog/catalog.routes.js';
import { CHECKOUT_ROUTES } from './checkout/checkout.routes.js';
import { ORDER_ROUTES } from './orders/orders.routes.js';
import { OPERATOR_ROUTES } from './operator/operator.routes.js';
import { OPERATOR_REVIEW_ROUTES } from './operator/operator-reviews.routes.js';
import { OPERATOR_FLAGGED_ROUTE, OPERATOR_RETURN_ROUTES } from './operator/operator-returns.routes.js';
import { RETURN_ROUTES } from './returns/returns.routes.js';
import { REVIEW_ROUTES } from './reviews/reviews.routes.js';
import { SEARCH_ROUTES } from './search/search.routes.js';
import { WISHLIST_ROUTES } from './wishlist/wishlist.routes.js';

/** Every `/api` operation the routes register, in the order the document lists them. */
export const API_ROUTES: readonly ApiRoute[] = [
  ...Object.values(CATALOG_ROUTES),
  ...Object.values(SEARCH_ROUTES),
  ...Object.values(CART_ROUTES),
  ...Object.values(CHECKOUT_ROUTES),
  ...Object.values(WISHLIST_ROUTES),
  ...Object.values(AUTH_ROUTES),
  ...Object.values(ACCOUNT_ROUTES),
  ...Object.values(ORDER_ROUTES),
  ...Object.values(REVIEW_ROUTES),
  ...Object.values(RETURN_ROUTES),
  ...Object.values(OPERATOR_ROUTES),
  ...Object.values(OPERATOR_REVIEW_ROUTES),
  ...Object.values(OPERATOR_RETURN_ROUTES),
  OPERATOR_FLAGGED_ROUTE,
];
