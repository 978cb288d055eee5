#!/usr/bin/env node
// Order placement under a race: 50 concurrent shoppers press "Place order" (cash on delivery) through
// the real API for a few pieces with limited stock, on PGlite (or, when DATABASE_URL is set, a
// throwaway database on that PostgreSQL server, created and dropped). Prints placements per
// second, p50/p95 latency, orders placed, the sold-out answers and the units sold beyond the stock
// there was (oversold: must be 0). Asserts nothing.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { isMain, percentile, printTable } from './lib/measure.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const WEB = { 'content-type': 'application/json', 'x-storefront-client': 'web' };
/** Cash on delivery in KSA takes orders up to 5,000 SAR with its fee and shipping: pieces up to 4,000 SAR. */
const MAX_PRICE_MINOR = 4_000_00;

async function load() {
  const engineDist = `${root}packages/adapters-postgres/dist`;
  const dists = [
    `${engineDist}/index.js`,
    `${engineDist}/testing/index.js`,
    `${root}packages/composition/dist/index.js`,
    `${root}packages/demo-store/dist/index.js`,
    `${root}packages/api/dist/index.js`,
  ];
  if (!dists.every((path) => existsSync(path))) {
    throw new Error('The API is not built: run `npm run pnpm -- exec turbo run build --filter=@storefront/api...` first.');
  }
  const modules = await Promise.all(dists.map((path) => import(pathToFileURL(path).href)));
  return Object.assign({}, ...modules);
}

async function call(base, path, body, cookie) {
  // A connection per press, as 50 shoppers' browsers would have their own.
  const res = await fetch(`${base}/api/${path}`, { method: 'POST', headers: { ...WEB, connection: 'close', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()).response, cookie: res.headers.get('set-cookie')?.split(';')[0] };
}

const zero = { amountMinor: 0, currency: 'SAR' };
const ADDRESS = { firstName: 'Noura', lastName: 'Alharbi', phone: '0501234567', line1: '12 Olaya St', governorate: 'riyadh', city: 'riyadh' };

/**
 * One shopper's order, ready to press: a cart of one unit, and the "Place order" body with the
 * totals the store quotes (read from its answer to zero totals, as the review step learns them).
 */
async function preparedOrder(base, product, email) {
  const created = await call(base, 'cart/createCart', { region: 'sa', locale: 'en-sa', lineItems: [{ productId: product.id, quantity: 1 }] });
  if (created.status !== 200) throw new Error(`createCart answered ${created.status} ${JSON.stringify(created.json)}`);
  const line = created.json.line_items.physical_items[0];
  const body = {
    cartId: created.json.id,
    region: 'sa',
    locale: 'en-sa',
    email,
    delivery: { kind: 'home', method: 'standard', address: ADDRESS },
    method: 'cash-on-delivery',
    agreed: {
      lines: [{ variantId: line.variant_id, sku: line.sku, quantity: 1, unitPrice: line.sale_price }],
      coupons: [],
      totals: { subtotal: zero, discount: zero, shipping: zero, cashOnDeliveryFee: zero, vat: zero, total: zero },
    },
  };
  const quoted = await call(base, 'checkout/place', { ...body, idempotencyKey: `bench-quote-${randomUUID()}` }, created.cookie);
  const totals = quoted.json.params?.changes?.find((change) => change.kind === 'totals-changed');
  if (totals === undefined) throw new Error(`checkout/place answered ${quoted.status} ${JSON.stringify(quoted.json)} to zero totals`);
  return { variantId: product.variantId, cookie: created.cookie, body: { ...body, agreed: { ...body.agreed, totals: totals.to } } };
}

/** Runs `work` over `items`, `width` at a time. */
async function inParallel(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index], index);
      }
    }),
  );
}

