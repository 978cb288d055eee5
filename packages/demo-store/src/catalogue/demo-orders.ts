import type { PaymentMethod } from '@storefront/core/checkout';
import type { Region } from '@storefront/core/locale';
import type { OrderStatus, OrderTracking } from '@storefront/core/order';
import { DEFAULT_RETURN_WINDOW_DAYS } from '@storefront/core/returns';
import type { DemoBoutique, GeneratedProduct } from './catalogue-generator.js';
import { DEMO_GOLD_PIECES, DEMO_ORDERED_COIN } from './demo-gold.js';
import { DEMO_PRODUCTS } from './demo-products.js';
import { Random } from './random.js';

/** An order of a demo account's history, in the engine's import terms (lines by variant SKU). */
export interface DemoOrder {
  readonly lines: readonly { readonly sku: string; readonly quantity: number }[];
  readonly method: PaymentMethod;
  readonly delivery: 'home' | 'pickup';
  /** Oldest first, the first `placed`. */
  readonly history: readonly { readonly status: OrderStatus; readonly at: Date }[];
  readonly tracking?: OrderTracking;
}

const DAY = 86_400_000;
/** Units a variant keeps in its region after the demo orders: well over its warning level, so no stock state changes. */
const PLENTY = 8;

/** One order's shape: its method, delivery and moves, each `daysAgo` before the import. */
interface Story {
  readonly method: PaymentMethod;
  readonly delivery: 'home' | 'pickup';
  readonly moves: readonly (readonly [OrderStatus, number])[];
  readonly tracked?: boolean;
  /**
   * What it holds: one piece of jewellery that is not pierced (`plain`), the region's demo gold
   * coin (`DEMO_ORDERED_COIN`) beside such a piece (`coin`), or, when absent, one or two pieces
   * drawn from the shelf as the first stories always were.
   */
  readonly holds?: 'plain' | 'coin';
}

/**
 * The stories of a region's demo account, oldest first in this list only by when they were added
 * (later stories come last, so the pieces of the earlier ones stay as they were):
 * - every state an order can show, once each: placed (a payment not yet confirmed), paid, awaiting
 *   cash, processing, shipped with tracking (the only shipped order), delivered within the return
 *   window (one home by tamara, one collected at a boutique by card), delivered beyond the window
 *   (by card: every line refused as too late), cancelled;
 * - delivered 3 days ago by card, home: the gold coin `DEMO_ORDERED_COIN` (22K Gold Coin, 8 g),
 *   which is never returned, beside a piece of jewellery that is not pierced, which is (decision 1330);
 * - in Egypt only, delivered 6 days ago, paid in cash on delivery: a piece of jewellery that is
 *   not pierced, refunded by bank transfer when returned.
 */
function storiesOf(region: Region): Story[] {
  const beyond = DEFAULT_RETURN_WINDOW_DAYS[region] + 20;
  const delivered = (method: PaymentMethod, daysAgo: number): Story['moves'] => [
    ['placed', daysAgo + 4],
    [method === 'cash-on-delivery' ? 'awaiting-cash' : 'paid', daysAgo + 4],
    ['processing', daysAgo + 3],
    ['shipped', daysAgo + 2],
    ['delivered', daysAgo],
  ];
  const later: Story[] = [{ method: 'card', delivery: 'home', moves: delivered('card', 3), tracked: true, holds: 'coin' }];
  if (region === 'eg') later.push({ method: 'cash-on-delivery', delivery: 'home', moves: delivered('cash-on-delivery', 6), tracked: true, holds: 'plain' });
  return [
    { method: 'tabby', delivery: 'home', moves: [['placed', 0.05]] },
    { method: 'card', delivery: 'home', moves: [['placed', 1], ['paid', 1]] },
    { method: 'cash-on-delivery', delivery: 'home', moves: [['placed', 2], ['awaiting-cash', 2]] },
    { method: 'apple-pay', delivery: 'home', moves: [['placed', 4], ['paid', 4], ['processing', 3]] },
    { method: 'card', delivery: 'home', moves: [['placed', 6], ['paid', 6], ['processing', 5], ['shipped', 4]], tracked: true },
    { method: 'tamara', delivery: 'home', moves: [['placed', 12], ['paid', 12], ['processing', 11], ['shipped', 10], ['delivered', 8]], tracked: true },
    { method: 'card', delivery: 'pickup', moves: [['placed', 9], ['paid', 9], ['processing', 8], ['delivered', 7]] },
    { method: 'card', delivery: 'home', moves: [['placed', beyond + 5], ['paid', beyond + 5], ['processing', beyond + 4], ['shipped', beyond + 3], ['delivered', beyond]], tracked: true },
    { method: 'cash-on-delivery', delivery: 'home', moves: [['placed', 15], ['awaiting-cash', 15], ['cancelled', 14]] },
    ...later,
  ];
}

