import { errAsync, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { brandSchema, brandSellsIn } from '../../../locale/domain/brand.js';
import { languageSchema, regionSchema } from '../../../locale/domain/locale.js';
import { invalid, type DomainError, type InfrastructureError } from '../../../shared/errors.js';
import type { CatalogPort } from '../../ports/catalog.port.js';
import type { ProductSummary } from '../../domain/product.js';

export const listFeaturedProductsInput = z.object({
  region: regionSchema,
  language: languageSchema,
  brand: brandSchema.default('lazurde'),
  limit: z.number().int().min(1).max(48).default(12),
});
export type ListFeaturedProductsInput = z.input<typeof listFeaturedProductsInput>;

export type ListFeaturedProductsError =
  | InfrastructureError
  | DomainError<'BRAND_NOT_IN_REGION', { brand: string; region: string }>;

/**
 * The shelf of a brand home: the newest products of one brand in one region's store.
 * A brand that does not sell in the region (waves outside KSA) is an error, not an empty shelf.
 */
export class ListFeaturedProducts {
  constructor(private readonly catalog: CatalogPort) {}

  execute(input: ListFeaturedProductsInput): ResultAsync<readonly ProductSummary[], ListFeaturedProductsError> {
    const parsed = listFeaturedProductsInput.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return errAsync(invalid(issue?.path.join('.') ?? 'input', issue?.code ?? 'invalid'));
    }
    const query = parsed.data;
    if (!brandSellsIn(query.brand, query.region)) {
      return errAsync({ code: 'BRAND_NOT_IN_REGION', params: { brand: query.brand, region: query.region } });
    }
    return this.catalog.listFeaturedProducts(query);
  }
}
