import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isAlive } from '../database/data-folder-lock.js';
import { openDatabase, type Database, type DatabaseHandle } from '../database/database.js';
import { postgresServerAvailability, TEST_SERVER_URL, withDatabase } from './test-server.js';

/**
 * What a test database starts with: migrated, then filled by `seed`. Within one test run a
 * template is built once per engine and every database that asks for it is a copy.
 */
export interface DatabaseTemplate {
  /** Says what the template holds, in errors and in the name of its key. */
  readonly name: string;
  /** What the seed depends on besides its code (sizes, options): a template differs when they do. */
  readonly inputs?: unknown;
  /** Fills the freshly migrated database. */
  seed(db: Database): Promise<unknown>;
}

/**
 * Nothing but the migrations: what a test database without a named template starts from, and
 * what every other template is built from (a copy of it, then its seed), so that a run creates
 * an empty database and migrates it once per engine.
 */
export const MIGRATED: DatabaseTemplate = { name: 'migrated', seed: async () => undefined };

/** Holds the id of the run whose templates the databases of this process copy. */
export const TEMPLATE_RUN_VARIABLE = 'STOREFRONT_TEST_TEMPLATE_RUN';
/** Server databases that are templates start so, followed by their run's id. */
const TEMPLATE_PREFIX = 'sft_tpl_';
/** A run's templates outlive it only when it was killed; a later run drops them after a day. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** How long a process waits for another one building the template it needs. */
const BUILD_WAIT_MS = 10 * 60 * 1000;

/**
 * The buffer pool of a test's embedded database: its data is a few megabytes, and PostgreSQL
 * clears the whole pool at every start (128 MB by default), which was most of the time it took to
 * open each copy of a template.
 */
export const TEST_PGLITE_SHARED_BUFFERS_MB = 16;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const templatesFolder = join(tmpdir(), 'storefront-test-templates');

/** The run this process belongs to, when its test runner began one. */
export function templateRun(environment: NodeJS.ProcessEnv = process.env): string | undefined {
  const run = environment[TEMPLATE_RUN_VARIABLE];
  return run !== undefined && /^[a-z0-9]+_[a-f0-9]+$/.test(run) ? run : undefined;
}

let migrations: string | undefined;

/** The migrations' own digest: a template built from other migrations is another template. */
function migrationsDigest(): string {
  if (migrations !== undefined) return migrations;
  const hash = createHash('sha256');
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  migrations = hash.digest('hex');
  return migrations;
}

/** The template's key: a digest of the migrations, its name and its inputs. */
export function templateKey(template: DatabaseTemplate): string {
  return createHash('sha256')
    .update(migrationsDigest())
    .update('\0')
    .update(template.name)
    .update('\0')
    .update(JSON.stringify(template.inputs ?? null))
    .digest('hex')
    .slice(0, 12);
}

/**
 * Begins a run of templates for this process and the test processes it starts (a vitest global
 * setup calls it), and returns its end, which drops the run's templates. Templates that killed
 * runs left behind for more than a day go first. Inside a run that an outer runner began, it
 * joins that run and leaves the end to it.
 */
export async function startTemplateRun(): Promise<() => Promise<void>> {
  if (templateRun() !== undefined) return async () => undefined;
  const run = newTemplateRun();
  process.env[TEMPLATE_RUN_VARIABLE] = run;
  await dropTemplates((name) => isStale(name));
  return async () => {
    delete process.env[TEMPLATE_RUN_VARIABLE];
    await endTemplateRun(run);
  };
}

/**
 * A fresh run id, for a runner above the packages' own (`npm test`) that puts it in
 * `STOREFRONT_TEST_TEMPLATE_RUN` for every package's tests, so that they share the run's templates,
 * and calls `endTemplateRun` once they are done.
 */
