import type { Language, Region } from '@storefront/core/locale';
import { accountApi } from '../api/account-api';

// A token is spent once per page: an effect run again (React's development double run, a
// re-render) gets the first answer rather than TOKEN_INVALID for a token it has just used.
const spent = new Map<string, Promise<void>>();

/**
 * Spends a verification link's token: resolves once the email is verified (or an email change made),
 * rejects with the API's code (`TOKEN_INVALID`, `TOKEN_EXPIRED`). The page's language is the old
 * address's notice's, for a change.
 */
export function verifyEmailToken(region: Region, language: Language, token: string): Promise<void> {
  const key = `${region}:${token}`;
  let pending = spent.get(key);
  if (!pending) {
    pending = accountApi.verifyEmail(region, language, token).then(() => undefined);
    spent.set(key, pending);
  }
  return pending;
}
