// @storefront/core is a package a backend service installs (decision 0810). This packs it as a
// release would, installs the tarball into a throwaway project outside the workspace, and has that
// project type-check and run a service's use of three rules through the per-context entries.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const coreDir = join(repoRoot, 'packages', 'core');
const consumerSource = fileURLToPath(new URL('./fixtures/core-consumer/consumer.ts', import.meta.url));
/** The compilers, run by path: the throwaway project installs nothing but the core. */
const compiler = (from: string) => join(require.resolve('typescript/package.json', { paths: [from] }), '..', 'bin', 'tsc');
/** The core's own: TypeScript 7, which builds the package (decision 1440). */
const buildTsc = compiler(coreDir);
/** A service's: the TypeScript 5 of the workspace's tools, so the declarations are proven for the compiler most services still run. */
const serviceTsc = compiler(repoRoot);

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly exports: Readonly<Record<string, string | { readonly types: string; readonly default: string }>>;
  readonly dependencies: Readonly<Record<string, string>>;
}

const manifest = JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8')) as Manifest;
/** The workspace's own entry for other packages' tests: built there, never packed (decision 1280). */
const WORKSPACE_ONLY = './test-support';
const entries = Object.keys(manifest.exports)
  .filter((subpath) => subpath !== './package.json' && subpath !== WORKSPACE_ONLY)
  .map((subpath) => `${manifest.name}/${subpath.slice(2)}`);

