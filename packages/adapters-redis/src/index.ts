export { RedisRateLimit, type RedisRateLimitOptions } from './rate-limit/redis-rate-limit.adapter.js';
export { RedisSessionStore, type RedisSessionStoreOptions } from './session/redis-session-store.adapter.js';
