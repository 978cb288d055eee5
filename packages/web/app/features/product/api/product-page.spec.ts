import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPageView } from '@storefront/core/catalog';
import { productPageOf } from './product-page';

const product: ProductDetail = {
  productId: 9,
  sku: 'ML-BG-1',
  name: 'Petal Bangle',
  description: 'A bangle.',
  brand: 'missl',
  images: [],
  categories: ['18K'],
  customFields: {},
  price: { amountMinor: 100_000, currency: 'AED' },
  inventory: { isInStock: true, availableToSell: 2, warningLevel: 3 },
  variants: [],
  reviewSummary: { summationOfRatings: 0, numberOfReviews: 0 },
};

const view: ProductPageView = { product, related: [], reviews: null, category: { name: '18K', slugPath: ['gold-jewelry', '18k-gold'] }, translations: [], vatRate: 500 };

describe('the product page', () => {
  it('links the breadcrumb’s category to its listing below the brand’s home, parent first', () => {
    expect(productPageOf(view, { language: 'en', region: 'ae' }).category).toEqual({ name: '18K', path: '/en-ae/miss-l/gold-jewelry/18k-gold' });
  });

  it('names the stock state and the VAT rate in percent', () => {
    expect(productPageOf(view, { language: 'ar', region: 'ae' })).toMatchObject({ stock: 'low-stock', vatPercent: 5, category: { path: '/ar-ae/miss-l/gold-jewelry/18k-gold' } });
  });

  it('has no crumb when the product has no category', () => {
    expect(productPageOf({ ...view, category: null }, { language: 'en', region: 'ae' }).category).toBeNull();
  });
});
