import type { Brand, Region } from '@storefront/core';
import type { OpeningHours } from '../database/schema/index.js';
export interface DemoStore {
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
}
/** Boutiques per region: 3-5 of the main brand, 1-2 of Miss L, and Waves in KSA only. */
export declare const DEMO_STORES: readonly DemoStore[];
//# sourceMappingURL=store-locations.d.ts.map