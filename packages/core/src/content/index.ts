/**
 * The `@storefront/core/content` entry.
 * Content pages, the help centre, the store locator and the not-found page.
 */
export * from './domain/content.js';
export * from './domain/cached-content.js';
export * from './domain/content-page.js';
export * from './domain/opening-hours.js';
export * from './domain/store-locator.policy.js';
export * from './use-cases/read-content-page/read-content-page.use-case.js';
export * from './use-cases/view-help-centre/view-help-centre.use-case.js';
export * from './use-cases/view-store-locations/view-store-locations.use-case.js';
export * from './use-cases/view-not-found-page/view-not-found-page.use-case.js';
export * from './ports/content.port.js';
