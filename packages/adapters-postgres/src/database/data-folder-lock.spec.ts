import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderLockedError, lockDataFolder } from './data-folder-lock.js';

const folders: string[] = [];
function aDataFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second owner while the first process lives', async () => {
    const dir = aDataFolder();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'storefront.lock'), `${other.pid}\n`);

      expect(() => lockDataFolder(dir)).toThrow(DataFolderLockedError);
      expect(() => lockDataFolder(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = aDataFolder();
    writeFileSync(join(dir, 'storefront.lock'), '999999999\n');

    const lock = lockDataFolder(dir);

    expect(existsSync(lock.path)).toBe(true);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses to open the same folder twice within one process', () => {
    const dir = aDataFolder();
    const lock = lockDataFolder(dir);

    expect(() => lockDataFolder(dir)).toThrow(DataFolderLockedError);
    lock.release();
  });
});
