import { StrictMode } from 'react';
import { HydratedRouter } from 'react-router/dom';
import { isLanguage } from '@storefront/core/locale';
import { hydrateDocument } from './lib/browser-runtime/hydrate-document';
import { loadI18n, namespacesOf } from './lib/i18n';
import { LAZY_PART_ATTRIBUTE, preloadParts } from './lib/lazy-component';
import { localeOfPath } from './lib/locale';
import { cacheArabicTypefaceWhenIdle } from './lib/web-fonts';

/**
 * React Router's `HydratedRouter` suspends its first render until it has decoded the state the
 * server streamed into the page. React waits at the root; Preact has none to wait at, so the
 * decoding is started here and awaited before hydrating: the router's first call throws the
 * promise it waits on, and renders once it has settled.
 */
async function routerStateDecoded(): Promise<void> {
  // React Router's bootstrap module names the route modules once it has imported them, and this
  // module is imported with the root's: it runs first. A route module that failed leaves them
  // unnamed, and the page cannot hydrate.
  for (let turns = 0; !('__reactRouterRouteModules' in window); turns += 1) {
    if (turns === 1_000) throw new Error('React Router did not start: its route modules were never named.');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  try {
    HydratedRouter({});
  } catch (thrown) {
    // Anything but the promise is the render's to report, where it happens again.
    if (thrown instanceof Promise) await thrown;
  }
}

/**
 * The namespaces besides `common` the page's routes name in their handles (decision 1110): React
 * Router's bootstrap has imported the page's route modules by the time its state is decoded.
 */
function pageNamespaces() {
  const modules = (window as unknown as { __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined> }).__reactRouterRouteModules ?? {};
  return namespacesOf(Object.values(modules).map((module) => module?.handle));
}

/**
 * The lazily loaded parts the server rendered into the page (decision 1470): their code is fetched
 * before the page hydrates, as the route modules are, so they hydrate with it. Their modules are
 * named by the route modules' imports, which React Router's bootstrap has run by now.
 */
function renderedParts(): Promise<void> {
  return preloadParts([...document.querySelectorAll(`[${LAZY_PART_ATTRIBUTE}]`)].map((element) => element.getAttribute(LAZY_PART_ATTRIBUTE) ?? ''));
}

/**
 * React's server renderer writes into the head what no component renders there: the main
 * image's preload and the module preloads it gathers from the body. The browser has acted on them;
 * Preact matches the head's elements to the components' in order, so they go before it hydrates.
 */
function dropServerResourceHints(): void {
  for (const hint of document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"], link[data-deferred-rel]')) hint.remove();
}

/**
 * Hydrates the page once the translations of its locale are here: the browser fetches only the
 * page's language (and its region's bundle), never the other one, and only the namespaces its
 * routes name besides `common`; and once the code of the lazy parts it shows is.
 */
async function hydrate(): Promise<void> {
  const fromPath = localeOfPath(window.location.pathname);
  const lang = document.documentElement.lang;
  const target = fromPath ?? (isLanguage(lang) ? lang : 'en');
  await Promise.all([loadI18n(target), routerStateDecoded().then(() => Promise.all([loadI18n(target, pageNamespaces()), renderedParts()]))]);
  dropServerResourceHints();
  hydrateDocument(
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  cacheArabicTypefaceWhenIdle();
}

void hydrate();
