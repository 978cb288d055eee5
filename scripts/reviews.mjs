#!/usr/bin/env node
// `npm run reviews -- pending | publish <id> | reject <id>`: the merchant moderates reviews from the
// command line, through the same use case as the operator API (ModerateReviews, decision 1341): the
// queue of every region's pending reviews, oldest first, and the two moves. It opens the configured
// database (DATA_DIR or DATABASE_URL) through the composition: with the embedded database a running
// server holds it, so use the operator API then.
import { openStore, readCommand, runAndExit, usageError } from './lib/operator-cli.mjs';

const USAGE = `Usage:
  npm run reviews -- pending         the reviews awaiting moderation, oldest first
  npm run reviews -- publish <id>    publish a review: listed on its product page and counted in its stars
  npm run reviews -- reject <id>     reject a review: neither listed nor counted (a published one is withdrawn)`;

const MOVES = ['publish', 'reject'];

const { command, argument: id } = readCommand(USAGE, {}, [...MOVES, 'pending']);
if (MOVES.includes(command) && id === undefined) usageError(`${command} needs the review's id (as \`pending\` lists it).`, USAGE);

const { TOKENS, container, runtime } = await openStore('Reviews');
const { moderate } = container.get(TOKENS.Reviews);
const oneLine = (text, width) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
};

await runAndExit(runtime, async () => {
  let exitCode = 0;
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
  return exitCode;
});