/**
 * A demo account's order history (the stories of `storiesOf`): of generated pieces its region sells
 * (never a signature piece, whose stock tests name) that its warehouse has plenty of, or, for the
 * pickup, that a boutique of the region holds, and the region's demo gold coin. The same catalogue
 * and moment give the same history.
 */
export function demoOrdersOf(region: Region, products: readonly GeneratedProduct[], boutiques: readonly DemoBoutique[], seed: string, now: Date): DemoOrder[] {
  const random = new Random(`${seed}:orders:${region}`);
  // The signature and gold pieces, which tests name, are never drawn from the shelf.
  const named = new Set([...DEMO_PRODUCTS, ...DEMO_GOLD_PIECES].map((product) => product.sku));
  const plain = new Set(products.filter((product) => product.kind === 'jewellery' && !product.pierced).flatMap((product) => product.variants.map((variant) => variant.sku)));
  // Units left after the orders so far: a piece is ordered only while plenty stays on the shelf.
  const left = new Map(
    products
      .filter((product) => !named.has(product.sku) && product.prices.some((price) => price.region === region))
      .flatMap((product) => product.variants.map((variant) => [variant.sku, variant.stock[region] ?? 0] as const)),
  );
  const boutique = boutiques.find((store) => store.region === region && Object.keys(store.stock).length > 0);
  const atBoutique = new Map(Object.entries(boutique?.stock ?? {}));
  const take = (shelf: Map<string, number>, floor: number, quantity: number): string | undefined => {
    const candidates = [...shelf].filter(([, units]) => units - quantity >= floor).map(([sku]) => sku);
    if (candidates.length === 0) return undefined;
    const sku = random.pick(candidates);
    shelf.set(sku, (shelf.get(sku) ?? 0) - quantity);
    return sku;
  };
  const at = (daysAgo: number) => new Date(now.getTime() - Math.round(daysAgo * DAY));
  const plainShelf = () => new Map([...left].filter(([sku]) => plain.has(sku)));
  const coinSold = products.some((product) => product.sku === DEMO_ORDERED_COIN && product.prices.some((price) => price.region === region));
  return storiesOf(region).flatMap((story, index): DemoOrder[] => {
    let lines: { sku: string; quantity: number }[];
    if (story.holds !== undefined) {
      // A piece that is not pierced, so its return asks for no seal; taken from the shared shelf.
      const shelf = plainShelf();
      const sku = take(shelf, PLENTY, 1);
      if (sku !== undefined) left.set(sku, shelf.get(sku) ?? 0);
      lines = sku === undefined ? [] : [{ sku, quantity: 1 }];
      if (story.holds === 'coin') lines = coinSold && lines.length > 0 ? [{ sku: DEMO_ORDERED_COIN, quantity: 1 }, ...lines] : [];
    } else {
      const wanted = story.delivery === 'pickup' ? [1] : Array.from({ length: random.int(1, 2) }, () => random.int(1, 2));
      lines = wanted.flatMap((quantity) => {
        const sku = story.delivery === 'pickup' ? take(atBoutique, 0, quantity) : take(left, PLENTY, quantity);
        return sku === undefined ? [] : [{ sku, quantity }];
      });
    }
    if (lines.length === 0) return [];
    const merged = [...lines.reduce((bySku, line) => bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + line.quantity), new Map<string, number>())].map(([sku, quantity]) => ({ sku, quantity }));
    return [
      {
        lines: merged,
        method: story.method,
        delivery: story.delivery,
        history: story.moves.map(([status, daysAgo]) => ({ status, at: at(daysAgo) })),
        ...(story.tracked === true ? { tracking: { carrier: 'Aramex', number: `3${region === 'sa' ? 1 : region === 'ae' ? 2 : 3}${String(48_150_000 + index * 7_919)}`, url: 'https://www.aramex.com/track/results' } } : {}),
      },
    ];
  });
}
