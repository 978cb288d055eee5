import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { whenIdleAfterHydration } from './when-idle';

type Loaded<P> = { readonly default: ComponentType<P> };

/** A thenable that calls back at once, so React.lazy reads the component in the same render. */
function settledWith<P>(loaded: Loaded<P>): PromiseLike<Loaded<P>> {
  return {
    then: <R1, R2>(onFulfilled?: ((value: Loaded<P>) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> =>
      Promise.resolve(onFulfilled ? onFulfilled(loaded) : (loaded as unknown as R1)),
  };
}

export interface LazyComponentOptions {
  /**
   * `'idle'`: the browser fetches the code once the page has hydrated and is idle, so the first
   * render that needs it rarely waits (a drawer opens at once); otherwise when it first renders.
   */
  readonly preload?: 'idle';
  /**
   * A part of a page the server renders: the name its root element carries as `data-lazy-part`
   * (`LAZY_PART_ATTRIBUTE`). Where the server has rendered it, the browser fetches its code before
   * the page hydrates (`preloadParts`), so the part hydrates with the page and nothing the shopper
   * does to it meanwhile is lost; pages without it never fetch it.
   */
  readonly part?: string;
}

/** The attribute that names a lazily loaded part in the server's HTML. */
export const LAZY_PART_ATTRIBUTE = 'data-lazy-part';

/** The code of each named part, as the modules that declare them are loaded. */
const parts = new Map<string, () => Promise<unknown>>();

/**
 * Fetches the code of the named parts (those the server rendered into the page, before it
 * hydrates); a name no loaded module declares, or a failed fetch, is left to the render.
 */
export async function preloadParts(names: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(names)].map((name) => parts.get(name)?.().catch(() => undefined)));
}

export type LazyComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the code (once), settling when it is in: for a shopper's intent, such as resting on a button. */
  readonly preload: () => Promise<void>;
  /** Whether the code is in: a render then reads it at once, without suspending. */
  readonly isLoaded: () => boolean;
};

/**
 * A component whose code stays out of the page's first load, rendered behind a Suspense boundary.
 * In the browser its code is fetched when it first renders (or earlier: `preload`); once fetched,
 * every render reads it at once, without suspending. A page the server rendered with it keeps
 * that HTML, unhydrated, until the code is there; React then hydrates the boundary. The server
 * has every module at hand: it loads the code as this module loads and hands React the settled
 * component, so server rendering never suspends on it.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>, options: LazyComponentOptions = {}): LazyComponent<P> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const start = (): Promise<Loaded<P>> => {
    if (!loading) {
      loading = load().then((component) => (loaded = { default: component }));
      // A failed load is React's to report, where the component renders; not an unhandled rejection.
      loading.catch(() => undefined);
    }
    return loading;
  };
  if (import.meta.env.SSR) void start();
  else if (options.preload === 'idle') whenIdleAfterHydration(() => void start());
  if (options.part !== undefined) parts.set(options.part, start);
  const component = lazy(() => (loaded ? settledWith(loaded) : start()) as Promise<Loaded<P>>);
  return Object.assign(component, {
    preload: () => start().then(() => undefined),
    isLoaded: () => loaded !== undefined,
  });
}
