import type { ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { FlaggedAccount } from '../../domain/return.js';
import type { ReturnsDeps } from '../returns-deps.js';

/** The accounts the unusual-returns policy flagged for the merchant's review, for the operator (decision 1315). */
export class ListFlaggedAccounts {
  constructor(private readonly deps: Pick<ReturnsDeps, 'returns'>) {}

  execute(input: { readonly region: Region }): ResultAsync<readonly FlaggedAccount[], InfrastructureError> {
    return this.deps.returns.flaggedAccounts(input.region);
  }
}
