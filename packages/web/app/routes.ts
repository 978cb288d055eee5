import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { CONTENT_PAGE_SLUGS } from '@storefront/core/content';

export default [
  index('routes/locale-redirect.tsx'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/:file', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/brand-home.tsx', { id: 'routes/home' }),
    route('miss-l', 'routes/brand-home.tsx', { id: 'routes/missl-home' }),
    route('waves', 'routes/brand-home.tsx', { id: 'routes/waves-home' }),
    route('search', 'routes/search.tsx'),
    route('miss-l/search', 'routes/search.tsx', { id: 'routes/missl-search' }),
    route('waves/search', 'routes/search.tsx', { id: 'routes/waves-search' }),
    route('p/:slug', 'routes/product.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('miss-l/cart', 'routes/cart.tsx', { id: 'routes/missl-cart' }),
    route('store-locations', 'routes/store-locations.tsx'),
    route('miss-l/store-locations', 'routes/store-locations.tsx', { id: 'routes/missl-store-locations' }),
    route('sign-up', 'routes/sign-up.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('account', 'routes/account.tsx', [
      index('routes/account-overview.tsx'),
      route('my-details', 'routes/account-details.tsx'),
      route('address-book', 'routes/account-addresses.tsx'),
      route('newsletter', 'routes/account-newsletter.tsx'),
      route('my-wishlist', 'routes/account-wishlist.tsx'),
      route('my-orders', 'routes/account-my-orders.tsx'),
      route('payment-methods', 'routes/account-payment-methods.tsx'),
      route('my-reviews', 'routes/account-my-reviews.tsx'),
      // My Returns and a return's page; an order's return form (decision 1350).
      route('my-returns', 'routes/account-my-returns.tsx'),
      route('my-returns/:reference', 'routes/account-return.tsx'),
      route('orders/:reference/return', 'routes/account-return-form.tsx'),
      // Where the order emails lead a customer (`orderLinks`): an order and its tax invoice.
      route('orders/:reference', 'routes/account-order.tsx'),
      route('orders/:reference/invoice', 'routes/account-order-invoice.tsx'),
    ]),
    // Where the order emails lead a guest: the order number filled in, then a code by email.
    route('order-lookup', 'routes/order-lookup.tsx'),
    // A guest's return form, posted with the lookup's grant (decision 1350).
    route('order-lookup/return', 'routes/order-lookup-return.tsx'),
    // The cart's checkout_url, and where the payment provider's page sends the shopper back.
    route('checkout', 'routes/checkout.tsx'),
    route('checkout/return', 'routes/checkout-return.tsx'),
    route('help-centre', 'routes/help-centre.tsx', { id: 'routes/help-centre' }),
    route('help-centre/:topic', 'routes/help-centre.tsx', { id: 'routes/help-centre-topic' }),
    // Content pages by slug, each at its own address so none shadows a category (decision 0621).
    ...CONTENT_PAGE_SLUGS.map((slug) => route(slug, 'routes/content-page.tsx', { id: `routes/page-${slug}` })),
    // Every other path below the locale is a listing: categories in either language, a brand
    // prefix, shortcut filters and a trailing price range; the loader answers 404 for the rest.
    route('*', 'routes/listing.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
