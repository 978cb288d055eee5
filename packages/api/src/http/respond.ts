import type { FastifyReply } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import { failure, success } from './envelope.js';
import { errorToStatus, type ApiError } from './error-to-status.js';

/**
 * Sends a use case's result in the envelope, with the status its error code maps to; a refusal of
 * the rate limits says in `Retry-After` when to try again (decision 0910).
 */
export async function respond<T, E extends ApiError>(reply: FastifyReply, result: ResultAsync<T, E>, wrap: (value: T) => unknown) {
  return (await result).match(
    (value) => reply.send(success(wrap(value))),
    (error) => {
      if (error.code === 'RATE_LIMITED') void reply.header('retry-after', String(error.params.retryAfterSeconds));
      return reply.status(errorToStatus(error)).send(failure(error.code, error.params));
    },
  );
}
