import type { Region } from '@storefront/core/locale';
import { accountApi } from '../api/account-api';

/** Spends a verification link's token: resolves once the email is verified, rejects with the API's code (`TOKEN_INVALID`, `TOKEN_EXPIRED`). */
export async function verifyEmailToken(region: Region, token: string): Promise<void> {
  await accountApi.verifyEmail(region, token);
}
