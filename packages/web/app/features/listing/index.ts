/** The listing's public entry (decision 0017). */
export * from './category-links';
export * from './listing-handle';
export * from './listing-url';
export * from './price-band-label';
export * from './search-listing';
export * from './components/category-list';
export * from './components/listing-view';
export * from './components/product-tile';
