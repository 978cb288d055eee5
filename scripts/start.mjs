#!/usr/bin/env node
// `npm start`: from a fresh clone to a running store. Installs, builds, then starts the server,
// which migrates the database and seeds the demo catalogue on first run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pnpm, root, step } from './lib/pnpm.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`✖ Node ${process.versions.node} is too old: the storefront needs Node 20.19 or newer.`);
  process.exit(1);
}

step('Installing dependencies');
pnpm(['install', '--frozen-lockfile']);

step('Building the storefront');
pnpm(['exec', 'turbo', 'run', 'build', '--filter=@storefront/server...', '--output-logs=errors-only'], {
  env: { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
});

step('Starting the server');
const server = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  // One glibc malloc arena: image renders free their memory where the next one finds it, instead of
  // leaving some hundred megabytes in each thread's arena (decision 0916). Ignored off glibc.
  env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
