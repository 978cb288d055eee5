/** The wish list's public entry; its panel loads through lazy/ (decision 0017). */
export * from './use-wishlist';
export * from './wishlist-actions';
export * from './wishlist-store';
export * from './components/wishlist-toggle';
