import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A key of the server: the configured value, else 32 random bytes generated once into `file` in
 * the data folder (mode 0600), so what was signed with it stays valid across restarts. Copies of
 * the API behind one load balancer must share the configured value instead.
 */
export function serverSecret(configured: string | undefined, dataDir: string, file: string): Buffer {
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  const path = join(dataDir, file);
  try {
    return Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: of two processes starting together, one writes and the other reads what it wrote.
    writeFileSync(path, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(path, 'utf8').trim(), 'hex');
}
