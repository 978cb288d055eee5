// The envelope and money shapes come from the contract, written once with zod's mini build for the
// API and the browser alike (decision 0016); the cart and wish list code loads lazily, and stays small.
import { envelopeWire, type MoneyWire } from '@storefront/contract';
import { CartApiError } from './store-api-error';

export type CartMoney = MoneyWire;

/** Every cart and wish list call names the storefront client: the API refuses changes without it (CSRF defence). */
export const CLIENT_HEADER = { 'x-storefront-client': 'web' } as const;

/** The methods the store's API answers with its envelope. */
export type EnvelopeMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call of the store's API with the envelope of decision 0007: the answer's `response`, or a
 * `CartApiError` with the envelope's code and params. A GET carries `body` as its query string.
 */
export async function requestEnvelope<T>(
  method: EnvelopeMethod,
  path: string,
  body: unknown,
  read: (response: unknown) => T | undefined,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  const query = method === 'GET' && body !== undefined ? `?${new URLSearchParams(body as Record<string, string>).toString()}` : '';
  try {
    response = await fetch(`/api/${path}${query}`, {
      method,
      credentials: 'same-origin',
      headers: { ...(method === 'GET' || body === undefined ? {} : { 'content-type': 'application/json' }), accept: 'application/json', ...CLIENT_HEADER },
      ...(method === 'GET' || body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CartApiError('UNAVAILABLE', 0);
  }
  const parsed = envelopeWire.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new CartApiError(response.ok ? 'CART_REJECTED' : 'UNAVAILABLE', response.status);
  if (parsed.data.hasError) throw new CartApiError(parsed.data.response.code, response.status, parsed.data.response.params ?? {});
  const value = read(parsed.data.response);
  if (value === undefined) throw new CartApiError('CART_REJECTED', response.status);
  return value;
}

/** `POST /api/{path}` with the envelope of decision 0007: the answer's `response`, or a `CartApiError`. */
export function postEnvelope<T>(path: string, body: unknown, read: (response: unknown) => T | undefined, signal?: AbortSignal): Promise<T> {
  return requestEnvelope('POST', path, body, read, signal);
}
