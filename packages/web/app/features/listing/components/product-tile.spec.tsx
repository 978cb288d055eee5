import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { ProductSummary } from '@storefront/core/catalog';
import { i18nFor, TranslationProvider } from '../../../lib/i18n';
import { AppStateProvider } from '../../app-state';
import { ProductTile } from './product-tile';

function aProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    productId: 1,
    sku: 'LZ-RG-1001',
    name: 'Solitaire Diamond Ring',
    brand: 'lazurde',
    price: { amountMinor: 745_000, currency: 'SAR' },
    imageUrl: '/images/catalog/ring.svg',
    inStock: true,
    availableToSell: 12,
    warningLevel: 3,
    ...overrides,
  };
}

function render(product: ProductSummary): string {
  return renderIn('en', product);
}

function renderIn(language: 'en' | 'ar', product: ProductSummary): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <TranslationProvider i18n={i18nFor(language)}>
          <AppStateProvider value={{ brand: 'lazurde', language, region: 'sa', locale: `${language}-sa` }}>
            <ProductTile product={product} />
          </AppStateProvider>
        </TranslationProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('ProductTile', () => {
  it('links to the product page with the SKU and reserves the picture box', () => {
    const html = render(aProduct());
    expect(html).toContain('href="/en-sa/p/solitaire-diamond-ring?product_sku=LZ-RG-1001"');
    expect(html).toMatch(/<img[^>]*width="480"[^>]*height="480"/);
    expect(html).toContain('loading="lazy"');
  });

  it('shows the saving on a sale, with the sale price and the price it was', () => {
    const html = render(aProduct({ salePrice: { amountMinor: 596_000, currency: 'SAR' } }));
    expect(html).toContain('-20%');
    expect(html).toMatch(/Now SAR\s5,960/);
    expect(html).toMatch(/Was SAR\s7,450/);
  });

  it('says sold out before anything else', () => {
    const html = render(aProduct({ inStock: false, availableToSell: 0, salePrice: { amountMinor: 1, currency: 'SAR' } }));
    expect(html).toContain('Sold out');
    expect(html).not.toContain('badge--sale');
  });

  it('says low stock at and under the warning level, before the saving', () => {
    const html = render(aProduct({ availableToSell: 3, warningLevel: 3, salePrice: { amountMinor: 596_000, currency: 'SAR' } }));
    expect(html).toContain('Only a few left');
    expect(html).not.toContain('-20%');
    expect(render(aProduct({ availableToSell: 4, warningLevel: 3 }))).not.toContain('Only a few left');
  });

  it('says both in Arabic', () => {
    expect(renderIn('ar', aProduct({ inStock: false, availableToSell: 0 }))).toContain('نفدت الكمية');
    expect(renderIn('ar', aProduct({ availableToSell: 1 }))).toContain('الكمية محدودة');
  });
});
