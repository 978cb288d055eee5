import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { Customer } from '../../../customer/domain/customer.js';
import type { CustomerPort } from '../../../customer/ports/customer.port.js';
import type { KeepSessions } from '../keep-sessions/keep-sessions.use-case.js';

/**
 * Who is signed in, from the session token a request carries (the API's cookie, the web's server
 * rendering): the region's customer whose live session it opens, or undefined for a guest. A
 * session whose customer is no longer one of the region's store is ended and answers a guest.
 */
export class ResolveSignedInCustomer {
  constructor(
    private readonly sessions: KeepSessions,
    private readonly customers: CustomerPort,
  ) {}

  execute(token: string | undefined, region: Region): ResultAsync<Customer | undefined, InfrastructureError> {
    return this.sessions.resolve(token, region).andThen((session) => {
      if (session === undefined) return okAsync(undefined);
      return this.customers
        .getCustomer(region, session.customerId)
        .map((customer): Customer | undefined => (customer.region === region ? customer : undefined))
        .orElse((error) => (error.code === 'NOT_FOUND' ? this.sessions.end(token).map(() => undefined) : errAsync(error)));
    });
  }
}

