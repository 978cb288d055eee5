/**
 * Errors are data: a stable `code` and the `params` a translation needs.
 * The API sends them as they are; the web shows `t('errors.' + code, params)`.
 */
export interface DomainError<C extends string = string, P extends Record<string, unknown> = Record<string, unknown>> {
  readonly code: C;
  readonly params: P;
}

/** The outcomes every adapter reduces a provider or database failure to. */
export type InfrastructureError =
  | DomainError<'NOT_FOUND', { entity: string; id: string }>
  | DomainError<'CONFLICT', { entity: string; reason: string }>
  | DomainError<'UNAVAILABLE', { service: string }>
  | DomainError<'INVALID', { field: string; issue: string }>;

export const notFound = (entity: string, id: string): InfrastructureError => ({
  code: 'NOT_FOUND',
  params: { entity, id },
});

export const conflict = (entity: string, reason: string): InfrastructureError => ({
  code: 'CONFLICT',
  params: { entity, reason },
});

/**
 * A provider or the database failed. `cause` (what the adapter caught) travels with the error for
 * the driver's log and is kept out of the data: not enumerable, so it is never sent, stored or
 * compared.
 */
export const unavailable = (service: string, cause?: unknown): InfrastructureError => withCause({ code: 'UNAVAILABLE', params: { service } }, cause);

/** What failed underneath an error, for the log; absent when the error is the storefront's own. */
export function causeOf(error: DomainError): unknown {
  return (error as { cause?: unknown }).cause;
}

/** The error with its underlying cause attached out of sight (see `unavailable`). */
export function withCause<E extends DomainError>(error: E, cause: unknown): E {
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return error;
}

export const invalid = (field: string, issue: string): InfrastructureError => ({
  code: 'INVALID',
  params: { field, issue },
});

/**
 * Too many attempts of one kind (decision 0910): the API answers 429 with `Retry-After`, the
 * storefront a translated message.
 */
export type RateLimitedError = DomainError<'RATE_LIMITED', { limit: string; retryAfterSeconds: number }>;

export const rateLimited = (limit: string, retryAfterSeconds: number): RateLimitedError => ({
  code: 'RATE_LIMITED',
  params: { limit, retryAfterSeconds },
});

/** Marks a branch the type system has proven unreachable; reaching it is a programmer bug. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
