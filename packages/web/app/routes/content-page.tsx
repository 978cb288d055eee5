import { data } from 'react-router';
import { parseLocalePath, parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/content-page';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import contentPageStyles from '../features/content-pages/content-page.css?url';
import { pageError } from '../lib/page-error';
import { i18nFor } from '../lib/i18n';
import { storefrontContext } from '../lib/load-context';
import { listingSeo } from '../lib/page-seo';
import { pageUrl } from '../lib/page-url';
import { errorPageMeta, seoLinks } from '../lib/seo';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: contentPageStyles }];

/**
 * `/{locale}/about-us`, `/{locale}/privacy-policy`: a content page of the CMS by its slug, in the
 * locale's language (decision 0621). A slug the CMS does not publish is the 404 page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const slug = parseLocalePath(pageUrl(request).pathname).rest.replace(/^\/+|\/+$/g, '');
  const page = await context.get(storefrontContext).readContentPage.execute(locale, 'lazurde', slug);
  if (page.isErr()) throw pageError(page.error);
  const t = i18nFor(locale).t;
  return {
    page: page.value,
    meta: {
      title: t('contentPage.metaTitle', { title: page.value.title, brand: t('brands.lazurde.name'), region: t(`regions.${locale.region}`) }),
      description: page.value.summary,
    },
    seo: listingSeo(request, 'lazurde'),
  };
}

export function meta({ loaderData, error, params }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, params.locale);
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }, ...seoLinks(loaderData.seo)];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main className="page content-page">
      <h1>{page.title}</h1>
      {page.blocks.map((block, index) => (
        <section key={index} {...(block.heading ? { 'aria-labelledby': `content-block-${index}` } : {})}>
          {block.heading && (
            <h2 id={`content-block-${index}`} className="content-page__heading">
              {block.heading}
            </h2>
          )}
          {block.paragraphs.map((paragraph, at) => (
            <p key={at}>{paragraph}</p>
          ))}
        </section>
      ))}
    </main>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
