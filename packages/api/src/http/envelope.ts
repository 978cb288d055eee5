/**
 * Every /api answer is `{ response, hasError }`, as the storefront's clients expect.
 * On error, `response` carries a stable code and its params, never a sentence.
 */
export type Envelope<T> =
  | { readonly response: T; readonly hasError: false }
  | { readonly response: ErrorBody; readonly hasError: true };

export interface ErrorBody {
  readonly code: string;
  readonly params: Record<string, unknown>;
}

export const success = <T>(response: T): Envelope<T> => ({ response, hasError: false });

export const failure = (code: string, params: Record<string, unknown> = {}): Envelope<never> => ({
  response: { code, params },
  hasError: true,
});
