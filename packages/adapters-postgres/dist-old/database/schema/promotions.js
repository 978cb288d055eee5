import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { regionColumn } from './catalog.js';
/**
 * Coupon codes of one region's store. A percentage is kept in basis points (1000 = 10 %), a fixed
 * amount in the region's minor units; a coupon runs from `starts_at` (inclusive) to `ends_at`
 * (exclusive), either open.
 */
export const promotions = pgTable('promotions', {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    region: regionColumn(),
    /** Upper case, as `normaliseCouponCode` leaves a typed code. */
    code: varchar('code', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    value: integer('value').notNull(),
    minimumSpendMinor: integer('minimum_spend_minor').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
    unique('promotions_region_code_unique').on(table.region, table.code),
    check('promotions_kind_known', sql `${table.kind} IN ('percentage', 'fixed')`),
    check('promotions_value_positive', sql `${table.value} > 0 AND (${table.kind} <> 'percentage' OR ${table.value} <= 10000)`),
    check('promotions_minimum_not_negative', sql `${table.minimumSpendMinor} >= 0`),
    check('promotions_code_upper', sql `${table.code} = upper(${table.code})`),
]);
//# sourceMappingURL=promotions.js.map