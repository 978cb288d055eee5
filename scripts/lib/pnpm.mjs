// Finds or bootstraps the pnpm version pinned in package.json#packageManager,
// so that a fresh machine with only Node and npm can run the project.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
export const pnpmVersion = manifest.packageManager.replace(/^pnpm@/, '');

const isWindows = process.platform === 'win32';

function installedPnpmMatches() {
  const probe = spawnSync(isWindows ? 'pnpm.cmd' : 'pnpm', ['--version'], { encoding: 'utf8' });
  return probe.status === 0 && probe.stdout.trim() === pnpmVersion;
}

let command;
function pnpmCommand() {
  if (command) return command;
  command = installedPnpmMatches()
    ? { file: isWindows ? 'pnpm.cmd' : 'pnpm', prefix: [] }
    : { file: isWindows ? 'npm.cmd' : 'npm', prefix: ['exec', '--yes', `pnpm@${pnpmVersion}`, '--'] };
  return command;
}

/** Runs pnpm with the given arguments in the repository root; exits the process on failure. */
export function pnpm(args, options = {}) {
  const { file, prefix } = pnpmCommand();
  const result = spawnSync(file, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false', ...options.env },
  });
  if (result.status !== 0 && !options.allowFailure) {
    console.error(`\n✖ pnpm ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

/** Announces a step so long work shows progress. */
export function step(title) {
  console.log(`\n\u25B6 ${title}`);
}
