import type { FastifyRequest } from 'fastify';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { signedOut, type Customer, type SignedOutError } from '@storefront/core/customer';
import type { Region } from '@storefront/core/locale';
import type { InfrastructureError } from '@storefront/core/shared';
import type { AccountUseCases } from '@storefront/composition';
import type { KeepSessions } from '@storefront/core/session';
import type { CartTokens } from '../../http/cart-token.js';

export interface AccountRouteDeps {
  readonly accounts: AccountUseCases;
  readonly sessions: KeepSessions;
  readonly cartTokens: CartTokens;
  readonly allowedOrigins?: readonly string[];
}

/** The customer signed in to the region by the request's session, or `401 SIGNED_OUT`. */
export function signedInCustomer(request: FastifyRequest, region: Region): ResultAsync<Customer, SignedOutError | InfrastructureError> {
  return request.signedInCustomer(region).andThen((customer) => (customer === undefined ? errAsync(signedOut()) : okAsync(customer)));
}

/** The store's origin the emails' links point to: the public origin, else the request's own. */
export function originOf(request: FastifyRequest): string {
  return request.storeOrigin ?? `${request.protocol}://${request.host}`;
}
