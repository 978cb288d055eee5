import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process already owns an embedded database folder. */
export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${ownerPid}. ` +
        'An embedded (PGlite) database can be opened by one process only; ' +
        'stop the other server, or give this one another DATA_DIR, or use DATABASE_URL for a PostgreSQL server.',
    );
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  readonly path: string;
  release(): void;
}

const LOCK_FILE = 'storefront.lock';

/** Whether a process of that id is running (the embedded lock's and the test templates' owners). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the folder for this process. PGlite silently loses writes when two processes
 * open one folder, so a second server must stop at once. A lock left by a process
 * that has died is taken over.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readOwner(path) === process.pid) rmSync(path, { force: true });
      };
      process.once('exit', release);
      return { path, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw new DataFolderLockedError(dataDir, owner);
      }
      if (owner === process.pid) throw new DataFolderLockedError(dataDir, owner);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
