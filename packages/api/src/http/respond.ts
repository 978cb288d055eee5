import type { FastifyReply } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import { causeOf, type DomainError } from '@storefront/core/shared';
import { failure, success } from './envelope.js';
import { errorToStatus, type ApiError } from './error-to-status.js';

/**
 * Sends an error in the envelope with its status. A failure of the database or a provider (a 5xx)
 * is logged first, with what failed underneath and the request's id (Fastify's request logger);
 * the answer carries the code alone.
 */
export function sendFailure(reply: FastifyReply, status: number, error: DomainError): FastifyReply {
  if (status >= 500) reply.log.error({ err: causeOf(error), code: error.code, params: error.params }, 'a service the request needs failed');
  return reply.status(status).send(failure(error.code, error.params));
}

/**
 * Sends a use case's result in the envelope, with the status its error code maps to; a refusal of
 * the rate limits says in `Retry-After` when to try again (decision 0910).
 */
export async function respond<T, E extends ApiError>(reply: FastifyReply, result: ResultAsync<T, E>, wrap: (value: T) => unknown) {
  return (await result).match(
    (value) => reply.send(success(wrap(value))),
    (error) => {
      if (error.code === 'RATE_LIMITED') void reply.header('retry-after', String(error.params.retryAfterSeconds));
      return sendFailure(reply, errorToStatus(error), error);
    },
  );
}
