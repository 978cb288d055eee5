import { describe, expect, it } from 'vitest';
import { productSlug } from './product-slug.js';

describe('productSlug', () => {
  it('slugs a name in either script', () => {
    expect(productSlug('Solitaire Diamond Ring')).toBe('solitaire-diamond-ring');
    expect(productSlug("L'azurde  18K — Heart!")).toBe('l-azurde-18k-heart');
    expect(productSlug('خاتم سوليتير بالألماس')).toBe('خاتم-سوليتير-بالألماس');
  });

  it('never answers an empty slug', () => {
    expect(productSlug('!!!')).toBe('product');
  });
});
