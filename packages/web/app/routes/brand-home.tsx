import { data, Link } from 'react-router';
import { brandOfPath, parseLocalePath, parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/brand-home';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { brandCategoryLinks, categoryHref, CategoryList, ProductTile } from '../features/listing';
import { pageError } from '../lib/page-error';
import { i18nFor, useTranslation } from '../lib/i18n';
import { storefrontContext } from '../lib/load-context';
import { listingSeo } from '../lib/page-seo';
import { errorPageMeta, seoLinks } from '../lib/seo';
import { pageUrl } from '../lib/page-url';

/** How many of the newest products the home shelf shows. */
const SHELF_SIZE = 12;

/** A brand home (`/{locale}`, `/{locale}/miss-l`, `/{locale}/waves`): newest products and the main categories. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const brand = brandOfPath(parseLocalePath(pageUrl(request).pathname).rest);
  const home = await context.get(storefrontContext).viewHomePage.execute({ locale, brand, shelfSize: SHELF_SIZE });
  if (home.isErr()) throw pageError(home.error);
  const { t } = i18nFor(locale.language);
  const region = t(`regions.${locale.region}`);
  return {
    brand,
    products: home.value.products,
    categories: brandCategoryLinks(home.value.categories, brand, locale),
    newInHref: categoryHref(brand, locale, 'new-in'),
    meta: {
      title: brand === 'lazurde' ? t('meta.title', { region }) : t('meta.brandTitle', { brand: t(`brands.${brand}.name`), region }),
      description: t('meta.description', { region }),
    },
    seo: listingSeo(request, brand),
  };
}

export function meta({ data: loaderData, error, params }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, params.locale);
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }, ...seoLinks(loaderData.seo)];
}

export default function BrandHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand, products, categories, newInHref } = loaderData;
  return (
    <main className="page brand-home" data-brand={brand}>
      <section className={`hero hero--${brand}`}>
        <h1 className="hero__title">{t(`brands.${brand}.heading`)}</h1>
        <p className="hero__text">{t(`brands.${brand}.tagline`)}</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.shopByCategory')}</h2>
        <CategoryList links={categories} className="category-list--chips" />
      </section>
      <section aria-labelledby="home-new-in">
        <div className="section-head">
          <h2 id="home-new-in">{t('home.newIn')}</h2>
          <Link to={newInHref}>{t('home.seeAllNew')}</Link>
        </div>
        {products.length === 0 ? (
          <p>{t('home.empty')}</p>
        ) : (
          <ul className="product-grid">
            {products.map((product, index) => (
              <li key={product.sku}>
                <ProductTile product={product} eager={index < 4} lcp={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
