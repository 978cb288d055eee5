/**
 * The `@storefront/core/catalog` entry.
 * Products, SKUs, money and the catalogue's use cases (home page, product page, featured products).
 */
export * from './domain/money.js';
export * from './domain/product.js';
export * from './domain/product-kind.js';
export * from './domain/sku.js';
export * from './domain/product-detail.js';
export * from './domain/product-slug.js';
export * from './errors.js';
export * from './ports/catalog.port.js';
export * from './use-cases/list-featured-products/list-featured-products.use-case.js';
export * from './use-cases/read-catalogue/read-catalogue.use-case.js';
export * from './use-cases/view-home-page/view-home-page.use-case.js';
export * from './use-cases/view-product-page/view-product-page.use-case.js';
export * from './use-cases/list-locale-catalogue/list-locale-catalogue.use-case.js';
