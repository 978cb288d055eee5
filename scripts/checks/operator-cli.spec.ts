// The merchant's command-line tools (`npm run orders`, `reviews`, `returns`) against a store of
// their own: a throwaway database on the PostgreSQL server, the demo catalogue and two guest
// orders in it. Each tool runs as the merchant runs it, a Node process on DATABASE_URL, and is
// judged by what it prints, its exit code, and what the store holds afterwards.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Engine from '@storefront/adapters-postgres';
import type * as Testing from '@storefront/adapters-postgres/testing';
import type * as Demo from '@storefront/demo-store';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const built = (entry: string) => pathToFileURL(join(repoRoot, 'packages', entry)).href;

// The workspace's builds, by path: the repository's checks depend on no package.
const testing = (await import(built('adapters-postgres/dist/testing/index.js'))) as typeof Testing;
const engine = (await import(built('adapters-postgres/dist/index.js'))) as typeof Engine;
const demo = (await import(built('demo-store/dist/index.js'))) as typeof Demo;

const server = await testing.postgresServerAvailability();
if (!server.available) {
  const message = `The operator CLI checks need the PostgreSQL server at ${testing.TEST_SERVER_URL}: ${server.reason ?? 'no answer'}.`;
  if (process.env.CI === 'true') throw new Error(`${message} CI=true: they may not be skipped.`);
  console.warn(`\n${'!'.repeat(78)}\n! ${message}\n! SKIPPING them.\n${'!'.repeat(78)}\n`);
}

const DEMO_STORE: Testing.DatabaseTemplate = {
  name: 'operator cli demo store',
  inputs: { products: 60 },
  seed: async (db) => {
    await engine.importCatalogue(db, demo.demoStore({ products: 60 }));
  },
};

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

// Each tool is a Node process that opens the store: a second or two of the machine's time.
describe.skipIf(!server.available)('the operator command-line tools', { timeout: 60_000 }, () => {
  let database: Testing.TestDatabase;
  const guest = `guest.${Date.now().toString(36)}@example.com`;
  let paid: string;
  let cashOnDelivery: string;

  /** One tool, as `npm run <tool> -- …` runs it, on the throwaway database. */
  const tool = (name: 'orders' | 'reviews' | 'returns', ...args: string[]): Run => {
    const environment: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
    delete environment.DATA_DIR;
    delete environment.REDIS_URL;
    const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', `${name}.mjs`), ...args], { cwd: repoRoot, encoding: 'utf8', env: environment });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  beforeAll(async () => {
    database = await testing.createTestDatabase('postgres', DEMO_STORE);
    const [ring, pendant] = await testing.stockedProducts(database.handle.db, 'sa', 2, 5);
    if (!ring || !pendant) throw new Error('The demo store has no stocked pieces in KSA');
    const locale = { language: 'en', region: 'sa' } as const;
    paid = (await testing.placeTestOrder(database.handle.db, { locale, email: guest, lines: [{ variantId: ring.variantId, quantity: 1 }] })).reference;
    cashOnDelivery = (await testing.placeTestOrder(database.handle.db, { locale, email: guest, method: 'cash-on-delivery', lines: [{ variantId: pendant.variantId, quantity: 1 }] })).reference;
  }, 120_000);

  afterAll(() => database?.dispose());

  /** The order as the store keeps it. */
  const stored = async (reference: string) => (await new engine.PostgresOrderStore(database.handle.db).read('sa', reference))._unsafeUnwrap();

  it('prints its usage and exits 2 for a command line to fix, touching nothing', () => {
    const bare = tool('orders');
    expect(bare.status).toBe(2);
    expect(bare.stdout).toContain('npm run orders -- ship <number> --carrier <name> --tracking <number>');
    const unknown = tool('orders', 'refund', paid);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command “refund”.');
    const noNumber = tool('returns', 'approve');
    expect(noNumber.status).toBe(2);
    expect(noNumber.stderr).toContain('approve needs the return number.');
  });

  it('lists a guest’s orders by email, in any case, with their state and total', () => {
    const listed = tool('orders', 'list', '--email', guest.toUpperCase(), '--region', 'sa');
    expect(listed.stderr).toBe('');
    expect(listed.status).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.startsWith(paid))).toMatch(/ paid .* \d+\.\d{2} SAR$/);
    expect(lines.find((line) => line.startsWith(cashOnDelivery))).toMatch(/ awaiting-cash .* \d+\.\d{2} SAR$/);
  });

  it('moves a paid order through processing and shipping, refusing a shipment without tracking and a move its state does not allow', async () => {
    const early = tool('orders', 'ship', paid, '--carrier', 'Aramex', '--tracking', '1234567890');
    expect(early.status).toBe(1);
    expect(early.stderr).toContain(`${paid} is paid: it cannot become shipped.`);

    expect(tool('orders', 'process', paid).stdout).toContain(`✔ ${paid} is now processing.`);
    const untracked = tool('orders', 'ship', paid);
    expect(untracked.status).toBe(1);
    expect(untracked.stderr).toContain('Shipping needs --carrier and --tracking.');
    const shipped = tool('orders', 'ship', paid, '--carrier', 'Aramex', '--tracking', '1234567890');
    expect(shipped.status).toBe(0);
    expect(shipped.stdout).toContain(`✔ ${paid} is now shipped (Aramex 1234567890).`);

    const cancel = tool('orders', 'cancel', paid);
    expect(cancel.status).toBe(1);
    expect(cancel.stderr).toContain(`${paid} is shipped: it cannot become cancelled.`);

    const kept = await stored(paid);
    expect(kept.status).toBe('shipped');
    expect(kept.tracking).toEqual({ carrier: 'Aramex', number: '1234567890' });
  });

  it('cancels a cash-on-delivery order before it ships, and names an order that does not exist', async () => {
    const cancelled = tool('orders', 'cancel', cashOnDelivery);
    expect(cancelled.stderr).toBe('');
    expect(cancelled.stdout).toContain(`✔ ${cashOnDelivery} is now cancelled.`);
    expect((await stored(cashOnDelivery)).status).toBe('cancelled');

    const absent = tool('orders', 'deliver', 'SA-ZZZZZZ');
    expect(absent.status).toBe(1);
    expect(absent.stderr).toContain('No order SA-ZZZZZZ in sa.');
  });

  it('moderates reviews and lists flagged accounts, saying so when there is nothing to do', () => {
    const pending = tool('reviews', 'pending');
    expect(pending.status).toBe(0);
    expect(pending.stdout).toContain('No review awaits moderation.');
    const absent = tool('reviews', 'publish', '987654321');
    expect(absent.status).toBe(1);
    expect(absent.stderr).toContain('No review 987654321.');
    const flagged = tool('returns', 'flagged', '--region', 'sa');
    expect(flagged.stderr).toBe('');
    expect(flagged.status).toBe(0);
    expect(flagged.stdout).toContain('No account flagged for review in sa.');
  });
});
