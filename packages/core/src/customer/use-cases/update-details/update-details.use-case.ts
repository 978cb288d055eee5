import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import { parsePhoneNumber } from '../../domain/phone-number.js';
import { customerDayIssue } from '../../domain/customer-day.js';
import type { CustomerDayError, PhoneNumberError } from '../../errors.js';
import type { AccountState } from '../../ports/customer-store.port.js';
import type { AccountDeps } from '../account/account-deps.js';

export interface DetailsInput {
  readonly region: Region;
  readonly customerId: number;
  readonly title?: string | undefined;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly dateOfBirth?: string | undefined;
  readonly anniversaryDate?: string | undefined;
}

export type UpdateDetailsError = PhoneNumberError | CustomerDayError | InfrastructureError;

/**
 * My details: names, title (1), date of birth (2), anniversary (3) and the phone by the region's
 * rule. An absent optional field is cleared; a date must be a day already begun, from 1900 on.
 */
export class UpdateDetails {
  constructor(private readonly deps: Pick<AccountDeps, 'store' | 'clock'>) {}

  execute(input: DetailsInput): ResultAsync<AccountState, UpdateDetailsError> {
    const phone = parsePhoneNumber(input.phone, input.region);
    if (phone.isErr()) return errAsync(phone.error);
    const day = customerDayIssue(input, this.deps.clock.now());
    if (day !== undefined) return errAsync(day);
    return this.deps.store.change(input.region, input.customerId, () =>
      okAsync({
        profile: { firstName: input.firstName.trim(), lastName: input.lastName.trim(), phone: phone.value.e164 },
        attributes: { title: input.title ?? null, dateOfBirth: input.dateOfBirth ?? null, anniversaryDate: input.anniversaryDate ?? null },
      }),
    );
  }
}
