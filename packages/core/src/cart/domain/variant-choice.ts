import { err, ok, type Result } from 'neverthrow';
import type { SizeRequiredError } from '../errors.js';

/** A variant a product sells in a region, as the engine reads it, in the product's own order. */
export interface SellableVariant {
  readonly variantId: number;
}

/** The product does not sell the variant asked for in the region (or nothing at all). */
export type VariantChoiceError = SizeRequiredError | { readonly code: 'VARIANT_NOT_SOLD'; readonly params: Record<string, never> };

/**
 * Which variant a new cart line is for. A named variant must be one the product sells. With none
 * named, a product sold in one variant gives that one; a product sold in several (a ring in sizes)
 * is `SIZE_REQUIRED`: the shop never picks a size for the shopper.
 */
export function chooseVariant<V extends SellableVariant>(variants: readonly V[], requested: number | undefined): Result<V, VariantChoiceError> {
  if (requested !== undefined) {
    const named = variants.find((variant) => variant.variantId === requested);
    return named === undefined ? err({ code: 'VARIANT_NOT_SOLD', params: {} }) : ok(named);
  }
  const [only, ...others] = variants;
  if (only === undefined) return err({ code: 'VARIANT_NOT_SOLD', params: {} });
  return others.length === 0 ? ok(only) : err({ code: 'SIZE_REQUIRED', params: {} });
}
