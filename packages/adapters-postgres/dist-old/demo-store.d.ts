import type { Database } from './database/database.js';
import { type SeedOptions, type SeedOutcome, type SeedProgress } from './seed/demo-catalogue.js';
export interface DemoStoreOutcome extends SeedOutcome {
    /** Products in the search index after a fresh seed; absent when the store was already there. */
    readonly indexed?: number;
}
/**
 * Everything a fresh store needs to be browsed: the demo catalogue, its editorial content and the
 * search index over it, and the demo coupons. A database that already holds the catalogue is left
 * as it is, except that demo coupons it lacks are added (a code it has is never changed).
 */
export declare function seedDemoStore(db: Database, onProgress?: (progress: SeedProgress) => void, options?: SeedOptions & {
    readonly onStage?: (stage: 'content' | 'search-index') => void;
}): Promise<DemoStoreOutcome>;
//# sourceMappingURL=demo-store.d.ts.map