export * from './shared/errors.js';
export * from './locale/domain/locale.js';
export * from './locale/domain/region.js';
export * from './locale/domain/brand.js';
export * from './catalog/domain/money.js';
export * from './catalog/domain/product.js';
export * from './catalog/ports/catalog.port.js';
export * from './catalog/use-cases/list-featured-products/list-featured-products.use-case.js';
