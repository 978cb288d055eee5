import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { Pool } from 'undici';
import type { z } from 'zod';
import type { PaymentProviderError, PaymentProviderId } from '@storefront/core/checkout';
import { conflict, invalid, notFound, withCause } from '@storefront/core/shared';
import type { SandboxPaymentsConfig } from '../config.js';
import { errorSchema } from '../wire.js';

interface Call<T> {
  readonly provider: PaymentProviderId;
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** The path under the base URL, as segments (each is URL-encoded here). */
  readonly path: readonly string[];
  readonly body?: unknown;
  /** What a 404 is about, for `NOT_FOUND`. */
  readonly entity: { readonly name: string; readonly id: string };
  /** How a 2xx answer reads; absent for an answer with no body. */
  readonly schema?: z.ZodType<T>;
}

const unavailableFor = (provider: PaymentProviderId, cause: unknown): PaymentProviderError =>
  withCause({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider } }, cause);

/**
 * The sandbox's JSON API over one undici pool per base URL: every call carries the secret key,
 * times out by the configured connect, headers and body timeouts, and never throws. A timeout, a
 * refused connection, a 5xx, a refused key or an answer that does not parse is
 * `PAYMENT_PROVIDER_UNAVAILABLE`; 404, 409 and 400/422 are `NOT_FOUND`, `CONFLICT` and `INVALID`.
 */
export class SandboxApiClient {
  readonly #pool: Pool;
  readonly #basePath: string;
  readonly #secretKey: string;

  constructor(config: SandboxPaymentsConfig) {
    const url = new URL(config.baseUrl);
    this.#basePath = url.pathname.replace(/\/$/, '');
    this.#secretKey = config.secretKey;
    this.#pool = new Pool(url.origin, {
      connections: config.connections,
      connect: { timeout: config.timeouts.connectMs },
      headersTimeout: config.timeouts.headersMs,
      bodyTimeout: config.timeouts.bodyMs,
    });
  }

  call<T>(call: Call<T>): ResultAsync<T, PaymentProviderError> {
    // Built inside the promise: a segment that cannot be encoded (a lone surrogate) fails as data, never throws.
    const exchange = async () => {
      const response = await this.#pool.request({
        method: call.method,
        path: `${this.#basePath}/${call.path.map((segment) => encodeURIComponent(segment)).join('/')}`,
        headers: {
          authorization: `Bearer ${this.#secretKey}`,
          accept: 'application/json',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      });
      return { status: response.statusCode, text: await response.body.text() };
    };
    return ResultAsync.fromPromise(exchange(), (cause) => unavailableFor(call.provider, cause)).andThen(({ status, text }) => {
      if (status >= 200 && status < 300) {
        if (call.schema === undefined) return okAsync(undefined as T);
        const parsed = call.schema.safeParse(parseJson(text));
        return parsed.success ? okAsync(parsed.data) : errAsync(unavailableFor(call.provider, parsed.error));
      }
      const refusal = errorSchema.safeParse(parseJson(text));
      const code = refusal.success ? refusal.data.error.code : `http_${status}`;
      if (status === 404) return errAsync(notFound(call.entity.name, call.entity.id));
      if (status === 409) return errAsync(conflict(call.entity.name, code));
      if (status === 400 || status === 422) return errAsync(invalid(code === 'refund_exceeds_captured' ? 'amount' : 'request', code));
      return errAsync(unavailableFor(call.provider, new Error(`The sandbox answered ${status}: ${code}`)));
    });
  }

  /** Closes the pool's connections. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
