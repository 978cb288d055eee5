/**
 * The `@storefront/core/locale` entry.
 * Locales, regions and brands: `en-sa`/`ar-eg` addresses, each region's currency, phone and VAT rules.
 */
export * from './domain/locale.js';
export * from './domain/locale-redirect.js';
export * from './domain/region.js';
export * from './domain/brand.js';
export * from './domain/vat.policy.js';
