import { type Brand, type CurrencyCode, type Region } from '@storefront/core';
import { type DemoCategory, type DemoCategorySlug } from './category-tree.js';
import { type GeneratedReview } from './review-generator.js';
import { type DemoStore } from './store-locations.js';
export declare const DEFAULT_DEMO_PRODUCTS = 1500;
export declare const DEFAULT_DEMO_SEED = "storefront-demo";
/** The newest signature piece is dated here; every date of the catalogue is fixed from it. */
export declare const CATALOGUE_EPOCH: number;
export interface GeneratedPrice {
    readonly region: Region;
    readonly currency: CurrencyCode;
    readonly priceMinor: number;
    readonly basePriceMinor: number;
    readonly salePriceMinor: number | null;
    readonly salePercent: number;
}
export interface GeneratedVariant {
    readonly sku: string;
    readonly options: Readonly<Record<string, string>>;
    readonly position: number;
    /** Units available to sell at the region's location, for every region the product sells in. */
    readonly stock: Readonly<Partial<Record<Region, number>>>;
    readonly warningLevel: number;
}
export interface GeneratedProduct {
    readonly sku: string;
    readonly brand: Brand;
    readonly nameEn: string;
    readonly nameAr: string;
    readonly descriptionEn: string;
    readonly descriptionAr: string;
    readonly type: string;
    readonly metal: string | null;
    readonly karat: string | null;
    readonly colour: string | null;
    readonly stone: string | null;
    readonly collection: string | null;
    readonly charmFamily: string | null;
    readonly capsule: string | null;
    readonly bestSellerRank: number | null;
    readonly imagePath: string;
    readonly createdAt: Date;
    readonly categories: readonly DemoCategorySlug[];
    readonly prices: readonly GeneratedPrice[];
    readonly variants: readonly GeneratedVariant[];
    readonly images: readonly {
        readonly position: number;
        readonly path: string;
        readonly altEn: string;
        readonly altAr: string;
    }[];
    /** SKUs of 4 to 8 products of the same brand and type or collection, in display order. */
    readonly related: readonly string[];
    readonly reviews: readonly GeneratedReview[];
}
export interface DemoCatalogue {
    readonly seed: string;
    readonly categories: readonly DemoCategory[];
    readonly products: readonly GeneratedProduct[];
    readonly stores: readonly DemoStore[];
}
export interface CatalogueOptions {
    /** Products in all, the signature pieces included; at least their number. */
    readonly products?: number;
    readonly seed?: string;
}
/** Whole units in each region's currency, rounded the way a merchant prices. */
export declare function regionalPrice(priceSar: number, region: Region): number;
/**
 * The demo catalogue as data: the signature pieces (newest first) followed by generated ones,
 * all older than them. The same options always give the same catalogue; product `i` of a seed
 * is the same whatever the size, so a bigger catalogue extends a smaller one.
 */
export declare function generateDemoCatalogue(options?: CatalogueOptions): DemoCatalogue;
//# sourceMappingURL=catalogue-generator.d.ts.map