/** The wish list's public entry; its panel loads through lazy/ (decision 0017). */
export * from './controls/use-wishlist';
export * from './wishlist-actions';
export * from './wishlist-store';
export * from './controls/wishlist-toggle';
