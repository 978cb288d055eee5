import type { DomainError, InfrastructureError } from '../shared/errors.js';

/** A catalogue read that failed (spec section 8); pages show what they have without it. */
export type CatalogError = DomainError<
  'CATALOG_UNAVAILABLE',
  { operation: 'featured' | 'by-sku' | 'by-ids' | 'related' | 'categories'; cause: InfrastructureError['code'] }
>;
