import type { FastifyReply } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import { failure, success } from './envelope.js';
import { errorToStatus, type ApiError } from './error-to-status.js';

/** Sends a use case's result in the envelope, with the status its error code maps to. */
export async function respond<T, E extends ApiError>(reply: FastifyReply, result: ResultAsync<T, E>, wrap: (value: T) => unknown) {
  return (await result).match(
    (value) => reply.send(success(wrap(value))),
    (error) => reply.status(errorToStatus(error)).send(failure(error.code, error.params)),
  );
}
