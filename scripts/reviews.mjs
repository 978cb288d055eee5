#!/usr/bin/env node
// `npm run reviews -- pending | publish <id> | reject <id>`: the merchant moderates reviews from the
// command line, through the same use case as the operator API (ModerateReviews, decision 1341): the
// queue of every region's pending reviews, oldest first, and the two moves. It opens the configured
// database (DATA_DIR or DATABASE_URL) through the composition: with the embedded database a running
// server holds it, so use the operator API then.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { root } from './lib/pnpm.mjs';

const USAGE = `Usage:
  npm run reviews -- pending         the reviews awaiting moderation, oldest first
  npm run reviews -- publish <id>    publish a review: listed on its product page and counted in its stars
  npm run reviews -- reject <id>     reject a review: neither listed nor counted (a published one is withdrawn)`;

const MOVES = ['publish', 'reject'];

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
} catch (error) {
  console.error(`✖ ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const [command, id] = positionals;
if (values.help || command === undefined) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
if (![...MOVES, 'pending'].includes(command)) {
  console.error(`✖ Unknown command “${command}”.\n\n${USAGE}`);
  process.exit(2);
}
if (MOVES.includes(command) && id === undefined) {
  console.error(`✖ ${command} needs the review's id (as \`pending\` lists it).\n\n${USAGE}`);
  process.exit(2);
}

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
  if (error.name === 'DataFolderLockedError') console.error('  The running server holds the database: use the operator API (README, “Reviews”) instead.');
  process.exit(1);
}
const { moderate } = createApiContainer(config, runtime).get(TOKENS.Reviews);
const oneLine = (text, width) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

let exitCode = 0;
try {
  if (command === 'pending') {
    const queue = await moderate.pending();
    if (queue.isErr()) throw Object.assign(new Error(queue.error.code), { domain: queue.error });
    if (queue.value.length === 0) console.log('No review awaits moderation.');
    for (const review of queue.value) {
      console.log(
        `${review.id.padStart(8)}  ${review.region}  ${review.createdAt.toISOString().slice(0, 16).replace('T', ' ')}  ${review.sku.padEnd(16)} ${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}  [${review.language}] ${review.authorName}: ${oneLine(`${review.title} — ${review.body}`, 80)}`,
      );
    }
  } else {
    const moved = await moderate.move(id, command);
    if (moved.isErr()) {
      const { code, params } = moved.error;
      console.error(`✖ ${code === 'NOT_FOUND' ? `No review ${id}.` : `${code} ${JSON.stringify(params)}`}`);
      exitCode = code === 'UNAVAILABLE' ? 3 : 1;
    } else {
      console.log(`✔ Review ${moved.value.id} (${moved.value.sku}, ${moved.value.region}) is now ${moved.value.status}.`);
    }
  }
} catch (error) {
  console.error(`✖ ${error.message}`);
  exitCode = 1;
} finally {
  await runtime.close();
}
process.exit(exitCode);
