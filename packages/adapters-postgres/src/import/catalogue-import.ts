import type { CatalogueKind } from '@storefront/core/catalog';
import type { PaymentMethod } from '@storefront/core/checkout';
import type { Brand, CurrencyCode, Language, Region } from '@storefront/core/locale';
import type { OrderStatus, OrderTracking } from '@storefront/core/order';
import type { ContentKind } from '../content/cms-content.schema.js';
import type { OpeningHours } from '../database/schema/index.js';

/**
 * What the engine imports: a whole catalogue with its editorial content, coupons, customers and
 * boutiques, in the engine's own terms. Any source may produce it (the demo store, a merchant's
 * export); the engine never knows which.
 */
export interface CatalogueImport {
  /** Written under the source's key in `app_meta` when the import commits (a version, a seed…). */
  readonly stamp: string;
  readonly regions: readonly ImportRegion[];
  readonly brands: readonly ImportBrand[];
  /** Parents before their children. */
  readonly categories: readonly ImportCategory[];
  /** The Arabic label of each English facet value products store (decision 0501), stored beside the value. */
  readonly facetLabels: readonly ImportFacetLabel[];
  readonly customers: readonly ImportCustomer[];
  readonly products: readonly ImportProduct[];
  readonly storeLocations: readonly ImportStoreLocation[];
  readonly content: readonly ImportContentEntry[];
}

/**
 * A catalogue to import once. The catalogue itself is read only when the database lacks it
 * (generating a large one takes seconds); the coupons are offered on every import, so a store
 * created before a coupon existed still gains it.
 */
export interface CatalogueSource {
  /** The `app_meta` key that marks the catalogue as imported. */
  readonly key: string;
  /** Coupons added when missing; a code a store already has is left as the merchant set it. */
  readonly promotions: readonly ImportPromotion[];
  load(): CatalogueImport;
}

export interface ImportRegion {
  readonly code: Region;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly currency: CurrencyCode;
}

export interface ImportBrand {
  readonly code: Brand;
  readonly nameEn: string;
  readonly nameAr: string;
  /** The regions whose store sells the brand. */
  readonly regions: readonly Region[];
}

export interface ImportCategory {
  readonly slugEn: string;
  readonly slugAr: string;
  readonly nameEn: string;
  readonly nameAr: string;
  /** The English slug of the parent, imported earlier; null at the top. */
  readonly parent: string | null;
}

/** The product columns that hold a facet value in English. */
export type FacetColumn = 'type' | 'metal' | 'karat' | 'colour' | 'stone' | 'collection' | 'charmFamily' | 'capsule';

export interface ImportFacetLabel {
  readonly facet: FacetColumn;
  readonly en: string;
  readonly ar: string;
}

export interface ImportCustomer {
  readonly region: Region;
  readonly email: string;
  /** Hashed by the engine (decision 0400) and never stored as given. */
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** E.164. */
  readonly phone: string;
  /** Marks the email as verified (attributes 15 and 16). */
  readonly emailVerified: boolean;
  /** The address book, the first the default (attribute 5); governorate and city are area codes of the core. */
  readonly addresses?: readonly ImportAddress[];
  /** The saved wish list, by product SKU, in the order it shows. */
  readonly wishlistSkus?: readonly string[];
  /** Orders the customer placed before, oldest first, placed and moved on through the engine's stores. */
  readonly orders?: readonly ImportOrder[];
}

/**
 * An order of a customer's history. It is priced at the catalogue's prices when imported (the
 * core's totals and VAT), placed through checkout's store (its units taken from stock) and moved
 * through its history by the order store (a cancellation puts them back).
 */
export interface ImportOrder {
  /** Variant SKUs and how many. */
  readonly lines: readonly { readonly sku: string; readonly quantity: number }[];
  readonly method: PaymentMethod;
  /** To the customer's first address, or collected at a boutique of the region that holds every line. */
  readonly delivery: 'home' | 'pickup';
  /** Oldest first; the first is `placed`, when the order was placed. */
  readonly history: readonly { readonly status: OrderStatus; readonly at: Date }[];
  /** Saved with the move to `shipped`. */
  readonly tracking?: OrderTracking;
}

export interface ImportAddress {
  readonly firstName: string;
  readonly lastName: string;
  /** E.164. */
  readonly phone: string;
  readonly line1: string;
  readonly line2?: string;
  readonly governorate: string;
  readonly city: string;
  readonly postalCode?: string;
}

export interface ImportPrice {
  readonly region: Region;
  readonly currency: CurrencyCode;
  readonly priceMinor: number;
  readonly basePriceMinor: number;
  readonly salePriceMinor: number | null;
  readonly salePercent: number;
}

export interface ImportVariant {
  readonly sku: string;
  readonly options: Readonly<Record<string, string>>;
  readonly position: number;
  /** Units available to sell at the region's online location, for every region the product sells in. */
  readonly stock: Readonly<Partial<Record<Region, number>>>;
  readonly warningLevel: number;
}

export interface ImportReview {
  readonly region: Region;
  readonly authorName: string;
  readonly rating: 1 | 2 | 3 | 4 | 5;
  readonly title: string;
  readonly body: string;
  readonly language: Language;
  readonly featured: boolean;
  readonly createdAt: Date;
  /** The email of an imported customer who wrote it. */
  readonly customerEmail?: string;
}

export interface ImportProduct {
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
  /** What the product is, for the return rules; jewellery when absent. */
  readonly kind?: CatalogueKind;
  /** Worn through the skin (earrings that pierce the ear); not when absent, never for a coin or a bar. */
  readonly pierced?: boolean;
  readonly createdAt: Date;
  /** English slugs of imported categories. */
  readonly categories: readonly string[];
  readonly prices: readonly ImportPrice[];
  readonly variants: readonly ImportVariant[];
  readonly images: readonly { readonly position: number; readonly path: string; readonly altEn: string; readonly altAr: string }[];
  /** SKUs of imported products, in display order. */
  readonly related: readonly string[];
  /** Published reviews. */
  readonly reviews: readonly ImportReview[];
}

export interface ImportStoreLocation {
  readonly region: Region;
  readonly brand: Brand;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly addressEn: string;
  readonly addressAr: string;
  readonly cityEn: string;
  readonly cityAr: string;
  readonly phone: string;
  readonly latitude: string;
  readonly longitude: string;
  readonly openingHours: OpeningHours;
  /**
   * Units the boutique holds per variant SKU. A boutique given stock (even none) is an inventory
   * location of its region too, where pickups are collected; one without takes no pickups.
   */
  readonly stock?: Readonly<Record<string, number>>;
}

/** One CMS entry (header, footer, page, FAQ topic…) in one language; `region` null when shared. */
export interface ImportContentEntry {
  readonly kind: ContentKind;
  readonly key: string;
  readonly language: Language;
  readonly region: Region | null;
  readonly brandCode: Brand;
  readonly body: unknown;
}

export interface ImportPromotion {
  readonly region: Region;
  /** Upper case. */
  readonly code: string;
  readonly kind: 'percentage' | 'fixed';
  /** Basis points for a percentage, minor units for a fixed amount. */
  readonly value: number;
  readonly minimumSpendMinor: number;
  readonly startsAt?: Date;
  readonly endsAt?: Date;
}

export interface ImportProgress {
  readonly done: number;
  readonly total: number;
}

export interface ImportOutcome {
  /** False when the database already held the catalogue, which is then left as it is. */
  readonly imported: boolean;
  readonly products: number;
  /** Products in the search index after a fresh import. */
  readonly indexed?: number;
}
