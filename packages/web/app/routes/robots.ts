import type { Route } from './+types/robots';
import { requestOrigin } from '../lib/seo';
import { robotsTxt } from '../lib/seo/sitemap';

/** `/robots.txt`, naming the sitemap index on the address the crawler used. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(requestOrigin(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
