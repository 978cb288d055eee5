import { localeOfPath } from '../locale';
import { loadI18n, NAMESPACES, type LazyNamespace } from './bundles';

/** What a route declares in its `handle` when its page shows texts of a namespace besides `common` (decision 1110). */
export interface TranslationsHandle {
  readonly translations?: readonly LazyNamespace[];
}

const isLazyNamespace = (value: unknown): value is LazyNamespace => value !== 'common' && NAMESPACES.some((namespace) => namespace === value);

/**
 * The namespaces a page's routes name in their handles (`useMatches()`' handles on a render, the
 * loaded route modules' before hydration), each once.
 */
export function namespacesOf(handles: Iterable<unknown>): LazyNamespace[] {
  const found = new Set<LazyNamespace>();
  for (const handle of handles) {
    const named = (handle as TranslationsHandle | null | undefined)?.translations;
    if (Array.isArray(named)) for (const namespace of named) if (isLazyNamespace(namespace)) found.add(namespace);
  }
  return [...found];
}

/**
 * A route's client middleware: a page reached in the browser fetches the route's namespaces for
 * its locale beside its data, and the navigation waits for both, so it renders translated from its
 * first frame. A failed fetch does not stop it (the provider fetches again and shows what it has).
 */
export function translationsMiddleware(...namespaces: readonly LazyNamespace[]) {
  return async <Result>({ request }: { readonly request: Request }, next: () => Promise<Result>): Promise<Result> => {
    const locale = localeOfPath(new URL(request.url).pathname);
    const translations = locale ? loadI18n(locale, namespaces).catch(() => undefined) : undefined;
    const result = await next();
    await translations;
    return result;
  };
}
