import { createStore } from 'zustand/vanilla';
import type { Brand, Language, Region } from '@storefront/core/locale';

/** The spec's app state: which brand, language, region and locale the shopper is in. */
export interface AppState {
  readonly brand: Brand;
  readonly language: Language;
  readonly region: Region;
  /** `{lang}-{region}`, the first path segment. */
  readonly locale: string;
}

/** One store per request on the server and one per tab in the browser, never shared between shoppers. */
export function createAppStateStore(initial: AppState) {
  return createStore<AppState>()(() => initial);
}

export type AppStateStore = ReturnType<typeof createAppStateStore>;
