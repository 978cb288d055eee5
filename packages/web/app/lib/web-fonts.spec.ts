import { describe, expect, it } from 'vitest';
import { adoptCachedTypeface, cacheArabicTypeface, WEB_FONTS_CLASS, WEB_FONTS_KEY, WEB_FONTS_SCRIPT } from './web-fonts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** A font set that answers each requested face with one loaded face, or none for the missing weights. */
function fontSet(missing: readonly string[] = []) {
  const requested: string[] = [];
  return {
    requested,
    load: (font: string) => {
      requested.push(font);
      return Promise.resolve(missing.some((weight) => font.startsWith(weight)) ? [] : [{} as FontFace]);
    },
  };
}

describe('the Arabic typeface for the next page', () => {
  it('fetches both weights and keeps the flag, so the next page is set in the typeface', async () => {
    const storage = memoryStorage();
    const fonts = fontSet();
    expect(await cacheArabicTypeface({ fonts, storage })).toBe(true);
    expect(fonts.requested).toEqual(['400 1em "IBM Plex Sans Arabic"', '600 1em "IBM Plex Sans Arabic"']);
    expect(storage.values.get(WEB_FONTS_KEY)).toBe('1');
  });

  it('keeps no flag when a weight could not be fetched', async () => {
    const storage = memoryStorage();
    expect(await cacheArabicTypeface({ fonts: fontSet(['600']), storage })).toBe(false);
    expect(storage.values.has(WEB_FONTS_KEY)).toBe(false);
  });

  it('keeps no flag when the fetch fails or storage is refused, and says the typeface is not cached', async () => {
    const failing = { load: () => Promise.reject(new Error('network')) };
    const storage = memoryStorage();
    expect(await cacheArabicTypeface({ fonts: failing, storage })).toBe(false);
    expect(storage.values.size).toBe(0);

    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(await cacheArabicTypeface({ fonts: fontSet(), storage: refusing })).toBe(false);
  });

  it('fetches nothing again once the flag is there', async () => {
    const fonts = fontSet();
    expect(await cacheArabicTypeface({ fonts, storage: memoryStorage({ [WEB_FONTS_KEY]: '1' }) })).toBe(true);
    expect(fonts.requested).toEqual([]);
  });

  it('the head script sets the class only when the flag is there, and survives a refused storage', () => {
    const run = (storage: { getItem: (key: string) => string | null }) => {
      const classes = new Set<string>();
      const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
      new Function('sessionStorage', 'document', WEB_FONTS_SCRIPT)(storage, document);
      return classes;
    };
    expect(run(memoryStorage({ [WEB_FONTS_KEY]: '1' }))).toEqual(new Set([WEB_FONTS_CLASS]));
    expect(run(memoryStorage())).toEqual(new Set());
    expect(run({ getItem: () => { throw new Error('SecurityError'); } })).toEqual(new Set());
  });
});

describe('the cached typeface on a client-side navigation', () => {
  const root = (classes: readonly string[] = []) => {
    const names = new Set(classes);
    return { names, classList: { contains: (name: string) => names.has(name), add: (name: string) => void names.add(name) } as unknown as DOMTokenList };
  };

  it('sets the new page in the typeface once the tab has cached it', () => {
    const page = root();
    expect(adoptCachedTypeface(page, memoryStorage({ [WEB_FONTS_KEY]: '1' }))).toBe(true);
    expect(page.names.has(WEB_FONTS_CLASS)).toBe(true);
  });

  it('leaves the system face while the typeface is not cached, or storage is refused', () => {
    const page = root();
    expect(adoptCachedTypeface(page, memoryStorage())).toBe(false);
    const refused = { getItem: () => { throw new Error('SecurityError'); } };
    expect(adoptCachedTypeface(page, refused)).toBe(false);
    expect(page.names.has(WEB_FONTS_CLASS)).toBe(false);
  });
});
