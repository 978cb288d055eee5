import { z } from 'zod';
import { type FacetKey, type FacetOption, type Language, type SearchRequest } from '@storefront/core';
/** What the search statement answers, checked before it is read. */
export declare const statementRow: z.ZodObject<{
    total: z.ZodCoercedNumber<unknown>;
    page: z.ZodArray<z.ZodCoercedNumber<unknown>>;
    grouped: z.ZodOptional<z.ZodArray<z.ZodObject<{
        facet: z.ZodString;
        en: z.ZodString;
        ar: z.ZodString;
        count: z.ZodCoercedNumber<unknown>;
    }, z.core.$strip>>>;
    prices: z.ZodOptional<z.ZodArray<z.ZodCoercedNumber<unknown>>>;
    categories: z.ZodOptional<z.ZodArray<z.ZodTuple<[z.ZodString, z.ZodString, z.ZodCoercedNumber<unknown>], null>>>;
    skus: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
export type StatementRow = z.infer<typeof statementRow>;
/** The facet keys a language lists: the Arabic twin where one exists, else the shared key. */
export declare function facetKeysOf(language: Language): readonly FacetKey[];
/** Every facet of the request's language, each option counted without its own dimension's filter. */
export declare function facetsOf(request: SearchRequest, row: StatementRow): Partial<Record<FacetKey, FacetOption[]>>;
//# sourceMappingURL=search-facets.d.ts.map