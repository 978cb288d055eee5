export { RedisRateLimit, type RedisRateLimitOptions } from './rate-limit/redis-rate-limit.adapter.js';
