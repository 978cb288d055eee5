import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseLocaleSegment } from '@storefront/core';
import type { Route } from './+types/home';
import { i18nFor } from '../lib/i18n';
import { storefrontContext } from '../lib/load-context';
import { Price } from '../components/ui/price';

/** The brand home's shelf, read on the server through the core's use case. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data(null, { status: 404 });
  const result = await context.get(storefrontContext).listFeaturedProducts.execute({
    region: locale.region,
    language: locale.language,
    brand: 'lazurde',
    limit: 12,
  });
  if (result.isErr()) {
    throw data({ code: result.error.code }, { status: result.error.code === 'UNAVAILABLE' ? 503 : 404 });
  }
  const t = i18nFor(locale.language).t;
  const region = t(`regions.${locale.region}`);
  return {
    products: result.value,
    meta: { title: t('meta.title', { region }), description: t('meta.description', { region }) },
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.meta.title },
    { name: 'description', content: loaderData.meta.description },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products } = loaderData;
  return (
    <main className="page">
      <h1>{t('home.heading')}</h1>
      <h2>{t('home.newIn')}</h2>
      {products.length === 0 ? (
        <p>{t('home.empty')}</p>
      ) : (
        <ul className="product-grid">
          {products.map((product) => (
            <li key={product.sku} className="product-card" data-testid="product-card">
              <img className="product-card__image" src={product.imageUrl} alt="" width={240} height={240} loading="lazy" />
              <h3 className="product-card__name">{product.name}</h3>
              <Price price={product.price} salePrice={product.salePrice} />
              {!product.inStock && <span className="stock--out">{t('product.outOfStock')}</span>}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
