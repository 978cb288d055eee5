import type { Brand } from '@storefront/core/locale';

/** The second brand keeps its own store-locator page; the other brands use the main one (spec section 2). */
function brandPrefix(brand: Brand): string {
  return brand === 'missl' ? '/miss-l' : '';
}

export function storeLocationsPath(tag: string, brand: Brand): string {
  return `/${tag}${brandPrefix(brand)}/store-locations`;
}