function run(command: string, args: readonly string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

let work: string;
let project: string;
let tarball: string;
let packedFiles: readonly string[];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'storefront-core-pack-'));
  // Build and pack a copy of the package: the workspace's dist/, which other tasks read meanwhile, is left alone.
  const stage = join(work, 'stage');
  mkdirSync(stage);
  for (const file of ['package.json', 'README.md']) cpSync(join(coreDir, file), join(stage, file));
  cpSync(join(coreDir, 'src'), join(stage, 'src'), { recursive: true });
  // The compiler finds zod, neverthrow and libphonenumber-js where the workspace installed them; npm pack leaves them out.
  symlinkSync(join(coreDir, 'node_modules'), join(stage, 'node_modules'), 'dir');
  writeFileSync(
    join(stage, 'tsconfig.build.json'),
    JSON.stringify({ extends: join(coreDir, 'tsconfig.build.json'), compilerOptions: { rootDir: 'src', outDir: 'dist' }, include: ['src'], exclude: ['src/**/*.spec.ts', 'src/**/test-support/**'] }),
  );
  // Emitted as the package's own build emits it (`--noCheck`): its types are checked by its typecheck task.
  run(process.execPath, [buildTsc, '-p', 'tsconfig.build.json', '--noCheck'], stage);
  const packed = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], stage)) as { filename: string; files: { path: string }[] }[];
  const [pack] = packed;
  if (!pack) throw new Error('npm pack made no tarball');
  tarball = join(work, pack.filename);
  packedFiles = pack.files.map((file) => file.path);

  // The service: a project of its own in the system's temp directory, far from the workspace's node_modules.
  project = join(work, 'service');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'returns-service', version: '1.0.0', private: true, type: 'module' }, null, 2));
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2023',
          // DOM stands in for @types/node, which a service would have: zod's declarations use the URL global.
          lib: ['ES2023', 'DOM'],
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          verbatimModuleSyntax: true,
          types: [],
          // The core's declarations are checked too, with those of zod and neverthrow they use.
          skipLibCheck: false,
          rootDir: 'src',
          outDir: 'build',
        },
        include: ['src'],
      },
      null,
      2,
    ),
  );
  mkdirSync(join(project, 'src'));
  cpSync(consumerSource, join(project, 'src', 'consumer.ts'));
  // The README's example of a service must compile against the package it describes.
  const example = /```ts\n([\s\S]*?)```/.exec(readFileSync(join(coreDir, 'README.md'), 'utf8'))?.[1];
  if (!example) throw new Error("packages/core/README.md has no TypeScript example");
  writeFileSync(join(project, 'src', 'readme-example.ts'), example);
  // Every entry, imported whole: each must resolve for the compiler and for Node.
  writeFileSync(
    join(project, 'src', 'entries.ts'),
    `${entries.map((entry, index) => `import * as entry${index} from '${entry}';`).join('\n')}\n` +
      `export const entries = { ${entries.map((entry, index) => `'${entry}': entry${index}`).join(', ')} };\n`,
  );
  run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], project);
}, 170_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('@storefront/core as an installed package', () => {
  it('is publishable: public, versioned, and its tarball holds the README and the code and types of every entry', () => {
    expect(manifest.private).toBeUndefined();
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(packedFiles).toContain('README.md');
    expect(packedFiles).toContain('package.json');
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath === './package.json' || subpath === WORKSPACE_ONLY) continue;
      expect(typeof target).toBe('object');
      if (typeof target === 'string') continue;
      expect(packedFiles).toContain(target.types.slice(2));
      expect(packedFiles).toContain(target.default.slice(2));
    }
    expect(packedFiles.filter((file) => /\.spec\.|test-support/.test(file))).toEqual([]);
  });

  it('installs with its own dependencies only, outside the workspace', () => {
    expect(relative(repoRoot, project).startsWith('..')).toBe(true);
    const installed = join(project, 'node_modules', ...manifest.name.split('/'));
    expect(existsSync(join(installed, 'package.json'))).toBe(true);
    for (const dependency of Object.keys(manifest.dependencies)) {
      expect(existsSync(join(project, 'node_modules', dependency, 'package.json')), dependency).toBe(true);
    }
    expect(readdirSync(join(project, 'node_modules', '@storefront'))).toEqual(['core']);
  });

  // TypeScript 5 also emits the service's build/, which the next tests run.
  it.each([
    ['TypeScript 5', serviceTsc, []],
    ['TypeScript 7', buildTsc, ['--noEmit']],
  ])('type-checks a service that imports the per-context entries, and the README example (strict, NodeNext), with %s', (_, tsc, flags) => {
    const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', ...flags], { cwd: project, encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('loads every entry in Node', () => {
    const script = `const m = await import('./build/entries.js'); console.log(JSON.stringify(Object.fromEntries(Object.entries(m.entries).map(([k, v]) => [k, Object.keys(v).length]))));`;
    const counts = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: project, encoding: 'utf8' })) as Record<string, number>;
    expect(Object.keys(counts).sort()).toEqual([...entries].sort());
    for (const [entry, count] of Object.entries(counts)) expect(count, entry).toBeGreaterThan(0);
  }, 20_000);

  it('has no single entry: the package itself cannot be imported, only its contexts', () => {
    expect(manifest.exports['.']).toBeUndefined();
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', `await import('${manifest.name}')`], { cwd: project, encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
  }, 20_000);

  it('answers as the rules say: phone numbers of each region, a price-range path, return eligibility', () => {
    const output = execFileSync(process.execPath, ['build/consumer.js'], { cwd: project, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual({
      phones: [
        { region: 'sa', valid: { e164: '+966501234567' }, invalid: { error: 'PHONE_OTHER_COUNTRY' } },
        { region: 'ae', valid: { e164: '+971501234567' }, invalid: { error: 'PHONE_INVALID_FOR_REGION' } },
        { region: 'eg', valid: { e164: '+201012345678' }, invalid: { error: 'PHONE_TOO_SHORT' } },
      ],
      priceRanges: [
        {
          path: '/ar-sa/rings/500-1000',
          locale: 'ar-sa',
          categories: ['rings'],
          isPriceRangePath: true,
          segment: '500-1000',
          boundsMinor: { min: 50_000, max: 99_999 },
        },
        { path: '/en-eg/under-500', locale: 'en-eg', categories: [], isPriceRangePath: true, segment: 'under-500', boundsMinor: { min: 0, max: 49_999 } },
        { path: '/en-ae/rings', locale: 'en-ae', categories: ['rings'], isPriceRangePath: false, segment: null, boundsMinor: null },
      ],
      returns: {
        inTime: { eligible: true, refund: 'bank-transfer', windowEndsAt: '2026-07-12T12:00:00.000Z' },
        tooLate: { eligible: false, refusals: ['RETURN_WINDOW_CLOSED'] },
        egyptDay20: { eligible: true, refund: 'bank-transfer', windowEndsAt: '2026-07-10T12:00:00.000Z' },
      },
    });
  }, 20_000);
});
