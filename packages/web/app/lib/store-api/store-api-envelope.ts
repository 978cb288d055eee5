// zod's mini build: the cart and wish list code loads lazily, and stays small when it does.
import * as z from 'zod/mini';
import { CartApiError } from './store-api-error';

/** An amount as the cart and wish list API write it. */
export const money = z.object({ amountMinor: z.int(), currency: z.enum(['SAR', 'AED', 'EGP']) });

export type CartMoney = z.infer<typeof money>;

const failure = z.object({
  hasError: z.literal(true),
  response: z.object({ code: z.string(), params: z.optional(z.record(z.string(), z.unknown())) }),
});
const success = z.object({ hasError: z.literal(false), response: z.unknown() });
const envelope = z.union([success, failure]);

/** Every cart and wish list call names the storefront client: the API refuses changes without it (CSRF defence). */
export const CLIENT_HEADER = { 'x-storefront-client': 'web' } as const;

/** `POST /api/{path}` with the envelope of decision 0007: the answer's `response`, or a `CartApiError`. */
export async function postEnvelope<T>(path: string, body: unknown, read: (response: unknown) => T | undefined, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...CLIENT_HEADER },
      body: JSON.stringify(body),
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CartApiError('UNAVAILABLE', 0);
  }
  const parsed = envelope.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new CartApiError(response.ok ? 'CART_REJECTED' : 'UNAVAILABLE', response.status);
  if (parsed.data.hasError) throw new CartApiError(parsed.data.response.code, response.status, parsed.data.response.params ?? {});
  const value = read(parsed.data.response);
  if (value === undefined) throw new CartApiError('CART_REJECTED', response.status);
  return value;
}

