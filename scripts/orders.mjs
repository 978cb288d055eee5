#!/usr/bin/env node
// `npm run orders -- ship SA-7K2M9Q --carrier Aramex --tracking 1234567890 [--url https://…]`: the
// merchant moves an order on from the command line, through the same use case as the operator API
// (AdvanceOrder): process, ship, deliver, cancel; `list --email x@example.com [--region sa]` lists
// an email's orders. It opens the configured database (DATA_DIR or DATABASE_URL) through the
// composition: with the embedded database a running server holds it, so use the operator API then.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { root } from './lib/pnpm.mjs';

const USAGE = `Usage:
  npm run orders -- process <number>
  npm run orders -- ship <number> --carrier <name> --tracking <number> [--url <tracking address>]
  npm run orders -- deliver <number>
  npm run orders -- cancel <number>
  npm run orders -- list --email <address> [--region sa|ae|eg]
The region is read from the order number (SA-…, AE-…, EG-…) unless --region names it.`;

const MOVES = ['process', 'ship', 'deliver', 'cancel'];
const REGIONS = ['sa', 'ae', 'eg'];

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      carrier: { type: 'string' },
      tracking: { type: 'string' },
      url: { type: 'string' },
      email: { type: 'string' },
      region: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  console.error(`✖ ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = parsed;
const [command, reference] = positionals;
if (values.help || command === undefined) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}
if (![...MOVES, 'list'].includes(command)) {
  console.error(`✖ Unknown command “${command}”.\n\n${USAGE}`);
  process.exit(2);
}
if (command !== 'list' && reference === undefined) {
  console.error(`✖ ${command} needs the order number.\n\n${USAGE}`);
  process.exit(2);
}
if (command === 'list' && values.email === undefined) {
  console.error(`✖ list needs --email.\n\n${USAGE}`);
  process.exit(2);
}
const region = values.region ?? reference?.split('-', 1)[0]?.toLowerCase() ?? 'sa';
if (!REGIONS.includes(region)) {
  console.error(`✖ No region “${region}”: name one with --region sa|ae|eg.`);
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
  if (error.name === 'DataFolderLockedError') console.error('  The running server holds the database: use the operator API (README, “Orders”) instead.');
  process.exit(1);
}
const container = createApiContainer(config, runtime);
const checkout = container.get(TOKENS.Checkout);
// The core's OrderStore port (a registered symbol), for the list of an email's orders.
const orderStore = container.get(Symbol.for('storefront.OrderStore'));
const money = ({ amountMinor, currency }) => `${(amountMinor / 100).toFixed(2)} ${currency}`;

let exitCode = 0;
try {
  if (command === 'list') {
    const orders = await orderStore.list(region, { email: values.email.trim().toLowerCase() });
    if (orders.isErr()) throw Object.assign(new Error(orders.error.code), { domain: orders.error });
    if (orders.value.length === 0) console.log(`No orders for ${values.email} in ${region}.`);
    for (const order of orders.value) console.log(`${order.reference.padEnd(16)} ${order.status.padEnd(14)} ${order.placedAt.toISOString().slice(0, 16).replace('T', ' ')}  ${money(order.totals.total)}`);
  } else {
    const move = command === 'ship' ? { kind: 'ship', tracking: { carrier: values.carrier ?? '', number: values.tracking ?? '', ...(values.url === undefined ? {} : { url: values.url }) } } : { kind: command };
    const origin = config.PUBLIC_ORIGIN ?? `http://127.0.0.1:${config.PORT}`;
    const moved = await checkout.advanceOrder.execute({ region, reference, move, origin });
    if (moved.isErr()) {
      const { code, params } = moved.error;
      const why = {
        NOT_FOUND: `No order ${reference} in ${region}.`,
        ORDER_TRANSITION_REFUSED: `${reference} is ${params.from}: it cannot become ${params.to}.`,
        ORDER_TRACKING_REQUIRED: 'Shipping needs --carrier and --tracking.',
        PAYMENT_PROVIDER_UNAVAILABLE: `The payment provider (${params.provider}) did not answer; nothing changed, try again.`,
      }[code];
      console.error(`✖ ${why ?? `${code} ${JSON.stringify(params)}`}`);
      exitCode = code === 'UNAVAILABLE' || code === 'PAYMENT_PROVIDER_UNAVAILABLE' ? 3 : 1;
    } else {
      const order = moved.value;
      console.log(`✔ ${order.reference} is now ${order.status}${order.tracking === undefined ? '' : ` (${order.tracking.carrier} ${order.tracking.number})`}.`);
    }
  }
} catch (error) {
  console.error(`✖ ${error.message}`);
  exitCode = 1;
} finally {
  await runtime.close();
}
process.exit(exitCode);
