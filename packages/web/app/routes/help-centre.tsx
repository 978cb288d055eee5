import { data, Link } from 'react-router';
import { formatLocale, parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/help-centre';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { ChevronIcon } from '../components/ui/icons';
import { FaqAnswer } from '../features/help-centre';
import helpCentreStyles from '../features/help-centre/help-centre.css?url';
import { pageError } from '../lib/page-error';
import { i18nFor, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { storefrontContext } from '../lib/load-context';
import { listingSeo } from '../lib/page-seo';
import { errorPageMeta, seoLinks } from '../lib/seo';

/** The help centre's texts (decision 1470): fetched with the page in the browser, and before it hydrates on a first visit. */
export const handle: TranslationsHandle = { translations: ['help'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('help')];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: helpCentreStyles }];

/**
 * `/{locale}/help-centre` (the region's topics) and `/{locale}/help-centre/{topic}` (a topic's
 * questions, such as `order`, where "Need Help?" points, and `return-policy`).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const viewed = await context.get(storefrontContext).viewHelpCentre.execute(locale, params.topic);
  if (viewed.isErr()) throw pageError(viewed.error);
  const t = i18nFor(locale).t;
  const region = t(`regions.${locale.region}`);
  const shown = viewed.value.topic ?? undefined;
  return {
    locale,
    topics: viewed.value.topics,
    topic: shown ?? null,
    meta: {
      // The centre's own page is named once ("Help centre | UAE"); a topic before it ("Return policy | Help centre | Egypt").
      title: shown === undefined ? t('helpCentre.metaTitleIndex', { region }) : t('helpCentre.metaTitle', { title: shown.title, region }),
      description: shown?.questions[0]?.question ?? t('helpCentre.metaDescription', { region }),
    },
    seo: listingSeo(request, 'lazurde'),
  };
}

export function meta({ loaderData, error, params }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, params.locale);
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }, ...seoLinks(loaderData.seo)];
}

export default function HelpCentre({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, topics, topic } = loaderData;
  const tag = formatLocale(locale);
  return (
    <main className="page help-centre">
      {topic ? (
        <>
          <p>
            <Link className="help-centre__back" to={`/${tag}/help-centre`}>
              <ChevronIcon direction="start" /> {t('helpCentre.allTopics')}
            </Link>
          </p>
          <h1>{topic.title}</h1>
        </>
      ) : (
        <>
          <h1>{t('helpCentre.heading')}</h1>
          <p className="help-centre__intro">{t('helpCentre.intro', { region: t(`regions.${locale.region}`) })}</p>
        </>
      )}
      <nav aria-label={t('helpCentre.topics')}>
        {topics.length === 0 ? (
          <p>{t('helpCentre.empty')}</p>
        ) : (
          <ul className="help-centre__topics">
            {topics.map((entry) => (
              <li key={entry.slug}>
                <Link to={`/${tag}/help-centre/${entry.slug}`} aria-current={entry.slug === topic?.slug ? 'page' : undefined}>
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
      {topic?.questions.map((entry, index) => (
        <section key={entry.question} aria-labelledby={`question-${index}`}>
          <h2 id={`question-${index}`} className="help-centre__question">
            {entry.question}
          </h2>
          <FaqAnswer answer={entry.answer} localeTag={tag} />
        </section>
      ))}
      {topic && (
        <p>
          <Link className="button button--quiet" to={`/${tag}/account`}>
            {t('helpCentre.account')}
          </Link>
        </p>
      )}
    </main>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
