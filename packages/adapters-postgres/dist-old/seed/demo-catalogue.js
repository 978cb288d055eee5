import { eq, getTableName, sql } from 'drizzle-orm';
import { BRAND_PROFILES, BRANDS, REGION_PROFILES, REGIONS, brandSellsIn, currencyOf } from '@storefront/core';
import { appMeta, brandRegions, brands, categories, customerAttributes, customers, inventory, inventoryLocations, productCategories, productImages, productPrices, productVariants, products, regions, relatedProducts, reviewSummaries, reviews, storeLocations, } from '../database/schema/index.js';
import { batches, bulkInsert } from './bulk-insert.js';
import { generateDemoCatalogue } from './catalogue-generator.js';
import { DEMO_CUSTOMERS } from './demo-customers.js';
import { hashPassword } from '../customer/password-hash.js';
export { regionalPrice } from './catalogue-generator.js';
export const DEMO_CATALOGUE_KEY = 'demo_catalogue';
const DEMO_CATALOGUE_VERSION = 2;
/** Products whose rows are written between two progress reports. */
const CHUNK = 250;
/** Any constant shared by every process seeding the same PostgreSQL database. */
const SEED_LOCK_KEY = 7_140_302;
const ATTRIBUTE_EMAIL_VERIFIED = 15;
const ATTRIBUTE_VERIFICATION_SENT = 16;
const ANALYZED_TABLES = [
    categories,
    products,
    productCategories,
    productVariants,
    productPrices,
    inventoryLocations,
    inventory,
    productImages,
    relatedProducts,
    reviews,
    reviewSummaries,
    storeLocations,
    customers,
    customerAttributes,
];
const BRAND_NAMES_AR = { lazurde: 'لازوردي', missl: 'مس ل', waves: 'ويفز' };
const REGION_NAMES_AR = { sa: 'السعودية', ae: 'الإمارات', eg: 'مصر' };
function required(map, key) {
    const value = map.get(key);
    if (value === undefined)
        throw new Error(`Seeding lost track of ${String(key)}`);
    return value;
}
async function isSeeded(db) {
    const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, DEMO_CATALOGUE_KEY));
    return rows.length > 0;
}
async function productCount(db) {
    const [row] = await db.select({ count: sql `count(*)::int` }).from(products);
    return Number(row?.count ?? 0);
}
async function writeReferenceData(tx, catalogue) {
    await tx.insert(regions).values(REGIONS.map((code) => ({ code, nameEn: REGION_PROFILES[code].displayName, nameAr: REGION_NAMES_AR[code], currency: currencyOf(code) })));
    await tx.insert(brands).values(BRANDS.map((code) => ({ code, nameEn: BRAND_PROFILES[code].displayName, nameAr: BRAND_NAMES_AR[code] })));
    await tx
        .insert(brandRegions)
        .values(BRANDS.flatMap((brandCode) => REGIONS.filter((region) => brandSellsIn(brandCode, region)).map((region) => ({ brandCode, region }))));
    const locations = await tx
        .insert(inventoryLocations)
        .values(REGIONS.map((region) => ({ region, code: `${region}-online`, name: `${REGION_PROFILES[region].displayName} online warehouse` })))
        .returning({ id: inventoryLocations.id, region: inventoryLocations.region });
    const categoryIds = new Map();
    for (const [position, category] of catalogue.categories.entries()) {
        const [row] = await tx
            .insert(categories)
            .values({
            slugEn: category.slugEn,
            slugAr: category.slugAr,
            nameEn: category.nameEn,
            nameAr: category.nameAr,
            position,
            parentId: category.parent === null ? null : required(categoryIds, category.parent),
        })
            .returning({ id: categories.id });
        if (row)
            categoryIds.set(category.slugEn, row.id);
    }
    await tx.insert(storeLocations).values(catalogue.stores.map(({ brand, ...store }) => ({ ...store, brandCode: brand, openingHours: [...store.openingHours] })));
    return { locationOf: new Map(locations.map((location) => [location.region, location.id])), categoryIds };
}
async function writeCustomers(tx) {
    const ids = new Map();
    for (const customer of DEMO_CUSTOMERS) {
        const [row] = await tx
            .insert(customers)
            .values({
            region: customer.region,
            email: customer.email,
            // The customer adapter's own hash (decision 0400), so the demo accounts sign in like any other.
            passwordHash: await hashPassword(customer.password),
            firstName: customer.firstName,
            lastName: customer.lastName,
            phone: customer.phone,
        })
            .returning({ id: customers.id });
        if (!row)
            throw new Error(`Inserting ${customer.email} returned no id`);
        ids.set(customer.email, row.id);
        await tx.insert(customerAttributes).values([
            { customerId: row.id, attributeId: ATTRIBUTE_EMAIL_VERIFIED, value: 'true' },
            { customerId: row.id, attributeId: ATTRIBUTE_VERIFICATION_SENT, value: 'true' },
        ]);
    }
    return ids;
}
const TEXT = 'text';
const INT = 'integer';
async function writeProductRows(tx, all) {
    const rows = await bulkInsert(tx, products, {
        sku: TEXT, brandCode: TEXT, nameEn: TEXT, nameAr: TEXT, descriptionEn: TEXT, descriptionAr: TEXT, type: TEXT, metal: TEXT, karat: TEXT,
        colour: TEXT, stone: TEXT, collection: TEXT, charmFamily: TEXT, capsule: TEXT, bestSellerRank: INT, imagePath: TEXT, createdAt: 'timestamptz',
    }, all.map(({ brand, categories: _c, prices: _p, variants: _v, images: _i, related: _r, reviews: _rv, ...product }) => ({ ...product, brandCode: brand })), ['id', 'sku']);
    return new Map(rows.map((row) => [row.sku, Number(row.id)]));
}
async function writeProductDetails(tx, chunk, ids) {
    const productId = (sku) => required(ids.productOf, sku);
    await bulkInsert(tx, productPrices, { productId: INT, region: TEXT, currency: TEXT, priceMinor: INT, basePriceMinor: INT, salePriceMinor: INT, salePercent: 'smallint' }, chunk.flatMap((product) => product.prices.map((price) => ({ ...price, productId: productId(product.sku) }))));
    const variantRows = await bulkInsert(tx, productVariants, { productId: INT, sku: TEXT, options: 'jsonb', position: 'smallint' }, chunk.flatMap((product) => product.variants.map((variant) => ({ productId: productId(product.sku), sku: variant.sku, options: { ...variant.options }, position: variant.position }))), ['id', 'sku']);
    const variantOf = new Map(variantRows.map((row) => [row.sku, Number(row.id)]));
    await bulkInsert(tx, inventory, { variantId: INT, locationId: INT, availableToSell: INT, warningLevel: INT }, chunk.flatMap((product) => product.variants.flatMap((variant) => Object.entries(variant.stock).map(([region, units]) => ({
        variantId: required(variantOf, variant.sku),
        locationId: required(ids.locationOf, region),
        availableToSell: units ?? 0,
        warningLevel: variant.warningLevel,
    })))));
    await bulkInsert(tx, productImages, { productId: INT, position: 'smallint', path: TEXT, altEn: TEXT, altAr: TEXT }, chunk.flatMap((product) => product.images.map((image) => ({ ...image, productId: productId(product.sku) }))));
    await bulkInsert(tx, productCategories, { productId: INT, categoryId: INT }, chunk.flatMap((product) => product.categories.map((slug) => ({ productId: productId(product.sku), categoryId: required(ids.categoryIds, slug) }))));
    await bulkInsert(tx, relatedProducts, { productId: INT, relatedProductId: INT, position: 'smallint' }, chunk.flatMap((product) => product.related.map((sku, position) => ({ productId: productId(product.sku), relatedProductId: productId(sku), position }))));
    await bulkInsert(tx, reviews, { productId: INT, region: TEXT, customerId: INT, authorName: TEXT, rating: 'smallint', title: TEXT, body: TEXT, language: TEXT, featured: 'boolean', status: TEXT, createdAt: 'timestamptz' }, chunk.flatMap((product) => product.reviews.map(({ customerEmail, ...review }) => ({
        ...review,
        productId: productId(product.sku),
        customerId: customerEmail === undefined ? null : required(ids.customerOf, customerEmail),
        status: 'published',
    }))));
    await bulkInsert(tx, reviewSummaries, { productId: INT, summationOfRatings: INT, numberOfReviews: INT }, chunk.map((product) => ({
        productId: productId(product.sku),
        summationOfRatings: product.reviews.reduce((sum, review) => sum + review.rating, 0),
        numberOfReviews: product.reviews.length,
    })));
}
/**
 * Seeds the demo catalogue once, in one transaction, so no half catalogue is ever visible: a
 * database that already holds it is left alone and a second start reuses the data. Several
 * processes may start at once on one PostgreSQL server: an advisory lock lets one of them seed.
 */
