import type { Route } from './+types/sitemap-index';
import { requestOrigin } from '../lib/seo';
import { sitemapIndexXml, xmlResponse } from '../lib/seo/sitemap';

/** `/sitemap.xml`: the index of the six locale sitemaps. */
export function loader({ request }: Route.LoaderArgs) {
  return xmlResponse(sitemapIndexXml(requestOrigin(request)));
}