async function benchEngine(modules, engine, options) {
  const started = Date.now();
  const progress = (line) => process.stderr.write(`▶ ${line} (${((Date.now() - started) / 1000).toFixed(0)} s so far)\n`);
  const database = await modules.createTestDatabase(engine);
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-checkout-'));
  let app;
  try {
    progress(`Seeding ${options.catalogue} products on ${engine}`);
    await modules.importCatalogue(database.handle.db, modules.demoStore({ products: options.catalogue }));
    const db = database.handle.db;
    const candidates = await modules.stockedProducts(db, 'sa', 60, 10_000);
    // Every shopper of the bench comes from one address: the cart-creation limit (decision 0910) is off here.
    const config = modules
      .loadConfig({ NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', DATA_DIR: dataDir, PORT: '0', RATE_LIMIT_CART_CREATION_PER_CLIENT: 'off' })
      ._unsafeUnwrap();
    const runtime = { database: database.handle, close: async () => undefined };
    const container = modules.createApiContainer(config, runtime);
    app = modules.buildApi({ container });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    // One PGlite runs every query on the server's one thread: 50 presses at once queue there for
    // seconds, longer than Node's wait for a request's headers on a machine that is busy besides.
    app.server.headersTimeout = 600_000;
    app.server.requestTimeout = 600_000;

    // The pieces raced for: the first ones cash on delivery can pay for.
    const pieces = [];
    for (const product of candidates) {
      if (pieces.length === options.pieces) break;
      const probe = await call(base, 'cart/createCart', { region: 'sa', locale: 'en-sa', lineItems: [{ productId: product.id, quantity: 1 }] });
      if (probe.status === 200 && probe.json.line_items.physical_items[0].sale_price.amountMinor <= MAX_PRICE_MINOR) pieces.push(product);
    }
    if (pieces.length < options.pieces) throw new Error(`Only ${pieces.length} pieces under 4,000 SAR in the catalogue`);

    const attempts = options.shoppers * options.orders;
    progress(`Preparing ${attempts} carts (${options.shoppers} shoppers × ${options.orders} orders) for ${pieces.length} pieces`);
    const prepared = new Array(attempts);
    await inParallel(
      Array.from({ length: attempts }, (_, index) => index),
      8,
      async (index) => {
        prepared[index] = await preparedOrder(base, pieces[index % pieces.length], `shopper${index % options.shoppers}@bench.example`);
      },
    );

    const initial = new Map(pieces.map((piece) => [piece.variantId, options.units]));
    for (const piece of pieces) await modules.setVariantStock(db, 'sa', piece.variantId, options.units);
    progress(`Racing: ${options.shoppers} shoppers, ${attempts} presses of "Place order" for ${options.units * pieces.length} units`);

    const latencies = [];
    const answers = { placed: 0, soldOut: 0, soldOutAtRecheck: 0, other: 0 };
    const others = new Map();
    const references = [];
    const raceStarted = performance.now();
    await Promise.all(
      Array.from({ length: options.shoppers }, async (_, shopper) => {
        for (let order = 0; order < options.orders; order += 1) {
          const { body, cookie } = prepared[order * options.shoppers + shopper];
          const start = performance.now();
          const answer = await call(base, 'checkout/place', { ...body, idempotencyKey: `bench-${shopper}-${order}-${Date.now().toString(36)}` }, cookie);
          latencies.push(performance.now() - start);
          if (answer.status === 200 && answer.json.kind === 'placed') {
            answers.placed += 1;
            references.push(answer.json.reference);
          } else if (answer.json.code === 'SOLD_OUT') answers.soldOut += 1;
          else if (answer.json.code === 'CART_CHANGED' && answer.json.params.changes.some((change) => change.kind === 'quantity-unavailable')) answers.soldOutAtRecheck += 1;
          else {
            answers.other += 1;
            others.set(answer.json.code ?? answer.status, (others.get(answer.json.code ?? answer.status) ?? 0) + 1);
          }
        }
      }),
    );
    const seconds = (performance.now() - raceStarted) / 1000;
    latencies.sort((a, b) => a - b);

    // What the orders took, read back from the engine, against the stock there was and what is left.
    progress(`Counting the ${references.length} orders' units`);
    const orders = new modules.PostgresOrderStore(db);
    const sold = new Map();
    for (const reference of references) {
      const order = await orders.read('sa', reference);
      if (order.isErr()) throw new Error(`order ${reference}: ${JSON.stringify(order.error)}`);
      for (const line of order.value.lines) sold.set(line.variantId, (sold.get(line.variantId) ?? 0) + line.quantity);
    }
    let oversold = 0;
    let unaccounted = 0;
    for (const [variantId, units] of initial) {
      oversold += Math.max(0, (sold.get(variantId) ?? 0) - units);
      unaccounted += Math.abs(units - (sold.get(variantId) ?? 0) - (await modules.unitsToSell(db, 'sa', variantId)));
    }
    return {
      engine,
      attempts,
      units: options.units * pieces.length,
      perSecond: attempts / seconds,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      seconds,
      ...answers,
      others: [...others].map(([code, count]) => `${code} ×${count}`).join(', '),
      oversold,
      unaccounted,
    };
  } finally {
    await app?.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function main(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      shoppers: { type: 'string', default: '50' },
      orders: { type: 'string', default: '4' },
      pieces: { type: 'string', default: '5' },
      units: { type: 'string', default: '20' },
      catalogue: { type: 'string', default: '240' },
    },
  });
  const options = { shoppers: Number(values.shoppers), orders: Number(values.orders), pieces: Number(values.pieces), units: Number(values.units), catalogue: Number(values.catalogue) };
  // The engine's throwaway databases are made on the server TEST_DATABASE_URL names, read when the
  // testing module loads: DATABASE_URL's server when given, never the configured database itself.
  const engine = process.env.DATABASE_URL === undefined ? 'pglite' : 'postgres';
  if (engine === 'postgres') process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  const modules = await load();
  const result = await benchEngine(modules, engine, options);
  console.log(
    `\nCheckout: ${options.shoppers} concurrent shoppers, ${result.attempts} presses of "Place order" (cash on delivery) for ${result.units} units of ${options.pieces} pieces, on ${engine}\n`,
  );
  printTable(
    ['engine', 'placements/s', 'p50 ms', 'p95 ms', 'orders placed', 'SOLD_OUT', 'sold out at re-check', 'other answers', 'oversold units', 'stock unaccounted'],
    [[engine, result.perSecond.toFixed(1), result.p50.toFixed(1), result.p95.toFixed(1), result.placed, result.soldOut, result.soldOutAtRecheck, result.other, result.oversold, result.unaccounted]],
  );
  if (result.others !== '') console.log(`\nOther answers: ${result.others}`);
  console.log(`\nThe race took ${result.seconds.toFixed(1)} s. Oversold units must be 0; every unit is either in an order or still for sale ("stock unaccounted" 0).`);
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
