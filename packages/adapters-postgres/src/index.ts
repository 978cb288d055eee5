export { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './database/database.js';
export { DataFolderLockedError, lockDataFolder, type DataFolderLock } from './database/data-folder-lock.js';
export { PostgresCatalog } from './catalog/postgres-catalog.adapter.js';
export { seedDemoCatalogue, type SeedOptions, type SeedOutcome, type SeedProgress } from './seed/demo-catalogue.js';
export { progressBar } from './seed/progress-bar.js';
export { PostgresCartStore } from './cart/postgres-cart.adapter.js';
export { PostgresWishlistStore } from './wishlist/postgres-wishlist.adapter.js';
export { PostgresCustomers } from './customer/postgres-customer.adapter.js';
export { hashPassword, verifyPassword } from './customer/password-hash.js';
export { PostgresContent } from './content/postgres-content.adapter.js';
export { seedDemoContent, demoContentRows } from './content/demo-content.js';
export {
  PostgresOrders,
  type PlaceOrderInput,
  type PlaceOrderLine,
  type PlacedOrder,
  type PlaceOrderError,
  type InsufficientStockError,
  type PostgresOrdersOptions,
} from './order/postgres-order.adapter.js';
export { PostgresReturns } from './returns/postgres-return.adapter.js';
export { PostgresReviews, DEFAULT_REVIEW_PAGE_SIZE, type PostgresReviewsOptions, type ReviewStatus } from './reviews/postgres-review.adapter.js';
export { PostgresSearch } from './search/postgres-search.adapter.js';
export { refreshSearchIndex } from './search/refresh-search-index.js';
export { seedDemoStore, type DemoStoreOutcome } from './demo-store.js';
export { PostgresOutbox, OUTBOX_DEFAULTS, retryDelayMs, type OutboxMessage, type OutboxOptions, type DeliveryReport } from './outbox/postgres-outbox.js';
export { cartTokenHash } from './cart/postgres-cart.adapter.js';
export { PostgresOutboxWriter } from './outbox/postgres-outbox-writer.js';
export { seedDemoPromotions, demoPromotionRows } from './promotions/demo-promotions.js';
