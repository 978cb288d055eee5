/**
 * The `@storefront/core/session` entry.
 * Server-side sessions of signed-in customers: opaque tokens hashed at rest, idle and absolute
 * lifetimes (`SessionPolicy`), the `SessionStore` port, `KeepSessions` (start, resolve, rotate,
 * end, end all) and `ResolveSignedInCustomer`.
 */
export * from './domain/session.js';
export * from './domain/session.policy.js';
export * from './domain/session-token.js';
export * from './ports/session-store.port.js';
export * from './use-cases/keep-sessions/keep-sessions.use-case.js';
export * from './use-cases/resolve-signed-in-customer/resolve-signed-in-customer.use-case.js';
