/**
 * The `@storefront/core/shell` entry.
 * The page frame: the layout every page gets (header, footer, popular searches) and its errors.
 */
export * from './errors.js';
export * from './use-cases/view-layout/view-layout.use-case.js';
