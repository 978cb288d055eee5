import * as z from 'zod/mini';

/**
 * Every /api answer: `{ response, hasError }` (decision 0007). On error, `response` carries a
 * stable code and its params, never a sentence.
 */
export const errorBodyWire = z.object({ code: z.string(), params: z.optional(z.record(z.string(), z.unknown())) });
export type ErrorBodyWire = z.output<typeof errorBodyWire>;

export const envelopeWire = z.union([
  z.object({ hasError: z.literal(false), response: z.unknown() }),
  z.object({ hasError: z.literal(true), response: errorBodyWire }),
]);

/** What the API sends: an answer of type `T`, or an error's code and params. */
export type Envelope<T> =
  | { readonly response: T; readonly hasError: false }
  | { readonly response: { readonly code: string; readonly params: Readonly<Record<string, unknown>> }; readonly hasError: true };
