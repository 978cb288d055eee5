import { describe, expect, it } from 'vitest';
import type { Money } from '@storefront/core/catalog';
import { availabilityOf, breadcrumbListJsonLd, majorUnits, productJsonLd, type ProductJsonLdInput } from './json-ld';

const sar = (amountMinor: number): Money => ({ amountMinor, currency: 'SAR' });

function aProduct(overrides: Partial<ProductJsonLdInput['product']> = {}): ProductJsonLdInput['product'] {
  return {
    sku: 'LZ-RG-1001',
    name: 'Solitaire Diamond Ring',
    description: 'A single round brilliant diamond.',
    brand: 'lazurde',
    price: sar(745_000),
    reviewSummary: { summationOfRatings: 0, numberOfReviews: 0 },
    ...overrides,
  };
}

const url = 'https://shop.example/en-sa/p/solitaire-diamond-ring?product_sku=LZ-RG-1001';

describe('product JSON-LD', () => {
  it('is a schema.org Product with an Offer in major units and the region currency', () => {
    const node = productJsonLd({ product: aProduct(), stock: 'in-stock', url, images: ['https://shop.example/img?src=a&w=1200&q=75'] });
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Solitaire Diamond Ring',
      sku: 'LZ-RG-1001',
      url,
      image: ['https://shop.example/img?src=a&w=1200&q=75'],
      brand: { '@type': 'Brand', name: "L'azurde" },
      offers: { '@type': 'Offer', price: 7450, priceCurrency: 'SAR', availability: 'https://schema.org/InStock', url },
    });
    expect(JSON.parse(JSON.stringify(node))).toEqual(node);
  });

  it('offers the sale price when there is one, with its decimals', () => {
    const node = productJsonLd({ product: aProduct({ salePrice: sar(19_999) }), stock: 'in-stock', url, images: [] });
    expect(node.offers).toMatchObject({ price: 199.99, priceCurrency: 'SAR' });
  });

  it('says limited availability at low stock and out of stock when sold out', () => {
    expect(availabilityOf('low-stock')).toBe('https://schema.org/LimitedAvailability');
    expect(availabilityOf('sold-out')).toBe('https://schema.org/OutOfStock');
    expect(productJsonLd({ product: aProduct(), stock: 'sold-out', url, images: [] }).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('carries an AggregateRating with the core average only when somebody reviewed it', () => {
    expect(productJsonLd({ product: aProduct(), stock: 'in-stock', url, images: [] })).not.toHaveProperty('aggregateRating');
    const rated = productJsonLd({
      product: aProduct({ reviewSummary: { summationOfRatings: 14, numberOfReviews: 3 } }),
      stock: 'in-stock',
      url,
      images: [],
    });
    expect(rated.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 });
  });

  it('converts minor units per currency', () => {
    expect(majorUnits({ amountMinor: 129_050, currency: 'AED' })).toBe(1290.5);
  });
});

describe('breadcrumb JSON-LD', () => {
  it('numbers the crumbs from 1 and leaves the item out where there is no URL', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Home', url: 'https://shop.example/en-sa' },
        { name: 'Rings', url: 'https://shop.example/en-sa/rings' },
        { name: 'Solitaire Diamond Ring' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/en-sa' },
        { '@type': 'ListItem', position: 2, name: 'Rings', item: 'https://shop.example/en-sa/rings' },
        { '@type': 'ListItem', position: 3, name: 'Solitaire Diamond Ring' },
      ],
    });
  });
});
