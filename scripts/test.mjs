#!/usr/bin/env node
// `npm test`: everything, from a fresh clone. Installs what it needs (Debian's Chromium included),
// then lint, layer rules, typecheck, unit and integration tests on both database engines, and the
// browser tests. Under CI=true nothing may be skipped.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pnpm, root, step } from './lib/pnpm.mjs';
import { latestRunSummary, slowestTasks } from './lib/slowest-tasks.mjs';

const ci = process.env.CI === 'true';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const started = Date.now();

function loud(lines) {
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n${lines.map((line) => `! ${line}`).join('\n')}\n${bar}\n`);
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    step("Installing Debian's chromium for the browser tests");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync(chromiumPath)) return true;
  }
  return false;
}

step('Installing dependencies');
pnpm(['install', '--frozen-lockfile']);

const haveChromium = ensureChromium();
if (!haveChromium) {
  const lines = [`No Chromium at ${chromiumPath} and it could not be installed (apt-get as root).`, 'SKIPPING the browser tests.'];
  if (ci) {
    loud([...lines.slice(0, 1), 'CI=true: the browser tests may not be skipped.']);
    process.exit(1);
  }
  loud(lines);
}

// One run of test database templates for every package (decision 0020): a template, the migrated
// empty database included, is built once for the whole command rather than once per package.
const templateRun = process.env.STOREFRONT_TEST_TEMPLATE_RUN ?? `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const ownTemplateRun = process.env.STOREFRONT_TEST_TEMPLATE_RUN === undefined;

/** Drops this command's templates, once the packages' tests are over (adapters-postgres' build has the code). */
async function endTemplates() {
  if (!ownTemplateRun) return;
  const testing = join(root, 'packages', 'adapters-postgres', 'dist', 'testing', 'index.js');
  if (!existsSync(testing)) return;
  const { endTemplateRun } = await import(pathToFileURL(testing).href);
  await endTemplateRun(templateRun);
}

// The browser tests' data folder, seeded by the `e2e:data` task while the packages' tests run, so that
// their server opens it ready (decision 1100); the browser tests' teardown removes it.
const e2eDataDir = process.env.STOREFRONT_E2E_DATA_DIR ?? join(tmpdir(), `storefront-e2e-${randomBytes(8).toString('hex')}`);
const ownE2eDataDir = process.env.STOREFRONT_E2E_DATA_DIR === undefined;

step('Build, lint, layer rules, typecheck, unit and integration tests');
// Three tasks at a time: every task is one busy process (tsc, eslint, one vitest worker), so three keep
// two cores busy; turbo's default of ten starved each of them into timeouts (decision 0022).
const tasks = ['build', 'lint', 'typecheck', 'test', 'lint:layers', 'test:repo', ...(haveChromium ? ['e2e:data'] : [])];
const turboStatus = pnpm(['exec', 'turbo', 'run', ...tasks, '--concurrency=3', '--output-logs=new-only', '--continue=dependencies-successful', '--summarize'], {
  allowFailure: true,
  env: {
    TURBO_TELEMETRY_DISABLED: '1',
    DO_NOT_TRACK: '1',
    FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
    STOREFRONT_TEST_TEMPLATE_RUN: templateRun,
    STOREFRONT_E2E_DATA_DIR: e2eDataDir,
  },
});
await endTemplates();
if (turboStatus !== 0) {
  if (ownE2eDataDir) rmSync(e2eDataDir, { recursive: true, force: true });
  console.error(`\n✖ The build, checks or tests failed (exit ${turboStatus}).`);
  process.exit(turboStatus);
}

const slowest = slowestTasks(latestRunSummary(root));

if (haveChromium) {
  step('Browser tests (Playwright in Debian chromium)');
  const browserStarted = Date.now();
  pnpm(['--filter', '@storefront/web', 'exec', 'playwright', 'test'], { env: { CHROMIUM_PATH: chromiumPath, STOREFRONT_E2E_DATA_DIR: e2eDataDir } });
  slowest.push({ name: 'browser tests (Playwright)', seconds: (Date.now() - browserStarted) / 1000 });
}

console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
const longest = slowest.sort((a, b) => b.seconds - a.seconds).slice(0, 3);
if (longest.length > 0) console.log(`  Slowest: ${longest.map((task) => `${task.name} ${Math.round(task.seconds)} s`).join(', ')}.`);
