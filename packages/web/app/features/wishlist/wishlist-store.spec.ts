import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@storefront/core/catalog';
import { refreshWishlistTiles, removeFromWishlist, toggleWishlist } from './wishlist-actions';
import { readWishlist } from './wishlist-entries';
import { entryOf, readCustomerId, saveWishlist, WISHLIST_KEYS, wishlistSnapshot, withTiles } from './wishlist-store';

/** A plain in-memory stand-in for `localStorage`. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function aProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    productId: 7,
    sku: 'LZ-NK-1003',
    name: 'Pearl Pendant',
    brand: 'lazurde',
    price: { amountMinor: 120_000, currency: 'SAR' },
    imageUrl: '/images/catalog/pendant.svg',
    inStock: true,
    availableToSell: 4,
    warningLevel: 2,
    ...overrides,
  };
}

let local: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  local = memoryStorage();
  vi.stubGlobal('window', { localStorage: local, addEventListener: () => undefined, removeEventListener: () => undefined });
  saveWishlist([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest wish list', () => {
  it('adds and removes a product, keeping both spec keys in local storage', async () => {
    await expect(toggleWishlist(aProduct(), { region: 'sa', language: 'en' })).resolves.toBe(true);
    expect(JSON.parse(local.getItem(WISHLIST_KEYS.ids) ?? '')).toEqual([7]);
    expect(readWishlist(local)).toMatchObject([{ productId: 7, sku: 'LZ-NK-1003', names: { en: 'Pearl Pendant' }, prices: { sa: { price: { amountMinor: 120_000 } } } }]);

    await expect(toggleWishlist(aProduct(), { region: 'sa', language: 'en' })).resolves.toBe(false);
    expect(JSON.parse(local.getItem(WISHLIST_KEYS.ids) ?? '')).toEqual([]);
    expect(wishlistSnapshot()).toEqual([]);
  });

  it('lists the newest first and removes from the drawer', async () => {
    await toggleWishlist(aProduct(), { region: 'sa', language: 'en' });
    await toggleWishlist(aProduct({ productId: 8, sku: 'MS-ER-2001' }), { region: 'sa', language: 'en' });
    expect(wishlistSnapshot().map((entry) => entry.productId)).toEqual([8, 7]);

    await removeFromWishlist(8, { region: 'sa', language: 'en' });
    expect(JSON.parse(local.getItem(WISHLIST_KEYS.ids) ?? '')).toEqual([7]);
  });

  it('never calls the server for a guest', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await toggleWishlist(aProduct(), { region: 'eg', language: 'ar' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a product seen in another language and region under both names and prices', () => {
    const first = entryOf(aProduct(), { language: 'en', region: 'sa' }, undefined, 1);
    const second = entryOf(aProduct({ name: 'قلادة لؤلؤ', price: { amountMinor: 900_000, currency: 'EGP' } }), { language: 'ar', region: 'eg' }, first, 2);
    expect(second).toMatchObject({ names: { en: 'Pearl Pendant', ar: 'قلادة لؤلؤ' }, addedAt: 1 });
    expect(Object.keys(second.prices)).toEqual(['sa', 'eg']);
  });

  it('drops unreadable entries one by one instead of losing the list', () => {
    const good = entryOf(aProduct(), { language: 'en', region: 'sa' }, undefined, 1);
    local.setItem(WISHLIST_KEYS.data, JSON.stringify({ items: [good, { productId: 'x' }, good] }));
    expect(readWishlist(local)).toEqual([good]);
    local.setItem(WISHLIST_KEYS.data, 'nonsense');
    expect(readWishlist(local)).toEqual([]);
  });

  it('reads a list stored before the page loaded after the page is up, then tells whoever listens', async () => {
    vi.resetModules();
    const fresh = await import('./wishlist-store');
    const good = entryOf(aProduct(), { language: 'en', region: 'sa' }, undefined, 1);
    local.setItem(WISHLIST_KEYS.data, JSON.stringify({ items: [good] }));
    const heard = vi.fn();
    const stop = fresh.subscribeWishlist(heard);
    expect(fresh.wishlistSnapshot()).toEqual([]);
    await expect(fresh.loadWishlist()).resolves.toEqual([good]);
    expect(heard).toHaveBeenCalled();
    expect(fresh.wishlistSnapshot()).toEqual([good]);
    stop();
  });

  it('fetches no checking code where nothing is stored, and reads a list another tab stores later', async () => {
    const empty = memoryStorage();
    const storageListeners: ((event: StorageEvent) => void)[] = [];
    vi.stubGlobal('window', {
      localStorage: empty,
      addEventListener: (type: string, listener: (event: StorageEvent) => void) => type === 'storage' && storageListeners.push(listener),
      removeEventListener: () => undefined,
    });
    vi.resetModules();
    const fetched = vi.fn();
    vi.doMock('./wishlist-entries', async (importOriginal) => {
      fetched();
      return importOriginal();
    });
    try {
      const fresh = await import('./wishlist-store');
      const heard = vi.fn();
      const stop = fresh.subscribeWishlist(heard);
      await expect(fresh.loadWishlist()).resolves.toEqual([]);
      expect(fetched).not.toHaveBeenCalled();

      const good = entryOf(aProduct(), { language: 'ar', region: 'sa' }, undefined, 1);
      empty.setItem(WISHLIST_KEYS.data, JSON.stringify({ items: [good] }));
      for (const listener of storageListeners) listener({ key: WISHLIST_KEYS.data } as StorageEvent);
      await expect(fresh.loadWishlist()).resolves.toEqual([good]);
      expect(fetched).toHaveBeenCalledTimes(1);
      expect(heard).toHaveBeenCalled();
      stop();
    } finally {
      vi.doUnmock('./wishlist-entries');
    }
  });

  it('takes a cached customer with an entity id as signed in, and 0 or none as a guest', () => {
    expect(readCustomerId(local)).toBeUndefined();
    local.setItem(WISHLIST_KEYS.customer, JSON.stringify({ entityId: 0 }));
    expect(readCustomerId(local)).toBeUndefined();
    local.setItem(WISHLIST_KEYS.customer, JSON.stringify({ entityId: 31 }));
    expect(readCustomerId(local)).toBe(31);
  });
});

describe('customer wish list', () => {
  it('saves on the server and keeps the server list as the drawer copy', async () => {
    local.setItem(WISHLIST_KEYS.customer, JSON.stringify({ entityId: 31 }));
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ hasError: false, response: { wishlistId: 'w1', items: [{ itemId: 'i1', productId: 7, sku: 'LZ-NK-1003' }] } }));
      }),
    );

    await toggleWishlist(aProduct(), { region: 'ae', language: 'en' });

    expect(calls).toEqual([{ url: '/api/wishlist/add', body: { region: 'ae', productId: 7 } }]);
    expect(wishlistSnapshot().map((entry) => entry.productId)).toEqual([7]);
  });
});

describe('the wish list in the page’s locale', () => {
  it('takes each product’s name, price and picture from the catalogue’s tiles, keeping order, dates and what it knew', () => {
    const pendant = entryOf(aProduct({ name: 'قلادة لؤلؤ' }), { region: 'sa', language: 'ar' }, undefined, 100);
    const ring = entryOf(aProduct({ productId: 9, sku: 'LZ-RG-1001', name: 'خاتم' }), { region: 'sa', language: 'ar' }, undefined, 200);
    const tile = aProduct({ name: 'Pearl Pendant', price: { amountMinor: 5_000, currency: 'AED' }, imageUrl: '/images/catalog/pendant-2.svg' });

    const [first, second] = withTiles([ring, pendant], [tile], { region: 'ae', language: 'en' });

    expect(first).toBe(ring);
    expect(second).toMatchObject({
      productId: 7,
      names: { ar: 'قلادة لؤلؤ', en: 'Pearl Pendant' },
      prices: { sa: { price: { amountMinor: 120_000, currency: 'SAR' } }, ae: { price: { amountMinor: 5_000, currency: 'AED' } } },
      imageUrl: '/images/catalog/pendant-2.svg',
      addedAt: 100,
    });
  });

  it('asks the catalogue for the saved ids in the page’s language and region, and stores the names it answers', async () => {
    await toggleWishlist(aProduct({ name: 'قلادة لؤلؤ' }), { region: 'sa', language: 'ar' });
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ hasError: false, response: { products: [aProduct()] } }));
      }),
    );

    await refreshWishlistTiles({ region: 'sa', language: 'en' });

    expect(calls).toEqual([{ url: '/api/catalog/products', body: { region: 'sa', language: 'en', productIds: [7] } }]);
    expect(readWishlist(local)[0]?.names).toEqual({ ar: 'قلادة لؤلؤ', en: 'Pearl Pendant' });
  });

  it('answers the saved pieces the region’s store does not sell, keeping them in the list, named in the page’s language by the store that sells them', async () => {
    await toggleWishlist(aProduct({ productId: 30, sku: 'WV-RG-3001', name: 'Ocean Wave Ring', brand: 'waves' }), { region: 'sa', language: 'en' });
    await toggleWishlist(aProduct(), { region: 'sa', language: 'en' });
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { region: string; productIds: number[] };
        calls.push(body);
        const products =
          body.region === 'ae'
            ? [aProduct({ name: 'قلادة لؤلؤ', price: { amountMinor: 5_000, currency: 'AED' } })]
            : [aProduct({ productId: 30, sku: 'WV-RG-3001', name: 'خاتم موج البحر', brand: 'waves' })];
        return new Response(JSON.stringify({ hasError: false, response: { products } }));
      }),
    );

    const notSold = await refreshWishlistTiles({ region: 'ae', language: 'ar' });

    expect([...notSold]).toEqual([30]);
    expect(calls).toEqual([
      { region: 'ae', language: 'ar', productIds: [7, 30] },
      { region: 'sa', language: 'ar', productIds: [30] },
    ]);
    const [pendant, ring] = readWishlist(local);
    expect([pendant?.sku, ring?.sku]).toEqual(['LZ-NK-1003', 'WV-RG-3001']);
    expect(ring?.names).toEqual({ en: 'Ocean Wave Ring', ar: 'خاتم موج البحر' });
    expect(ring?.prices).not.toHaveProperty('ae');
    expect(pendant?.prices.ae?.price.currency).toBe('AED');
  });
});
