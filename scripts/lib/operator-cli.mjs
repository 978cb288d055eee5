// What the merchant's command-line tools (`npm run orders`, `returns`, `reviews`) share: reading the
// command line with its usage, the region of a reference, and the store's use cases opened through
// the composition on the configured database (DATA_DIR or DATABASE_URL). Exit codes: 0 done, 1
// refused or failed, 2 a command line to fix, 3 a service that did not answer (try again).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { root } from './pnpm.mjs';

export const REGIONS = ['sa', 'ae', 'eg'];

/** Stops with the usage and exit code 2: a command line to fix. */
export function usageError(message, usage) {
  console.error(`✖ ${message}\n\n${usage}`);
  process.exit(2);
}

/** The command, its argument and options; `--help` prints the usage, nothing at all prints it and exits 2. */
export function readCommand(usage, options, commands) {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { ...options, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    usageError(error.message, usage);
  }
  const { values, positionals } = parsed;
  const [command, argument] = positionals;
  if (values.help || command === undefined) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  if (!commands.includes(command)) usageError(`Unknown command “${command}”.`, usage);
  return { command, argument, values };
}

/** The region `--region` names, else the one a reference starts with (SA-…, AE-…, EG-…), else KSA. */
export function regionOf(named, reference) {
  const region = named ?? reference?.split('-', 1)[0]?.toLowerCase() ?? 'sa';
  if (!REGIONS.includes(region)) {
    console.error(`✖ No region “${region}”: name one with --region sa|ae|eg.`);
    process.exit(2);
  }
  return region;
}

/**
 * The store's container on the configured database. With the embedded database a running server
 * holds it: the message then points to the operator API (`readmeSection` names its README section).
 */
export async function openStore(readmeSection) {
  const entries = { composition: 'packages/composition/dist/index.js', api: 'packages/api/dist/index.js' };
  if (!Object.values(entries).every((entry) => existsSync(join(root, entry)))) {
    console.error('✖ The storefront is not built: run `npm run pnpm -- exec turbo run build` first (or `npm start` once).');
    process.exit(1);
  }
  const { loadConfigOrExit, openRuntime, TOKENS } = await import(pathToFileURL(join(root, entries.composition)).href);
  const { createApiContainer } = await import(pathToFileURL(join(root, entries.api)).href);
  const config = loadConfigOrExit();
  let runtime;
  try {
    runtime = await openRuntime(config, { report: () => {} });
  } catch (error) {
    console.error(`✖ ${error.message}`);
    if (error.name === 'DataFolderLockedError') console.error(`  The running server holds the database: use the operator API (README, “${readmeSection}”) instead.`);
    process.exit(1);
  }
  return { config, TOKENS, container: createApiContainer(config, runtime), runtime };
}

/** Runs the command's work, then closes the database and exits with the code the work answered (1 on a throw). */
export async function runAndExit(runtime, work) {
  let exitCode = 0;
  try {
    exitCode = (await work()) ?? 0;
  } catch (error) {
    console.error(`✖ ${error.message}`);
    exitCode = 1;
  } finally {
    await runtime.close();
  }
  process.exit(exitCode);
}

/** An amount as the tools print it: `1234.50 SAR`. */
export const money = ({ amountMinor, currency }) => `${(amountMinor / 100).toFixed(2)} ${currency}`;
