export { buildApi, type BuildApiOptions } from './app.js';
export { createApiContainer } from './composition/api-container.js';
export { storefrontModule } from './composition/storefront.module.js';
export { TOKENS } from './composition/tokens.js';
export { loadConfig, loadConfigOrExit, type Config, type ConfigError } from './config/config.js';
export { openRuntime, type Runtime, type RuntimeOptions } from './runtime/runtime.js';
export { failure, success, type Envelope, type ErrorBody } from './http/envelope.js';
