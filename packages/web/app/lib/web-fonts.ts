import { whenIdleAfterHydration } from './when-idle';

/**
 * The Arabic typeface loads for the next page, never in the way of this one. The first page a tab
 * opens is set in the system's Arabic face and paints from the HTML alone; once it has loaded and
 * the browser is idle, the typeface's two weights are fetched into the cache and a flag is kept for
 * the tab (session storage: the browser's cache is all but certain to still hold the files within
 * the session, which a flag in local storage could not promise a week later). Every later page of
 * the tab reads the flag before its first paint (the inline script below) and is set in the typeface
 * from the cache, so no page ever swaps faces under the shopper's eyes.
 */
export const WEB_FONTS_CLASS = 'web-fonts';
export const WEB_FONTS_KEY = 'storefront:web-fonts';

/** The weights the Arabic pages use (styles/arabic-font.css). */
const ARABIC_FACES = ['400 1em "IBM Plex Sans Arabic"', '600 1em "IBM Plex Sans Arabic"'] as const;
const ARABIC_SAMPLE = 'مجوهرات';

/** Runs in <head>, before the body is painted: the class when an earlier page cached the typeface. */
export const WEB_FONTS_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(WEB_FONTS_KEY)}))document.documentElement.classList.add(${JSON.stringify(WEB_FONTS_CLASS)})}catch(e){}`;

export interface WebFontsEnvironment {
  readonly fonts: Pick<FontFaceSet, 'load'>;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * Fetches both weights (the page's @font-face rules say where from) and keeps the flag once the
 * browser holds them. Answers whether the typeface is cached now. A refused storage or a failed
 * fetch leaves things as they were: the next page is set in the system face again.
 */
export async function cacheArabicTypeface({ fonts, storage }: WebFontsEnvironment): Promise<boolean> {
  try {
    if (storage.getItem(WEB_FONTS_KEY)) return true;
    const loaded = await Promise.all(ARABIC_FACES.map((face) => fonts.load(face, ARABIC_SAMPLE)));
    if (loaded.some((faces) => faces.length === 0)) return false;
    storage.setItem(WEB_FONTS_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/**
 * On a client-side navigation: once this tab has cached the typeface, the new page is set in it.
 * The faces were loaded into this document when they were cached, so the page paints in them at
 * once, with its new content, rather than waiting for the next page the server renders. Answers
 * whether the class is on.
 */
export function adoptCachedTypeface(root: Pick<Element, 'classList'>, storage: Pick<Storage, 'getItem'>): boolean {
  if (root.classList.contains(WEB_FONTS_CLASS)) return true;
  try {
    if (!storage.getItem(WEB_FONTS_KEY)) return false;
  } catch {
    return false;
  }
  root.classList.add(WEB_FONTS_CLASS);
  return true;
}

/** In the browser: after hydration and the load event, when the main thread is idle, on Arabic pages. */
export function cacheArabicTypefaceWhenIdle(): void {
  if (document.documentElement.lang !== 'ar' || document.documentElement.classList.contains(WEB_FONTS_CLASS)) return;
  whenIdleAfterHydration(() => {
    try {
      void cacheArabicTypeface({ fonts: document.fonts, storage: window.sessionStorage });
    } catch {
      // Storage refused (a private window, a policy): every page keeps the system face.
    }
  });
}
