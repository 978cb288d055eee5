export { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './database/database.js';
export { DataFolderLockedError, lockDataFolder, type DataFolderLock } from './database/data-folder-lock.js';
export { PostgresCatalog } from './catalog/postgres-catalog.adapter.js';
export { importCatalogue, type ImportOptions } from './import/import-catalogue.js';
export type {
  CatalogueImport,
  CatalogueSource,
  FacetColumn,
  ImportBrand,
  ImportCategory,
  ImportContentEntry,
  ImportCustomer,
  ImportFacetLabel,
  ImportOutcome,
  ImportPrice,
  ImportProduct,
  ImportProgress,
  ImportPromotion,
  ImportRegion,
  ImportReview,
  ImportStoreLocation,
  ImportVariant,
} from './import/catalogue-import.js';
export { PostgresCartStore } from './cart/postgres-cart.adapter.js';
export { PostgresWishlistStore } from './wishlist/postgres-wishlist.adapter.js';
export { PostgresSessionStore } from './session/postgres-session-store.adapter.js';
export { PostgresCustomers } from './customer/postgres-customer.adapter.js';
export { hashPassword, verifyPassword, SCRYPT_PARAMETERS } from './customer/password-hash.js';
export { PostgresCustomerStore } from './customer/postgres-customer-store.adapter.js';
export { NodeAccountSecrets } from './customer/node-account-secrets.js';
export { PostgresContent } from './content/postgres-content.adapter.js';
export { PostgresOrders, type PostgresOrdersOptions } from './order/postgres-order.adapter.js';
export { PostgresOrderStore } from './order/postgres-order-store.adapter.js';
export { PostgresCheckoutStore } from './checkout/postgres-checkout-store.adapter.js';
export { PostgresSavedCardStore } from './checkout/postgres-saved-card-store.adapter.js';
export { PostgresReturnStore } from './returns/postgres-return-store.adapter.js';
export { PostgresReviews, DEFAULT_REVIEW_PAGE_SIZE, type PostgresReviewsOptions, type ReviewStatus } from './reviews/postgres-review.adapter.js';
export { PostgresSearch } from './search/postgres-search.adapter.js';
export { PostgresSearchSynonyms } from './search/postgres-search-synonyms.adapter.js';
export { refreshSearchIndex } from './search/refresh-search-index.js';
export { PostgresOutbox, OUTBOX_DEFAULTS, retryDelayMs, UndeliverableMessage, type OutboxMessage, type OutboxOptions, type DeliveryOutcome, type DeliveryReport } from './outbox/postgres-outbox.js';
export { cartTokenHash } from './cart/postgres-cart.adapter.js';
export { PostgresOutboxWriter } from './outbox/postgres-outbox-writer.js';
export { PostgresMailbox, type PostgresMailboxOptions } from './mailbox/postgres-mailbox.js';
