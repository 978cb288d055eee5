/** The wish-list panel, loaded when its drawer first opens (decision 0017). */
export { WishlistPanel } from '../components/wishlist-panel';