export function newTemplateRun(): string {
  return `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** Drops the templates of `run`, and those of runs killed more than a day ago. */
export async function endTemplateRun(run: string): Promise<void> {
  await dropTemplates((name) => name.startsWith(`${run}_`) || name === run || isStale(name));
}

function runStartedAt(name: string): number {
  return Number.parseInt(name.split('_')[0] ?? '', 36);
}

function isStale(name: string): boolean {
  const started = runStartedAt(name);
  return Number.isFinite(started) && Date.now() - started > STALE_AFTER_MS;
}

/** Drops the server templates and PGlite folders whose run (the name without the prefix) matches. */
async function dropTemplates(matches: (run: string) => boolean): Promise<void> {
  if (existsSync(templatesFolder)) {
    for (const entry of readdirSync(templatesFolder)) {
      if (matches(entry)) await rm(join(templatesFolder, entry), { recursive: true, force: true });
    }
  }
  if (!(await postgresServerAvailability()).available) return;
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [TEMPLATE_PREFIX]);
    for (const { datname } of rows) {
      if (!matches(datname.slice(TEMPLATE_PREFIX.length))) continue;
      await client.query(`alter database ${datname} is_template false`);
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function isMigrated(template: DatabaseTemplate): boolean {
  return templateKey(template) === templateKey(MIGRATED);
}

async function build(handle: DatabaseHandle, template: DatabaseTemplate): Promise<void> {
  await handle.migrate();
  await template.seed(handle.db);
}

/**
 * The name of the server database that holds `template` for `run`, built by the first process to
 * ask: an advisory lock lets one build while the others wait. A template is ready once it is
 * marked as one, the last step; one left half-built by a killed process is built again.
 */
export async function postgresTemplate(run: string, template: DatabaseTemplate): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${run}_${templateKey(template)}`;
  return withAdmin(async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const { rows } = await client.query<{ datistemplate: boolean }>('select datistemplate from pg_database where datname = $1', [name]);
      if (rows[0]?.datistemplate === true) return name;
      if (rows[0] !== undefined) await client.query(`drop database ${name} with (force)`);
      const base = isMigrated(template) ? undefined : await postgresTemplate(run, MIGRATED);
      await client.query(base === undefined ? `create database ${name}` : `create database ${name} template ${base}`);
      const handle = await openDatabase({ engine: 'postgres', url: withDatabase(TEST_SERVER_URL, name), poolSize: 8 });
      try {
        await build(handle, template);
      } finally {
        await handle.close();
      }
      await client.query(`alter database ${name} with is_template true allow_connections false`);
      return name;
    } catch (error) {
      throw new Error(`The test database template «${template.name}» could not be built on ${TEST_SERVER_URL}: ${(error as Error).message}`, { cause: error });
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    }
  });
}

const pgliteTemplates = new Map<string, Promise<Blob>>();

/**
 * The data folder of an embedded database holding `template` for `run`, as the tarball PGlite
 * opens with `from`. The first process to ask builds it under a lock folder and writes it to the
 * run's folder in the system's temporary directory; the others wait for the file and read it.
 */
export function pgliteTemplate(run: string, template: DatabaseTemplate): Promise<Blob> {
  const key = templateKey(template);
  let loaded = pgliteTemplates.get(key);
  if (loaded === undefined) {
    loaded = loadOrBuildPglite(run, key, template);
    pgliteTemplates.set(key, loaded);
    loaded.catch(() => pgliteTemplates.delete(key));
  }
  return loaded;
}

/** Whether the process that took the lock folder has died without removing it. */
async function abandoned(lock: string): Promise<boolean> {
  const owner = await readFile(join(lock, 'pid'), 'utf8').catch(() => undefined);
  if (owner === undefined) {
    // Taken a moment ago, its owner not written yet; or left by a process killed in that moment.
    const taken = await stat(lock).catch(() => undefined);
    return taken !== undefined && Date.now() - taken.mtimeMs > 30_000;
  }
  const pid = Number.parseInt(owner, 10);
  return Number.isSafeInteger(pid) && pid > 0 && !isAlive(pid);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOrBuildPglite(run: string, key: string, template: DatabaseTemplate): Promise<Blob> {
  const folder = join(templatesFolder, run);
  const file = join(folder, `${key}.tar`);
  const lock = `${file}.lock`;
  await mkdir(folder, { recursive: true });
  const deadline = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    if (existsSync(file)) return new Blob([await readFile(file)]);
    try {
      await mkdir(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await abandoned(lock)) await rm(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Waited ${BUILD_WAIT_MS / 60_000} minutes for another process to build the test database template «${template.name}» (${lock}).`);
      else await pause(250);
      continue;
    }
    try {
      await writeFile(join(lock, 'pid'), `${process.pid}\n`);
      if (existsSync(file)) continue;
      // A fresh embedded database runs initdb (seconds of WebAssembly): only the migrated template does.
      const base = isMigrated(template) ? undefined : await pgliteTemplate(run, MIGRATED);
      const handle = await openDatabase({ engine: 'pglite', sharedBuffersMb: TEST_PGLITE_SHARED_BUFFERS_MB, ...(base === undefined ? {} : { from: base }) });
      let dump: Blob;
      try {
        await build(handle, template);
        dump = await handle.dumpDataDir!();
      } finally {
        await handle.close();
      }
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** For the specs: whether a run's PGlite template file exists. */
export function pgliteTemplateFile(run: string, template: DatabaseTemplate): string | undefined {
  const file = join(templatesFolder, run, `${templateKey(template)}.tar`);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}
