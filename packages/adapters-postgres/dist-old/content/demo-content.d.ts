import type { Database } from '../database/database.js';
import { contentEntries } from '../database/schema/index.js';
type Row = typeof contentEntries.$inferInsert;
/** Every row of the demo content, in both languages. */
export declare function demoContentRows(now?: Date): Row[];
/**
 * Inserts the demo content: header, navigation (two levels), popular searches, footer and pages
 * for each brand, a promo bar per region the brand sells in (Miss L's with a flash countdown), the
 * 404 brand cards and the help centre (orders and delivery per region, the return policy with
 * Egypt's own 30-day FAQ), in English and Arabic. Rows already there are left alone, so it may run twice.
 */
export declare function seedDemoContent(tx: Database): Promise<number>;
export {};
//# sourceMappingURL=demo-content.d.ts.map