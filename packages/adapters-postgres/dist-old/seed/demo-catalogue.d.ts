import type { Database } from '../database/database.js';
import { type CatalogueOptions } from './catalogue-generator.js';
export { regionalPrice } from './catalogue-generator.js';
export declare const DEMO_CATALOGUE_KEY = "demo_catalogue";
export interface SeedProgress {
    readonly done: number;
    readonly total: number;
}
export interface SeedOutcome {
    readonly seeded: boolean;
    readonly products: number;
}
/** How big a catalogue to seed (about 1,500 products by default) and from which seed. */
export type SeedOptions = CatalogueOptions;
/**
 * Seeds the demo catalogue once, in one transaction, so no half catalogue is ever visible: a
 * database that already holds it is left alone and a second start reuses the data. Several
 * processes may start at once on one PostgreSQL server: an advisory lock lets one of them seed.
 */
export declare function seedDemoCatalogue(db: Database, onProgress?: (progress: SeedProgress) => void, options?: SeedOptions): Promise<SeedOutcome>;
//# sourceMappingURL=demo-catalogue.d.ts.map