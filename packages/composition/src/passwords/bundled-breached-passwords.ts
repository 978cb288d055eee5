import { okAsync, ResultAsync } from 'neverthrow';
import type { BreachedPasswords } from '@storefront/core/customer';

/** Only what the policy could let through is kept: shorter ones are refused for their length anyway. */
const MIN_LENGTH = 8;

/**
 * The most common passwords of known breaches, from the list zxcvbn-ts keeps and ships
 * (`@zxcvbn-ts/language-common`, about 49,000 entries, 18,000 of 8 characters or more; decision
 * 1011). Loaded on the first check and held as a set in lower case; a list that cannot be loaded
 * refuses nothing (and is tried again at the next check).
 */
export class BundledBreachedPasswords implements BreachedPasswords {
  private list: Promise<ReadonlySet<string>> | undefined;

  includes(password: string): ResultAsync<boolean, never> {
    const wanted = password.normalize('NFKC').toLowerCase();
    return ResultAsync.fromSafePromise(this.load())
      .map((list) => list.has(wanted))
      .orElse(() => okAsync(false));
  }

  private load(): Promise<ReadonlySet<string>> {
    this.list ??= import('@zxcvbn-ts/language-common')
      .then(({ dictionary }) => new Set(dictionary['passwords-common'].filter((entry) => entry.length >= MIN_LENGTH).map((entry) => entry.toLowerCase())))
      .catch((cause: unknown) => {
        this.list = undefined;
        throw cause;
      });
    return this.list;
  }
}
