export { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './database/database.js';
export { DataFolderLockedError, lockDataFolder, type DataFolderLock } from './database/data-folder-lock.js';
export { PostgresCatalog } from './catalog/postgres-catalog.adapter.js';
export { seedDemoCatalogue, type SeedOutcome, type SeedProgress } from './seed/demo-catalogue.js';
export { progressBar } from './seed/progress-bar.js';
export { PostgresCart, type PostgresCartOptions } from './cart/postgres-cart.adapter.js';
export { PostgresWishlist } from './wishlist/postgres-wishlist.adapter.js';
