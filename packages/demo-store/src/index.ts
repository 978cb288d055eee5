export { DEMO_CATALOGUE_KEY, demoStore, demoStoreData, type DemoStoreData, type DemoStoreOptions, type DemoStoreSource } from './demo-store.js';
export {
  CATALOGUE_EPOCH,
  DEFAULT_DEMO_PRODUCTS,
  DEFAULT_DEMO_SEED,
  generateDemoCatalogue,
  regionalPrice,
  type CatalogueOptions,
  type DemoBoutique,
  type DemoCatalogue,
  type GeneratedPrice,
  type GeneratedProduct,
  type GeneratedVariant,
} from './catalogue/catalogue-generator.js';
export { DEMO_CATEGORIES, type DemoCategory, type DemoCategorySlug } from './catalogue/category-tree.js';
export { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS, type DemoCustomer, type DemoAddress } from './catalogue/demo-customers.js';
export { DEMO_GOLD_PIECES, DEMO_ORDERED_COIN, type DemoGoldPiece } from './catalogue/demo-gold.js';
export { demoOrdersOf, type DemoOrder } from './catalogue/demo-orders.js';
export { DEMO_FACET_LABELS, arabicFacetLabel, type FacetColumn } from './catalogue/facet-labels.js';
export type { GeneratedReview } from './catalogue/review-generator.js';
export { DEMO_STORES, type DemoStore, type OpeningHours } from './catalogue/store-locations.js';
export { CONTENT_KINDS, type DemoContentEntry } from './content/content-entry.js';
export { demoContentRows } from './content/demo-content.js';
export { demoPromotionRows, type DemoPromotion } from './promotions/demo-promotions.js';
export { progressBar, type Progress } from './progress-bar.js';
