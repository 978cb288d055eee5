import type { Envelope } from '@storefront/contract';

/** Every /api answer is `{ response, hasError }`, in the contract's shape the browser reads (decision 0016). */
export type { Envelope };

export interface ErrorBody {
  readonly code: string;
  readonly params: Record<string, unknown>;
}

export const success = <T>(response: T): Envelope<T> => ({ response, hasError: false });

export const failure = (code: string, params: Record<string, unknown> = {}): Envelope<never> => ({
  response: { code, params },
  hasError: true,
});
