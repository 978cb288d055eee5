/** Thrown when another live process already owns an embedded database folder. */
export declare class DataFolderLockedError extends Error {
    readonly dataDir: string;
    readonly ownerPid: number;
    constructor(dataDir: string, ownerPid: number);
}
export interface DataFolderLock {
    readonly path: string;
    release(): void;
}
/**
 * Takes the folder for this process. PGlite silently loses writes when two processes
 * open one folder, so a second server must stop at once. A lock left by a process
 * that has died is taken over.
 */
export declare function lockDataFolder(dataDir: string): DataFolderLock;
//# sourceMappingURL=data-folder-lock.d.ts.map