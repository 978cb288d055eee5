import type { ResultAsync } from 'neverthrow';
import type { Language, Locale, Region } from '../../../locale/domain/locale.js';
import type { InfrastructureError } from '../../../shared/errors.js';
import type { ClockPort } from '../../../shared/ports/clock.port.js';
import type { MailMessage, MailTemplate } from '../../../shared/ports/mailer.port.js';
import type { LimitAttempts } from '../../../shared/use-cases/limit-attempts/limit-attempts.use-case.js';
import { MAIL_TOPIC, type OutboxEntry } from '../../../events/ports/outbox.port.js';
import type { PasswordPolicy } from '../../domain/password.policy.js';
import type { AccountSecrets } from '../../ports/account-secrets.port.js';
import type { CustomerStore } from '../../ports/customer-store.port.js';

/** Ends sessions of an account (the session context's `KeepSessions.endAll`). */
export interface AccountSessions {
  /** Ends every session of the customer in the region. */
  endAll(region: Region, customerId: number): ResultAsync<void, InfrastructureError>;
}

/** What the account use cases share. */
export interface AccountDeps {
  readonly store: CustomerStore;
  readonly secrets: AccountSecrets;
  readonly passwords: PasswordPolicy;
  readonly clock: ClockPort;
  readonly limits: LimitAttempts;
  readonly sessions: AccountSessions;
  /** How long a verification link stays valid (`VERIFICATION_LINK_HOURS`). */
  readonly verificationHours: number;
}

/** An email written with the change it tells about. */
export function mail(region: Region, language: Language, to: string, template: MailTemplate, params: MailMessage['params']): OutboxEntry {
  const locale: Locale = { language, region };
  return { topic: MAIL_TOPIC, payload: { locale, to, template, params } };
}

/** An email address as accounts compare them: trimmed, in lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
