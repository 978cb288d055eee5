import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@storefront/core/catalog';
import type { ProductPage } from './product-page';
import { productSeo } from './product-seo';

function aPage(overrides: Partial<ProductDetail> = {}, page: Partial<ProductPage> = {}): ProductPage {
  const product: ProductDetail = {
    productId: 9,
    sku: 'ML-BG-1',
    name: 'Petal Bangle',
    description: 'A bangle.',
    brand: 'missl',
    images: [{ url: '/images/illustrations/bangle-gold-rose-none.svg', alt: '' }],
    categories: ['Bracelets'],
    customFields: {},
    price: { amountMinor: 100_000, currency: 'AED' },
    inventory: { isInStock: false, availableToSell: 0, warningLevel: 3 },
    variants: [],
    reviewSummary: { summationOfRatings: 0, numberOfReviews: 0 },
    ...overrides,
  };
  return {
    product,
    stock: 'sold-out',
    related: [],
    reviews: null,
    category: { name: 'Bracelets', path: '/en-ae/miss-l/bracelets' },
    vatPercent: 5,
    translations: [
      { locale: { language: 'en', region: 'ae' }, name: 'Petal Bangle' },
      { locale: { language: 'ar', region: 'ae' }, name: 'أسورة بتلات' },
    ],
    ...page,
  };
}

const labels = { home: 'Home', brand: () => 'Miss L' };
const request = new Request('https://shop.example/en-ae/p/old?product_sku=ML-BG-1&review_sort=lowest');

describe('product page SEO', () => {
  it('has a canonical of the slug and the SKU only', () => {
    const { seo } = productSeo(request, { language: 'en', region: 'ae' }, aPage(), labels);
    expect(seo.canonical).toBe('https://shop.example/en-ae/p/petal-bangle?product_sku=ML-BG-1');
  });

  it('links the page in each locale that sells it, with the name of that language, and x-default to the first when KSA has none', () => {
    const { seo } = productSeo(request, { language: 'en', region: 'ae' }, aPage(), labels);
    expect(seo.alternates).toEqual([
      { hrefLang: 'en-ae', href: 'https://shop.example/en-ae/p/petal-bangle?product_sku=ML-BG-1' },
      { hrefLang: 'ar-ae', href: 'https://shop.example/ar-ae/p/%D8%A3%D8%B3%D9%88%D8%B1%D8%A9-%D8%A8%D8%AA%D9%84%D8%A7%D8%AA?product_sku=ML-BG-1' },
      { hrefLang: 'x-default', href: 'https://shop.example/en-ae/p/petal-bangle?product_sku=ML-BG-1' },
    ]);
  });

  it('walks home, brand home, category and product in the breadcrumbs and their JSON-LD', () => {
    const { breadcrumbs, jsonLd } = productSeo(request, { language: 'en', region: 'ae' }, aPage(), labels);
    expect(breadcrumbs).toEqual([
      { name: 'Home', path: '/en-ae' },
      { name: 'Miss L', path: '/en-ae/miss-l' },
      { name: 'Bracelets', path: '/en-ae/miss-l/bracelets' },
      { name: 'Petal Bangle' },
    ]);
    const list = jsonLd.find((node) => node['@type'] === 'BreadcrumbList');
    expect(list?.itemListElement).toHaveLength(4);
  });

  it('describes the product with absolute resized images and its stock', () => {
    const { jsonLd } = productSeo(request, { language: 'en', region: 'ae' }, aPage(), labels);
    const product = jsonLd.find((node) => node['@type'] === 'Product');
    expect(product?.image).toEqual(['https://shop.example/img?src=%2Fimages%2Fillustrations%2Fbangle-gold-rose-none.svg&w=1200&q=75']);
    expect(product?.offers).toMatchObject({ price: 1000, priceCurrency: 'AED', availability: 'https://schema.org/OutOfStock' });
    expect(product).not.toHaveProperty('aggregateRating');
  });

  it('leaves the brand crumb out for the main brand and the category crumb out when there is none', () => {
    const { breadcrumbs } = productSeo(request, { language: 'en', region: 'ae' }, aPage({ brand: 'lazurde' }, { category: null }), labels);
    expect(breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Petal Bangle']);
  });
});
