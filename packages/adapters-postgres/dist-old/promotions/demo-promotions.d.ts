import type { Database } from '../database/database.js';
import { promotions } from '../database/schema/index.js';
type PromotionRow = typeof promotions.$inferInsert;
/**
 * The demo store's coupons, per region: `WELCOME10` (10 % off, no minimum), a fixed amount off
 * above a minimum spend (`SAVE100` in SAR and AED, `SAVE500` in EGP) and `SUMMER20`, which ended
 * on 1 September 2024 and is refused as expired.
 */
export declare function demoPromotionRows(): PromotionRow[];
/** Writes the demo coupons; a code a store already has is left as the merchant set it. */
export declare function seedDemoPromotions(db: Database): Promise<number>;
export {};
//# sourceMappingURL=demo-promotions.d.ts.map