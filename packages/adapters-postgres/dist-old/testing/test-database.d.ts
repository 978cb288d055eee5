import { type DatabaseHandle } from '../database/database.js';
export type Engine = 'pglite' | 'postgres';
/** The server that integration tests create their throwaway databases on. */
export declare const TEST_SERVER_URL: string;
export interface ServerAvailability {
    readonly available: boolean;
    readonly reason?: string;
}
/** Whether a PostgreSQL server answers at TEST_SERVER_URL; asked once per process. */
export declare function postgresServerAvailability(): Promise<ServerAvailability>;
export interface TestDatabase {
    readonly handle: DatabaseHandle;
    /** The connection string of the throwaway server database; absent for PGlite. */
    readonly url?: string;
    dispose(): Promise<void>;
}
/**
 * A migrated, empty database on the chosen engine: PGlite in memory, or a throwaway database
 * on the PostgreSQL server that `dispose` drops again.
 */
export declare function createTestDatabase(engine: Engine): Promise<TestDatabase>;
//# sourceMappingURL=test-database.d.ts.map