import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';

const serverMain = fileURLToPath(new URL('../../server/dist/main.js', import.meta.url));

/** Starts a second server process and waits for it to stop by itself. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverMain], {
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', REDIS_URL: '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the server did not stop by itself; stderr: ${stderr}`));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test.describe('server start', () => {
  test('a second server on the same data folder exits at once and says why', async () => {
    const { code, stderr } = await startServer({ DATA_DIR: process.env.STOREFRONT_E2E_DATA_DIR!, PORT: '0' });

    expect(code).toBe(1);
    expect(stderr).toContain('is in use by process');
    expect(stderr).toContain('DATABASE_URL');
  });

  test('an invalid setting stops the start with a message naming it', async () => {
    const { code, stderr } = await startServer({ PORT: 'eighty', LOG_LEVEL: 'chatty' });

    expect(code).toBe(1);
    expect(stderr).toContain('PORT: must be a whole number');
    expect(stderr).toContain('LOG_LEVEL: must be one of');
  });
});
