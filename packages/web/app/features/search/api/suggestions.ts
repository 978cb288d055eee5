// zod's mini build: the same checks at a fraction of the classic build's weight in the browser.
import * as z from 'zod/mini';
import type { ProductSummary } from '@storefront/core/catalog';
import type { Brand, Language, Region } from '@storefront/core/locale';

export interface SuggestionsRequest {
  readonly region: Region;
  readonly language: Language;
  readonly brand: Brand;
  readonly text: string;
}

export interface SuggestionsResult {
  readonly phrases: readonly string[];
  readonly products: readonly ProductSummary[];
}

const money = z.object({ amountMinor: z.int(), currency: z.enum(['SAR', 'AED', 'EGP']) });

const productSummary = z.object({
  productId: z.number(),
  sku: z.string(),
  name: z.string(),
  brand: z.enum(['lazurde', 'missl', 'waves']),
  price: money,
  salePrice: z.optional(money),
  imageUrl: z.string(),
  inStock: z.boolean(),
  availableToSell: z.int(),
  warningLevel: z.int(),
});

const suggestionsEnvelope = z.discriminatedUnion('hasError', [
  z.object({
    hasError: z.literal(false),
    response: z.object({ phrases: z.array(z.string()), products: z.array(productSummary) }),
  }),
  z.object({ hasError: z.literal(true), response: z.looseObject({ code: z.string() }) }),
]);

/** A failure of the suggestions call, by the error catalogue's code. */
export class SuggestionsError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'SuggestionsError';
  }
}

/** `POST /api/search/suggestions`: type-ahead phrases and products for what the shopper has typed. */
export async function fetchSuggestions(request: SuggestionsRequest, signal?: AbortSignal): Promise<SuggestionsResult> {
  const response = await fetch('/api/search/suggestions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(request),
    ...(signal === undefined ? {} : { signal }),
  });
  const parsed = suggestionsEnvelope.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new SuggestionsError('SEARCH_SUGGESTIONS_FAILED');
  if (parsed.data.hasError) throw new SuggestionsError(parsed.data.response.code);
  const { phrases, products } = parsed.data.response;
  return { phrases, products: products.map(({ salePrice, ...product }) => (salePrice === undefined ? product : { ...product, salePrice })) };
}
