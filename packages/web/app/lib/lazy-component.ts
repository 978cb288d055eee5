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
  const component = lazy(() => (loaded ? settledWith(loaded) : start()) as Promise<Loaded<P>>);
  return Object.assign(component, {
    preload: () => start().then(() => undefined),
    isLoaded: () => loaded !== undefined,
  });
}