export async function seedDemoCatalogue(db, onProgress = () => undefined, options = {}) {
    if (await isSeeded(db))
        return { seeded: false, products: await productCount(db) };
    const catalogue = generateDemoCatalogue(options);
    const total = catalogue.products.length;
    onProgress({ done: 0, total });
    const seeded = await db.transaction(async (tx) => {
        await tx.execute(sql `select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
        if (await isSeeded(tx))
            return false;
        const { locationOf, categoryIds } = await writeReferenceData(tx, catalogue);
        const customerOf = await writeCustomers(tx);
        const productOf = await writeProductRows(tx, catalogue.products);
        const ids = { productOf, locationOf, categoryIds, customerOf };
        for (const [index, chunk] of [...batches(catalogue.products, CHUNK)].entries()) {
            await writeProductDetails(tx, chunk, ids);
            onProgress({ done: Math.min(total, (index + 1) * CHUNK), total });
        }
        await tx.insert(appMeta).values({
            key: DEMO_CATALOGUE_KEY,
            value: JSON.stringify({ version: DEMO_CATALOGUE_VERSION, seed: catalogue.seed, products: total }),
        });
        return true;
    });
    if (!seeded)
        return { seeded: false, products: await productCount(db) };
    // Fresh statistics: without them the planner guesses a handful of rows per table and a
    // listing reads the whole stock table per tile (100 ms instead of 1.5 ms); PGlite has no
    // autovacuum to catch up later.
    await db.execute(sql.raw(`analyze ${ANALYZED_TABLES.map((table) => `"${getTableName(table)}"`).join(', ')}`));
    return { seeded: true, products: total };
}
//# sourceMappingURL=demo-catalogue.js.map