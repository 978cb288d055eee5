import { seedDemoContent } from './content/demo-content.js';
import { seedDemoPromotions } from './promotions/demo-promotions.js';
import { refreshSearchIndex } from './search/refresh-search-index.js';
import { seedDemoCatalogue } from './seed/demo-catalogue.js';
/**
 * Everything a fresh store needs to be browsed: the demo catalogue, its editorial content and the
 * search index over it, and the demo coupons. A database that already holds the catalogue is left
 * as it is, except that demo coupons it lacks are added (a code it has is never changed).
 */
export async function seedDemoStore(db, onProgress, options = {}) {
    const { onStage, ...catalogueOptions } = options;
    const outcome = await seedDemoCatalogue(db, onProgress, catalogueOptions);
    await seedDemoPromotions(db);
    if (!outcome.seeded)
        return outcome;
    onStage?.('content');
    await seedDemoContent(db);
    onStage?.('search-index');
    const { products } = await refreshSearchIndex(db);
    return { ...outcome, indexed: products };
}
//# sourceMappingURL=demo-store.js.map