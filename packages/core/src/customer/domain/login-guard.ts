import type { CustomerAttributes } from './customer-attributes.js';

/** What sign-in does after the customer's attributes load. */
export type LoginGuardOutcome = 'proceed' | 'verify-email';

/**
 * Sign-in stops with the verify-email message when "verification email sent" (16) and "email
 * verified" (15) disagree. Absent attributes read as `false`, so accounts that predate email
 * verification (neither attribute set) can still sign in.
 */
export function guardLogin(attributes: CustomerAttributes): LoginGuardOutcome {
  const sent = attributes.verificationEmailSent ?? false;
  const verified = attributes.emailVerified ?? false;
  return sent === verified ? 'proceed' : 'verify-email';
}
