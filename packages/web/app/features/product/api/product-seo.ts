import { brandHomeUrl, type Brand, type Locale } from '@storefront/core/locale';
import { imageUrl, isResizable } from '../../../components/product/image-url';
import {
  alternateLinks,
  breadcrumbListJsonLd,
  canonicalUrl,
  encodePath,
  productJsonLd,
  productPath,
  productQuery,
  requestOrigin,
  PRODUCT_SKU_PARAM,
  type JsonLdObject,
  type PageSeo,
} from '../../../lib/seo';
import type { BreadcrumbLink } from '../components/product-breadcrumbs';
import type { ProductPage } from './product-page';

/** The width of the image search engines are given. */
const SHARE_IMAGE_WIDTH = 1200;

export interface ProductSeo {
  readonly seo: PageSeo;
  readonly jsonLd: readonly JsonLdObject[];
  readonly breadcrumbs: readonly BreadcrumbLink[];
}

/**
 * The product page's canonical address (its name's slug and its SKU, nothing else), its address
 * in every other locale that sells it, its breadcrumbs and its JSON-LD.
 */
export interface CrumbLabels {
  readonly home: string;
  readonly brand: (brand: Brand) => string;
}

export function productSeo(request: Request, locale: Locale, page: ProductPage, labels: CrumbLabels): ProductSeo {
  const { product } = page;
  const origin = requestOrigin(request);
  const canonical = canonicalUrl(request, { pathname: productPath(locale, product.name), query: [[PRODUCT_SKU_PARAM, product.sku]] });
  const nameIn = (wanted: Locale) =>
    page.translations.find((translation) => translation.locale.language === wanted.language && translation.locale.region === wanted.region)?.name;
  const alternates = alternateLinks(request, {
    locales: page.translations.map((translation) => translation.locale),
    pathFor: (wanted) => {
      const name = nameIn(wanted);
      return name === undefined ? undefined : productPath(wanted, name);
    },
    queryFor: () => productQuery(product.sku),
  });
  const brandHome = product.brand === 'lazurde' ? [] : [{ name: labels.brand(product.brand), path: brandHomeUrl(product.brand, locale) }];
  const breadcrumbs: BreadcrumbLink[] = [
    { name: labels.home, path: brandHomeUrl('lazurde', locale) },
    ...brandHome,
    ...(page.category ? [{ name: page.category.name, path: page.category.path }] : []),
    { name: product.name },
  ];
  const images = product.images.map((image) => `${origin}${isResizable(image.url) ? imageUrl(image.url, SHARE_IMAGE_WIDTH) : image.url}`);
  return {
    seo: { canonical, alternates },
    breadcrumbs,
    jsonLd: [
      productJsonLd({ product, stock: page.stock, url: canonical, images }),
      breadcrumbListJsonLd(breadcrumbs.map((crumb) => (crumb.path === undefined ? { name: crumb.name, url: canonical } : { name: crumb.name, url: `${origin}${encodePath(crumb.path)}` }))),
    ],
  };
}
