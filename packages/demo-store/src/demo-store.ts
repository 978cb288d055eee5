import { BRAND_PROFILES, BRANDS, REGION_PROFILES, REGIONS, brandSellsIn, currencyOf, type Brand, type CurrencyCode, type Region } from '@storefront/core/locale';
import { generateDemoCatalogue, type CatalogueOptions, type DemoCatalogue } from './catalogue/catalogue-generator.js';
import { DEMO_CUSTOMERS, type DemoCustomer } from './catalogue/demo-customers.js';
import { demoOrdersOf, type DemoOrder } from './catalogue/demo-orders.js';
import { demoFacetLabelRows, type FacetColumn } from './catalogue/facet-labels.js';
import type { DemoContentEntry } from './content/content-entry.js';
import { demoContentRows } from './content/demo-content.js';
import { demoPromotionRows, type DemoPromotion } from './promotions/demo-promotions.js';

/** The `app_meta` key that marks a database as holding the demo store. */
export const DEMO_CATALOGUE_KEY = 'demo_catalogue';
/** 4: products know their kind and whether they are pierced, and the gold pieces came (decision 1330). */
const DEMO_CATALOGUE_VERSION = 4;

const BRAND_NAMES_AR = { lazurde: 'لازوردي', missl: 'مس ل', waves: 'ويفز' } as const;
const REGION_NAMES_AR = { sa: 'السعودية', ae: 'الإمارات', eg: 'مصر' } as const;

/** How big a demo store to make (about 1,500 products by default) and from which seed. */
export type DemoStoreOptions = CatalogueOptions;

/** The whole demo store as data, in the shape an engine's catalogue import takes. */
export interface DemoStoreData {
  readonly stamp: string;
  readonly regions: readonly { readonly code: Region; readonly nameEn: string; readonly nameAr: string; readonly currency: CurrencyCode }[];
  readonly brands: readonly { readonly code: Brand; readonly nameEn: string; readonly nameAr: string; readonly regions: readonly Region[] }[];
  readonly categories: DemoCatalogue['categories'];
  readonly facetLabels: readonly { readonly facet: FacetColumn; readonly en: string; readonly ar: string }[];
  readonly customers: readonly {
    readonly region: Region;
    readonly email: string;
    readonly password: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string;
    readonly emailVerified: boolean;
    readonly addresses: DemoCustomer['addresses'];
    readonly wishlistSkus: DemoCustomer['wishlistSkus'];
    /** One order in every state, placed and moved on through the engine when imported. */
    readonly orders: readonly DemoOrder[];
  }[];
  readonly products: DemoCatalogue['products'];
  readonly storeLocations: DemoCatalogue['stores'];
  readonly content: readonly DemoContentEntry[];
}

/** The demo store as a catalogue source: imported once under its key, its coupons offered on every start. */
export interface DemoStoreSource {
  readonly key: string;
  readonly promotions: readonly DemoPromotion[];
  load(): DemoStoreData;
}

/** The demo store's data: the deterministic catalogue of `options` with its content, customers and boutiques. */
export function demoStoreData(options: DemoStoreOptions = {}, now: Date = new Date()): DemoStoreData {
  const catalogue = generateDemoCatalogue(options);
  return {
    stamp: JSON.stringify({ version: DEMO_CATALOGUE_VERSION, seed: catalogue.seed, products: catalogue.products.length }),
    regions: REGIONS.map((code) => ({ code, nameEn: REGION_PROFILES[code].displayName, nameAr: REGION_NAMES_AR[code], currency: currencyOf(code) })),
    brands: BRANDS.map((code) => ({
      code,
      nameEn: BRAND_PROFILES[code].displayName,
      nameAr: BRAND_NAMES_AR[code],
      regions: REGIONS.filter((region) => brandSellsIn(code, region)),
    })),
    categories: catalogue.categories,
    facetLabels: demoFacetLabelRows(),
    // Verified accounts (decision 0202), so they sign in and shop at once.
    customers: DEMO_CUSTOMERS.map((customer) => ({
      ...customer,
      emailVerified: true,
      orders: demoOrdersOf(customer.region, catalogue.products, catalogue.stores, catalogue.seed, now),
    })),
    products: catalogue.products,
    storeLocations: catalogue.stores,
    // The promo bar's flash countdown runs from the moment the store is made.
    content: demoContentRows(now),
  };
}

/**
 * Everything a fresh store needs to be browsed: the demo catalogue, its editorial content, the
 * demo customers and boutiques, generated only when the database lacks them, and the demo
 * coupons, which a store that has the catalogue still gains when it lacks one.
 */
export function demoStore(options: DemoStoreOptions = {}): DemoStoreSource {
  return { key: DEMO_CATALOGUE_KEY, promotions: demoPromotionRows(), load: () => demoStoreData(options) };
}
