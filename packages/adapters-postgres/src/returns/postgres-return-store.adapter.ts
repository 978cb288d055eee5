import { errAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '@storefront/core/locale';
import type { FlaggedAccount, ReturnBoutique, ReturnCreationWork, ReturnStore, ReturnWork, StoredReturn } from '@storefront/core/returns';
import { unavailable, type InfrastructureError } from '@storefront/core/shared';
import type { Database } from '../database/database.js';

/** Returns on the built-in engine (decision 1310): storage with a unit of work and no rule. */
export class PostgresReturnStore implements ReturnStore {
  constructor(private readonly db: Database) {}

  findByIdempotencyKey(_region: Region, _key: string): ResultAsync<StoredReturn | undefined, InfrastructureError> {
    return errAsync(unavailable('returns'));
  }

  create<E>(_region: Region, _orderReference: string, _key: string, _work: ReturnCreationWork<E>): ResultAsync<StoredReturn, E | InfrastructureError> {
    return errAsync(unavailable('returns'));
  }

  read(_region: Region, _reference: string): ResultAsync<StoredReturn, InfrastructureError> {
    return errAsync(unavailable('returns'));
  }

  ofOrder(_region: Region, _orderReference: string): ResultAsync<readonly StoredReturn[], InfrastructureError> {
    return errAsync(unavailable('returns'));
  }

  listOfCustomer(_region: Region, _customerId: number): ResultAsync<readonly StoredReturn[], InfrastructureError> {
    return errAsync(unavailable('returns'));
  }

  countOfCustomerSince(_region: Region, _customerId: number, _since: Date): ResultAsync<number, InfrastructureError> {
    return errAsync(unavailable('returns'));
  }

  change<E>(_region: Region, _reference: string, _work: ReturnWork<E>): ResultAsync<StoredReturn, E | InfrastructureError> {
    return errAsync(unavailable('returns'));
  }

  boutiques(_region: Region): ResultAsync<readonly ReturnBoutique[], InfrastructureError> {
    return errAsync(unavailable('returns'));
  }

  flaggedAccounts(_region: Region): ResultAsync<readonly FlaggedAccount[], InfrastructureError> {
    return errAsync(unavailable('returns'));
  }
}
