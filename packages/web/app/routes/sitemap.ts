import { data } from 'react-router';
import type { Route } from './+types/sitemap';
import { storefrontContext } from '../lib/load-context';
import { requestOrigin } from '../lib/seo';
import { localeSitemapUrls } from '../lib/seo/locale-sitemap';
import { localeOfSitemapFile, urlSetXml, xmlResponse } from '../lib/seo/sitemap';

/** `/sitemaps/en-sa.xml`: brand homes, category listings and product pages of one locale. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfSitemapFile(params.file);
  if (!locale) throw data(null, { status: 404 });
  const catalogue = await context.get(storefrontContext).listLocaleCatalogue.execute(locale);
  // Failing as a whole, so crawlers come back rather than drop the pages a partial list would miss.
  if (catalogue.isErr()) {
    return new Response(null, { status: 503, headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' } });
  }
  return xmlResponse(urlSetXml(localeSitemapUrls(catalogue.value, requestOrigin(request), locale)));
}
