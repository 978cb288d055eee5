export { storefrontModule } from './composition/storefront.module.js';
export { TOKENS } from './composition/tokens.js';
export { DEFAULT_MAIL_FROM, loadConfig, loadConfigOrExit, type Config, type ConfigError } from './config/config.js';
export { openRuntime, type Runtime, type RuntimeOptions } from './runtime/runtime.js';
export { MemoryCache } from './cache/memory-cache.js';
export { systemClock } from './cache/system-clock.js';
export { rateLimitsOf, formatRateLimitRule, RATE_LIMIT_VARIABLES } from './config/rate-limits.js';
export { MemoryRateLimit } from './rate-limit/memory-rate-limit.js';
export { requestPath, storeAddress, storeOrigin, type RequestAddress } from './config/store-origin.js';
