/**
 * The `@storefront/core/shared` entry.
 * What every context shares: errors as data (`DomainError`, `InfrastructureError`) and the ports
 * that belong to no one context (clock, cache, mailer, rate limit, browser storage), what a sent
 * email may keep at rest (`redactMailLinks`), the named rate
 * limits with their guard, `LimitAttempts`, and the id and text schemas every boundary parses
 * requests with.
 */
export * from './domain/input.js';
export * from './errors.js';
export * from './ports/browser-storage.port.js';
export * from './ports/cache.port.js';
export * from './ports/clock.port.js';
export * from './ports/mailer.port.js';
export * from './domain/mail-links.js';
export * from './ports/rate-limit.port.js';
export * from './domain/rate-limits.js';
export * from './use-cases/limit-attempts/limit-attempts.use-case.js';
