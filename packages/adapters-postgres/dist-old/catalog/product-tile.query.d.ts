import { type SQL } from 'drizzle-orm';
import { type Result } from 'neverthrow';
import { type InfrastructureError, type Language, type ProductSummary, type Region } from '@storefront/core';
import type { Database } from '../database/database.js';
/** The stock level at or under which a product is low on stock, unless its inventory names a lower one. */
export declare const DEFAULT_WARNING_LEVEL = 3;
/** Units a product can still sell in a region: the sum over its variants and the region's locations. */
export declare function availableInRegion(region: Region): SQL<number>;
/**
 * The product's warning level in a region: the lowest of its inventory rows there, never above
 * the default (the product page's rule).
 */
export declare function warningLevelInRegion(region: Region): SQL<number>;
/** The columns of a listing tile, in one language and one region's prices. */
export declare function tileColumns(region: Region, language: Language): {
    productId: import("drizzle-orm/pg-core").PgColumn<{
        name: "id";
        tableName: "products";
        dataType: "number";
        columnType: "PgInteger";
        data: number;
        driverParam: string | number;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: true;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: "always";
        generated: undefined;
    }, {}, {}>;
    sku: import("drizzle-orm/pg-core").PgColumn<{
        name: "sku";
        tableName: "products";
        dataType: "string";
        columnType: "PgVarchar";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {
        length: 64;
    }>;
    name: import("drizzle-orm/pg-core").PgColumn<{
        name: "name_en";
        tableName: "products";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}> | import("drizzle-orm/pg-core").PgColumn<{
        name: "name_ar";
        tableName: "products";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    brand: import("drizzle-orm/pg-core").PgColumn<{
        name: "brand_code";
        tableName: "products";
        dataType: "string";
        columnType: "PgVarchar";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {
        length: 16;
    }>;
    imagePath: import("drizzle-orm/pg-core").PgColumn<{
        name: "image_path";
        tableName: "products";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    priceMinor: import("drizzle-orm/pg-core").PgColumn<{
        name: "price_minor";
        tableName: "product_prices";
        dataType: "number";
        columnType: "PgInteger";
        data: number;
        driverParam: string | number;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    salePriceMinor: import("drizzle-orm/pg-core").PgColumn<{
        name: "sale_price_minor";
        tableName: "product_prices";
        dataType: "number";
        columnType: "PgInteger";
        data: number;
        driverParam: string | number;
        notNull: false;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    availableToSell: SQL<number>;
    warningLevel: SQL<number>;
};
/** Products joined to their price in the region: a product without one is not sold there. */
export declare function tilesFrom(db: Database, region: Region, language: Language): Omit<import("drizzle-orm/pg-core").PgSelectBase<"products", {
    productId: import("drizzle-orm/pg-core").PgColumn<{
        name: "id";
        tableName: "products";
        dataType: "number";
        columnType: "PgInteger";
        data: number;
        driverParam: string | number;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: true;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: "always";
        generated: undefined;
    }, {}, {}>;
    sku: import("drizzle-orm/pg-core").PgColumn<{
        name: "sku";
        tableName: "products";
        dataType: "string";
        columnType: "PgVarchar";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {
        length: 64;
    }>;
    name: import("drizzle-orm/pg-core").PgColumn<{
        name: "name_en";
        tableName: "products";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}> | import("drizzle-orm/pg-core").PgColumn<{
        name: "name_ar";
        tableName: "products";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    brand: import("drizzle-orm/pg-core").PgColumn<{
        name: "brand_code";
        tableName: "products";
        dataType: "string";
        columnType: "PgVarchar";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {
        length: 16;
    }>;
    imagePath: import("drizzle-orm/pg-core").PgColumn<{
        name: "image_path";
        tableName: "products";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    priceMinor: import("drizzle-orm/pg-core").PgColumn<{
        name: "price_minor";
        tableName: "product_prices";
        dataType: "number";
        columnType: "PgInteger";
        data: number;
        driverParam: string | number;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    salePriceMinor: import("drizzle-orm/pg-core").PgColumn<{
        name: "sale_price_minor";
        tableName: "product_prices";
        dataType: "number";
        columnType: "PgInteger";
        data: number;
        driverParam: string | number;
        notNull: false;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    availableToSell: SQL<number>;
    warningLevel: SQL<number>;
}, "partial", Record<"products", "not-null"> & {
    product_prices: "not-null";
}, false, never, {
    productId: number;
    sku: string;
    name: string;
    brand: string;
    imagePath: string;
    priceMinor: number;
    salePriceMinor: number | null;
    availableToSell: number;
    warningLevel: number;
}[], {
    productId: import("drizzle-orm/pg-core").PgColumn<{
        name: "id";
        tableName: "products";
        dataType: "number";
        columnType: "PgInteger";
        data: number;
        driverParam: string | number;
        notNull: true;
        hasDefault: true;
        isPrimaryKey: true;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: "always";
        generated: undefined;
    }, {}, {}>;
    sku: import("drizzle-orm/pg-core").PgColumn<{
        name: "sku";
        tableName: "products";
        dataType: "string";
        columnType: "PgVarchar";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {
        length: 64;
    }>;
    name: import("drizzle-orm/pg-core").PgColumn<{
        name: "name_en";
        tableName: "products";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}> | import("drizzle-orm/pg-core").PgColumn<{
        name: "name_ar";
        tableName: "products";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    brand: import("drizzle-orm/pg-core").PgColumn<{
        name: "brand_code";
        tableName: "products";
        dataType: "string";
        columnType: "PgVarchar";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {
        length: 16;
    }>;
    imagePath: import("drizzle-orm/pg-core").PgColumn<{
        name: "image_path";
        tableName: "products";
        dataType: "string";
        columnType: "PgText";
        data: string;
        driverParam: string;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: [string, ...string[]];
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    priceMinor: import("drizzle-orm/pg-core").PgColumn<{
        name: "price_minor";
        tableName: "product_prices";
        dataType: "number";
        columnType: "PgInteger";
        data: number;
        driverParam: string | number;
        notNull: true;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    salePriceMinor: import("drizzle-orm/pg-core").PgColumn<{
        name: "sale_price_minor";
        tableName: "product_prices";
        dataType: "number";
        columnType: "PgInteger";
        data: number;
        driverParam: string | number;
        notNull: false;
        hasDefault: false;
        isPrimaryKey: false;
        isAutoincrement: false;
        hasRuntimeDefault: false;
        enumValues: undefined;
        baseColumn: never;
        identity: undefined;
        generated: undefined;
    }, {}, {}>;
    availableToSell: import("drizzle-orm").DrizzleTypeError<"You cannot reference this field without assigning it an alias first - use `.as(<alias>)`">;
    warningLevel: import("drizzle-orm").DrizzleTypeError<"You cannot reference this field without assigning it an alias first - use `.as(<alias>)`">;
}>, never>;
export interface TileRow {
    readonly productId: number;
    readonly sku: string;
    readonly name: string;
    readonly brand: string;
    readonly imagePath: string;
    readonly priceMinor: number;
    readonly salePriceMinor: number | null;
    readonly availableToSell: number;
    readonly warningLevel: number;
}
export declare function toSummary(row: TileRow, region: Region): Result<ProductSummary, InfrastructureError>;
//# sourceMappingURL=product-tile.query.d.ts.map