import type { ProductDesign } from './product-design.js';
import type { Random } from './random.js';

/**
 * 4 to 8 related products: same brand and same type or collection first; the brand, then anything,
 * only when those run short (a small catalogue). Picks at random rather than building the union of
 * the groups, which would be quadratic at 20,000 products.
 */
export function relatedOf(random: Random, design: ProductDesign, groups: Map<string, readonly string[]>, everyone: readonly string[]): string[] {
  const wanted = random.int(4, 8);
  const chosen = new Set<string>();
  const fill = (pools: readonly (readonly string[])[], tries: number) => {
    const usable = pools.filter((pool) => pool.length > 1);
    for (let attempt = 0; attempt < tries && chosen.size < wanted && usable.length > 0; attempt += 1) {
      const sku = random.pick(random.pick(usable));
      if (sku !== design.sku) chosen.add(sku);
    }
  };
  // Same type or same collection first; the brand, then anything, only when those run short.
  fill([groups.get(`type|${design.brand}|${design.type.facet.en}`) ?? [], groups.get(`collection|${design.brand}|${design.collection ?? ''}`) ?? []], wanted * 4);
  fill([groups.get(`brand|${design.brand}`) ?? []], wanted * 8);
  fill([everyone], wanted * 8);
  return [...chosen];
}

export function groupsOf(designs: readonly ProductDesign[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const add = (key: string, sku: string) => {
    const group = groups.get(key);
    if (group) group.push(sku);
    else groups.set(key, [sku]);
  };
  for (const design of designs) {
    add(`type|${design.brand}|${design.type.facet.en}`, design.sku);
    if (design.collection !== null) add(`collection|${design.brand}|${design.collection}`, design.sku);
    add(`brand|${design.brand}`, design.sku);
  }
  return groups;
}
