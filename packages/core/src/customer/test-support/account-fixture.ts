import { okAsync } from 'neverthrow';
import type { Region } from '../../locale/domain/locale.js';
import { fixedClock } from '../../shared/test-support/fixed-clock.js';
import { CountingRateLimit, noLimits } from '../../shared/test-support/counting-rate-limit.js';
import type { ClockPort } from '../../shared/ports/clock.port.js';
import type { LimitAttempts } from '../../shared/use-cases/limit-attempts/limit-attempts.use-case.js';
import { DefaultPasswordPolicy } from '../domain/password.policy.js';
import type { AccountDeps } from '../use-cases/account/account-deps.js';
import { FakeAccountSecrets } from './fake-account-secrets.js';
import { InMemoryCustomerStore } from './in-memory-customer-store.js';

/** The account use cases' world: an in-memory store, counted secrets, a settable clock, the sessions ended. */
export function anAccountWorld(options: { limits?: LimitAttempts; breached?: readonly string[] } = {}) {
  const store = new InMemoryCustomerStore();
  const secrets = new FakeAccountSecrets();
  let clock: ClockPort = fixedClock('2026-03-01T10:00:00Z');
  const ended: { region: Region; customerId: number }[] = [];
  const breached = new Set(options.breached ?? ['password123']);
  const deps: AccountDeps = {
    store,
    secrets,
    passwords: new DefaultPasswordPolicy({ includes: (password) => okAsync(breached.has(password.toLowerCase())) }),
    clock: { now: () => clock.now() },
    limits: options.limits ?? noLimits(),
    sessions: {
      endAll: (region, customerId) => {
        ended.push({ region, customerId });
        return okAsync(undefined);
      },
    },
    verificationHours: 24,
  };
  return {
    deps,
    store,
    secrets,
    ended,
    counters: new CountingRateLimit(),
    at: (iso: string) => {
      clock = fixedClock(iso);
    },
  };
}

/** A sign-up form for the region, valid unless changed. */
export function aSignUp(overrides: Record<string, unknown> = {}) {
  return {
    region: 'sa' as const,
    language: 'en' as const,
    title: 'Ms',
    firstName: 'Noura',
    lastName: 'Alharbi',
    email: 'Noura@Example.com',
    phone: '050 123 4567',
    password: 'a long passphrase',
    newsletter: false,
    origin: 'https://shop.example',
    ...overrides,
  };
}

/** The token of the last email's link. */
export function linkToken(store: InMemoryCustomerStore): string {
  const last = [...store.outbox].reverse().find((entry) => entry.topic === 'mail');
  const link = String((last?.payload as { params: Record<string, unknown> } | undefined)?.params['link'] ?? '');
  return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
}
