import { useState } from 'react';
import { data, redirect, useLocation } from 'react-router';
import { BRAND_PROFILES, formatLocale, parseLocaleSegment } from '@storefront/core/locale';
import type { Route } from './+types/product';
import { Price } from '../components/product/price';
import { RouteErrorBoundary } from '../components/ui/error-boundaries';
import { pageError } from '../lib/page-error';
import { i18nFor, tOf, translationsMiddleware, useTranslation, type TranslationsHandle } from '../lib/i18n';
import { postedReview, reviewAccessOf, reviewWrittenAnswer, reviewWrittenLocation, writeReviewFromPage } from '../lib/reviews.server';
import { refuseForeignForm } from '../lib/order-lookup.server';
import { sessionOf } from '../features/shell';
import { WRITE_REVIEW_ANCHOR, WriteReview, type ReviewFormAnswer } from '../features/reviews';
import { viewedProduct } from '../lib/product-page.server';
import { errorPageMeta, PRODUCT_SKU_PARAM, seoLinks } from '../lib/seo';
import { productPageOf, productSeo, ProductBreadcrumbs, ProductGallery, ProductReviews, ReviewSummaryLine, RelatedProducts, SizeSelector, sizedVariants, ProductPurchase, StockBadge, stockStateOf } from '../features/product';

/** The review form's texts (decision 1343): fetched with the page in the browser, and before it hydrates on a first visit. */
export const handle: TranslationsHandle = { translations: ['reviews'] };
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [translationsMiddleware('reviews')];

/** `/{locale}/p/{slug}?product_sku=SKU`: the SKU decides, the slug is only for people and crawlers. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const viewed = await viewedProduct(request, context, locale);
  if (viewed.isErr()) throw pageError(viewed.error);
  const page = productPageOf(viewed.value, locale);
  const t = i18nFor(locale.language).t;
  const reviewAccess = await reviewAccessOf(sessionOf(request), context, locale, page.product.sku);
  return {
    locale,
    ...page,
    reviewAccess,
    reviewWritten: reviewWrittenAnswer(new URL(request.url), reviewAccess),
    ...productSeo(request, locale, page, {
      home: t('productPage.home'),
      brand: (brand) => t(`brands.${brand}.name`, { defaultValue: BRAND_PROFILES[brand].displayName }),
    }),
    meta: { title: t('productPage.metaTitle', { name: page.product.name, brand: t(`brands.${page.product.brand}.name`, { defaultValue: BRAND_PROFILES[page.product.brand].displayName }) }), description: page.product.description },
  };
}

/**
 * The review form posted without a script (decision 1462): read by the form's own check, then
 * written through the core's `WriteReview` as the API's route writes it. A refused form is
 * rendered again with what to fix; a written review sends the shopper to the page read again (303),
 * so a reload posts nothing. With a script the form sends to the API and never posts here.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = parseLocaleSegment(params.locale);
  if (!locale) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  refuseForeignForm(request);
  const values = postedReview(await request.formData(), locale.language);
  // Loaded here, not with the module: no page's scripts carry the check before the shopper sends (decisions 1342, 1463).
  const { readReviewForm } = await import('../features/reviews/lazy/review-check');
  const read = readReviewForm(tOf(i18nFor(locale)), values);
  const url = new URL(request.url);
  const answer: ReviewFormAnswer = read.ok
    ? await writeReviewFromPage(sessionOf(request), context, locale, url.searchParams.get(PRODUCT_SKU_PARAM) ?? '', read.draft, values)
    : { kind: 'refused', values, fieldErrors: read.errors };
  if (answer.kind === 'written') throw redirect(reviewWrittenLocation(url, answer.published, WRITE_REVIEW_ANCHOR), 303);
  return data(answer, { status: 400 });
}

export function meta({ data: loaderData, error, params }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(error, params.locale);
  return [
    { title: loaderData.meta.title },
    { name: 'description', content: loaderData.meta.description },
    ...seoLinks(loaderData.seo),
    ...loaderData.jsonLd.map((node) => ({ 'script:ld+json': node })),
  ];
}

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { product, locale } = loaderData;
  const sizes = sizedVariants(product.variants);
  const [selectedSku, setSelectedSku] = useState<string | undefined>(undefined);
  const selected = sizes.find((variant) => variant.sku === selectedSku);
  const stock = selected ? stockStateOf(selected.inventory) : loaderData.stock;
  const details = Object.entries(product.customFields);

  return (
    <main className="page product-page" data-sku={product.sku}>
      <ProductBreadcrumbs crumbs={loaderData.breadcrumbs} />
      <div className="product">
        <ProductGallery images={product.images} name={product.name} />
        <div className="product__summary">
          <h1 className="product__name">{product.name}</h1>
          <ReviewSummaryLine {...(loaderData.reviews?.summary ?? product.reviewSummary)} />
          <div className="product__price" data-testid="product-price">
            <Price price={product.price} salePrice={product.salePrice} />
          </div>
          <p className="product__vat" data-testid="product-vat">
            {t('productPage.vatIncluded', { rate: loaderData.vatPercent })}
          </p>
          <StockBadge state={stock} />
          {sizes.length > 0 && <SizeSelector variants={sizes} selectedSku={selectedSku} onSelect={setSelectedSku} />}
          <ProductPurchase product={product} sized={sizes.length > 0} selected={selected} soldOut={stock === 'sold-out'} />
          <section className="product__section" aria-labelledby="description-heading">
            <h2 id="description-heading">{t('productPage.description')}</h2>
            <p>{product.description}</p>
          </section>
          {details.length > 0 && (
            <section className="product__section" aria-labelledby="details-heading">
              <h2 id="details-heading">{t('productPage.details')}</h2>
              <dl className="product__details">
                {details.map(([key, value]) => (
                  <div key={key}>
                    <dt>{t(`productPage.fields.${key}`, { defaultValue: key })}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
                <div>
                  <dt>{t('productPage.sku')}</dt>
                  <dd>
                    <bdi>{product.sku}</bdi>
                  </dd>
                </div>
              </dl>
            </section>
          )}
        </div>
      </div>
      <ProductReviews
        section={loaderData.reviews}
        search={search}
        write={
          loaderData.reviewAccess && (
            <WriteReview access={loaderData.reviewAccess} sku={product.sku} language={locale.language} region={locale.region} localeTag={formatLocale(locale)} answer={actionData ?? loaderData.reviewWritten} />
          )
        }
      />
      <RelatedProducts products={loaderData.related} locale={locale} />
    </main>
  );
}

/**
 * An unknown SKU is the storefront's 404 page with the brand cards, inside the locale's header; a
 * piece of a brand the region does not sell (Waves outside KSA) says where it is sold.
 */
export const ErrorBoundary = RouteErrorBoundary;
