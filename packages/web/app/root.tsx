import { useEffect, useLayoutEffect, useMemo } from 'react';
import { Links, Meta, Outlet, Scripts, useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/root';
import { RootErrorContent } from './components/ui/error-boundaries';
import { ScrollOnNavigate } from './components/scroll-on-navigate';
import { bundleFilesOf, i18nFor, loadI18n, namespacesOf, TranslationProvider } from './lib/i18n';
import { START_SCRIPTS_SCRIPT } from './lib/start-scripts';
import { adoptCachedTypeface, WEB_FONTS_SCRIPT } from './lib/web-fonts';
import { markHydrated } from './lib/when-idle';
import { usePageNonces } from './lib/page-nonces';
import { documentLocale, localeFromRequest, localeOfPath } from './lib/locale';
import { errorPageMeta } from './lib/seo/error-meta';
import siteStyles from './styles/site.css?inline';

const STYLE_ID = 'site-styles';
const START_SCRIPTS_ID = 'start-scripts';

/**
 * The text of an element the server writes into the document and the browser keeps as it is: the
 * server passes it, the browser reads it back from the element the first time it renders.
 * Callers pass `import.meta.env.SSR ? text : undefined`, so only the server bundle holds the text.
 * Used for the site's stylesheet (styles/site.css, about 6 kB compressed, inlined in the head so the
 * first paint waits for no request) and the script that starts the page's modules after its main
 * image (lib/start-scripts).
 */
function keptText(id: string, serverText: string | undefined): string {
  if (serverText !== undefined) return serverText;
  // Read once: an error that reaches the root renders a new document, and the old one's elements
  // have left the page by then (decision 0526).
  let text = keptTexts.get(id);
  if (text === undefined) {
    text = document.getElementById(id)?.textContent ?? '';
    keptTexts.set(id, text);
  }
  return text;
}
const keptTexts = new Map<string, string>();

/** The tab's icon: a vector file, so browsers ask for no /favicon.ico. */
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function loader({ request }: Route.LoaderArgs) {
  return { document: documentLocale(localeFromRequest(request).locale) };
}

/**
 * A page reached in the browser in another locale renders translated from its first frame: the
 * locale's translations are fetched beside the page's data, and the navigation waits for both. A
 * failed fetch does not stop it (the provider fetches again and shows what it has).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const locale = localeOfPath(new URL(request.url).pathname);
    const translations = locale ? loadI18n(locale).catch(() => undefined) : undefined;
    const result = await next();
    await translations;
    return result;
  },
];

/** The locale an error that reaches the root is shown in: the address's, else the one the document was rendered in (the locale cookie's). */
function errorLocaleTag(pathname: string, data: { readonly document: { readonly tag: string } } | undefined): string | undefined {
  const segment = pathname.split('/')[1];
  return parseLocaleSegment(segment) ? segment : data?.document.tag;
}

/** Pages name their own titles; an error that reaches the root is titled in its locale. */
export function meta({ error, data, location }: Route.MetaArgs) {
  if (!error) return [];
  return errorPageMeta(error, errorLocaleTag(location.pathname, data));
}

/** The document shell: `lang` and `dir` follow the locale of the address, on every page and error. */
export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // The address decides, so a client-side switch of locale turns the document at once.
  const fromPath = localeOfPath(useLocation().pathname);
  const doc = fromPath ? documentLocale(fromPath) : (data?.document ?? documentLocale(DEFAULT_LOCALE));
  const i18n = i18nFor(fromPath ?? doc.lang);
  // Texts beyond the common bundle that the page's routes name (the account's, decision 1110).
  const matches = useMatches();
  const namespaces = useMemo(() => namespacesOf(matches.map((match) => match.handle)), [matches]);
  // The Content-Security-Policy runs an inline script or style only with the answer's nonce (decision 0905).
  const nonces = usePageNonces(START_SCRIPTS_ID, STYLE_ID);
  // What waits for an idle moment (drawer code, the Arabic typeface) waits for hydration too.
  useEffect(markHydrated, []);
  return (
    // The head's script may add the web-fonts class before hydration (lib/web-fonts.ts).
    <html lang={doc.lang} dir={doc.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonces?.script} dangerouslySetInnerHTML={{ __html: WEB_FONTS_SCRIPT }} />
        <style id={STYLE_ID} nonce={nonces?.style} dangerouslySetInnerHTML={{ __html: keptText(STYLE_ID, import.meta.env.SSR ? siteStyles : undefined) }} />
        <Meta />
        <Links />
        {/* The translations the client entry fetches before hydrating go out with the page's other
            module preloads (started after its main image, decision 0524) rather than one round trip later. */}
        {bundleFilesOf(i18n, namespaces).map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        <TranslationProvider i18n={i18n} namespaces={namespaces}>
          {children}
        </TranslationProvider>
        <ScrollOnNavigate />
        <Scripts nonce={nonces?.script} />
        <script id={START_SCRIPTS_ID} nonce={nonces?.script} dangerouslySetInnerHTML={{ __html: keptText(START_SCRIPTS_ID, import.meta.env.SSR ? START_SCRIPTS_SCRIPT : undefined) }} />
      </body>
    </html>
  );
}

/** A new page reached in the browser takes up the Arabic typeface once this tab has cached it (lib/web-fonts). */
function useTypefaceOnNavigation() {
  const { pathname } = useLocation();
  // Before the new page paints, so it is drawn in its face from the start. On the first page it
  // changes nothing: the head script has already set the class from the same flag.
  useLayoutEffect(() => {
    adoptCachedTypeface(document.documentElement, window.sessionStorage);
  }, [pathname]);
}

// Server state (TanStack Query) is provided by the parts that use it, which load it with them (lib/query-provider).
export default function App() {
  useTypefaceOnNavigation();
  return <Outlet />;
}

/**
 * Above every route: 404 shows the brand cards, a failed loader (5xx) the 500 page, and anything
 * thrown while rendering the generic error screen; each translated, never a stack trace.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const locale = parseLocaleSegment(errorLocaleTag(useLocation().pathname, data)) ?? DEFAULT_LOCALE;
  return <RootErrorContent error={error} locale={locale} />;
}
