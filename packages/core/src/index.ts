// shared
export * from './shared/errors.js';
export * from './shared/ports/browser-storage.port.js';
export * from './shared/ports/cache.port.js';
export * from './shared/ports/clock.port.js';
export * from './shared/ports/mailer.port.js';
export * from './shared/ports/rate-limit.port.js';
export * from './shell/errors.js';
export * from './error-catalogue.js';

// locale
export * from './locale/domain/locale.js';
export * from './locale/domain/locale-redirect.js';
export * from './locale/domain/region.js';
export * from './locale/domain/brand.js';
export * from './locale/domain/vat.policy.js';

// catalog
export * from './catalog/domain/money.js';
export * from './catalog/domain/product.js';
export * from './catalog/domain/sku.js';
export * from './catalog/domain/product-detail.js';
export * from './catalog/domain/product-slug.js';
export * from './catalog/errors.js';
export * from './catalog/ports/catalog.port.js';
export * from './catalog/use-cases/list-featured-products/list-featured-products.use-case.js';
export * from './catalog/use-cases/read-catalogue/read-catalogue.use-case.js';
export * from './catalog/use-cases/view-home-page/view-home-page.use-case.js';
export * from './catalog/use-cases/view-product-page/view-product-page.use-case.js';
export * from './catalog/use-cases/list-locale-catalogue/list-locale-catalogue.use-case.js';

// search
export * from './search/errors.js';
export * from './search/domain/facets.js';
export * from './search/domain/facet-values.js';
export * from './search/domain/categories.js';
export * from './search/domain/price-range.js';
export * from './search/domain/suggested-phrases.js';
export * from './search/domain/query-string.js';
export * from './search/domain/listing-params.js';
export * from './search/domain/listing-query.js';
export * from './search/domain/listing-path.js';
export * from './search/domain/sort-mapping.policy.js';
export * from './search/domain/search-request.js';
export * from './search/domain/arabic-normalisation.js';
export * from './search/domain/search-synonyms.js';
export * from './search/domain/search-text.js';
export * from './search/ports/search.port.js';
export * from './search/ports/search-synonyms.port.js';
export * from './search/use-cases/import-search-synonyms/import-search-synonyms.use-case.js';
export * from './search/use-cases/parse-listing-url/parse-listing-url.use-case.js';
export * from './search/use-cases/build-search-request/build-search-request.use-case.js';
export * from './search/use-cases/search-products/search-products.use-case.js';
export * from './search/use-cases/view-listing-page/view-listing-page.use-case.js';

// cart
export * from './cart/errors.js';
export * from './cart/domain/cart.js';
export * from './cart/domain/cart-id.js';
export * from './cart/domain/guest-cart.js';
export * from './cart/domain/guest-cart-expiry.policy.js';
export * from './cart/domain/cart-merge.policy.js';
export * from './cart/domain/inventory-check.js';
export * from './cart/domain/cart-totals.js';
export * from './cart/domain/cart-summary.js';
export * from './cart/domain/line-quantity.policy.js';
export * from './cart/domain/cart-owner.js';
export * from './cart/domain/promotion.js';
export * from './cart/domain/coupon.policy.js';
export * from './cart/domain/variant-choice.js';
export * from './cart/domain/abandoned-cart.js';
export * from './cart/domain/cart-state.js';
export * from './cart/domain/cart-pricing.js';
export * from './cart/domain/cart-aggregate.js';
export * from './cart/ports/cart.port.js';
export * from './cart/ports/cart-store.port.js';
export * from './cart/use-cases/keep-carts/keep-carts.use-case.js';
export * from './cart/use-cases/resolve-cart-id/resolve-cart-id.use-case.js';
export * from './cart/use-cases/decide-login-merge/decide-login-merge.use-case.js';
export * from './cart/use-cases/restore-abandoned-cart/restore-abandoned-cart.use-case.js';
export * from './cart/use-cases/manage-cart/manage-cart.use-case.js';
export * from './cart/use-cases/clear-cart-on-region-change/clear-cart-on-region-change.use-case.js';

// customer
export * from './customer/errors.js';
export * from './customer/domain/customer.js';
export * from './customer/domain/customer-attributes.js';
export * from './customer/domain/login-guard.js';
export * from './customer/domain/phone-number.js';
export * from './customer/ports/customer.port.js';
export * from './customer/use-cases/sign-in/sign-in.use-case.js';

// order, returns, reviews, wishlist, content, events, checkout
export * from './order/domain/order.js';
export * from './order/ports/order.port.js';
export * from './returns/errors.js';
export * from './returns/domain/return-reasons.js';
export * from './returns/domain/refund-route.js';
export * from './returns/domain/return-request.js';
export * from './returns/domain/return-eligibility.policy.js';
export * from './returns/ports/return.port.js';
export * from './returns/use-cases/check-return-eligibility/check-return-eligibility.use-case.js';
export * from './reviews/domain/review.js';
export * from './reviews/domain/review-order.js';
export * from './reviews/domain/review-pages.js';
export * from './reviews/ports/review.port.js';
export * from './wishlist/ports/wishlist.port.js';
export * from './wishlist/ports/wishlist-store.port.js';
export * from './wishlist/domain/wishlist-merge.js';
export * from './wishlist/domain/wishlist-changes.js';
export * from './wishlist/use-cases/keep-wishlists/keep-wishlists.use-case.js';
export * from './wishlist/use-cases/manage-wishlist/manage-wishlist.use-case.js';
export * from './content/domain/content.js';
export * from './content/domain/cached-content.js';
export * from './content/domain/content-page.js';
export * from './content/domain/store-locator.policy.js';
export * from './content/use-cases/read-content-page/read-content-page.use-case.js';
export * from './content/use-cases/view-help-centre/view-help-centre.use-case.js';
export * from './content/use-cases/view-store-locations/view-store-locations.use-case.js';
export * from './content/use-cases/view-not-found-page/view-not-found-page.use-case.js';
export * from './shell/use-cases/view-layout/view-layout.use-case.js';
export * from './content/ports/content.port.js';
export * from './events/domain/marketing-event.js';
export * from './events/domain/cart-update-event.js';
export * from './events/ports/marketing-events.port.js';
export * from './events/ports/outbox.port.js';
export * from './checkout/ports/payment.port.js';
