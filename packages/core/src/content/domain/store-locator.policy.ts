import { z } from 'zod';
import { BRAND_PROFILES, BRANDS } from '../../locale/domain/brand.js';
import { regionSchema, type Region } from '../../locale/domain/locale.js';
import type { NavigationItem } from './content.js';

/**
 * Where the store locator is offered. Where it is not, the store has no locator at all: no header
 * icon, no menu entry, no footer link, and its pages answer 404 (decision 0620).
 */
export interface StoreLocatorPolicy {
  /** Whether shoppers of a region are offered the store locator. */
  offeredIn(region: Region): boolean;
}

/** Spec section 2: the UAE store has no store locator. */
export const DEFAULT_STORE_LOCATOR_HIDDEN_IN: readonly Region[] = ['ae'];

const hiddenInSchema = /* @__PURE__ */ z.array(regionSchema);

/** Every region but the UAE, unless configured otherwise. */
export class DefaultStoreLocatorPolicy implements StoreLocatorPolicy {
  private readonly hiddenIn: ReadonlySet<Region>;

  constructor(hiddenIn: readonly Region[] = DEFAULT_STORE_LOCATOR_HIDDEN_IN) {
    // A region the store does not know is a deployment bug: fail at start, not on a page.
    this.hiddenIn = new Set(hiddenInSchema.parse(hiddenIn));
  }

  offeredIn(region: Region): boolean {
    return !this.hiddenIn.has(region);
  }
}

const STORE_LOCATOR_PATHS: ReadonlySet<string> = new Set(BRANDS.map((brand) => `${BRAND_PROFILES[brand].homePath}/store-locations`));

/**
 * Whether a path below the locale segment opens a store locator: `/store-locations`,
 * `/miss-l/store-locations` (any brand's home followed by `store-locations`), with or without a
 * trailing slash, query or fragment.
 */
export function isStoreLocatorPath(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
  return STORE_LOCATOR_PATHS.has(pathname);
}

/** Navigation without its store-locator links (and their children), for a region not offered the locator. */
export function withoutStoreLocatorLinks(items: readonly NavigationItem[]): readonly NavigationItem[] {
  return items
    .filter((item) => !isStoreLocatorPath(item.url))
    .map((item) => (item.children.length === 0 ? item : { ...item, children: withoutStoreLocatorLinks(item.children) }));
}
