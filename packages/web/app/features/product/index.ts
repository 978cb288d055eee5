/** The product page's public entry (decision 0017). */
export * from './stock-state';
export * from './api/product-page';
export * from './api/product-seo';
export * from './api/review-pages';
export * from './components/product-breadcrumbs';
export * from './components/product-gallery';
export * from './components/product-purchase';
export * from './components/product-reviews';
export * from './components/rating-stars';
export * from './components/related-products';
export * from './components/size-selector';
export * from './components/stock-badge';
