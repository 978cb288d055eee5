export { rateLimitPortContract, type RateLimitContractSubject } from './rate-limit-port.contract.js';
export { sessionStoreContract, type SessionStoreContractSubject } from './session-store.contract.js';
export { redisServerAvailability, TEST_REDIS_URL, type RedisAvailability } from './test-redis.js';
