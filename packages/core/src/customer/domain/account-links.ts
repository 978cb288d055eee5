import { formatLocale, type Locale } from '../../locale/domain/locale.js';

/** The absolute addresses the account emails link to, on the store's own origin. */
export interface AccountLinks {
  /** The verification landing page with its one-time token. */
  verifyEmail(locale: Locale, token: string): string;
  /** The reset landing page with its one-time token. */
  resetPassword(locale: Locale, token: string): string;
  /** Where to sign in (the account page asks for it). */
  signIn(locale: Locale): string;
  /** Where to ask for a reset link: the reset page without a token. */
  forgotPassword(locale: Locale): string;
}

/** Links on `origin` (`https://www.example.com`): `/{lang}-{region}/verify-email?token=…` and the like. */
export function accountLinks(origin: string): AccountLinks {
  const base = origin.replace(/\/+$/, '');
  const page = (locale: Locale, path: string) => `${base}/${formatLocale(locale)}/${path}`;
  return {
    verifyEmail: (locale, token) => page(locale, `verify-email?token=${encodeURIComponent(token)}`),
    resetPassword: (locale, token) => page(locale, `reset-password?token=${encodeURIComponent(token)}`),
    signIn: (locale) => page(locale, 'account'),
    forgotPassword: (locale) => page(locale, 'reset-password'),
  };
}
