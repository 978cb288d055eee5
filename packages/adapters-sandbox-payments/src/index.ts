/**
 * `@storefront/adapters-sandbox-payments`: the core's payment ports over the sandbox provider's
 * JSON API (undici). The sandbox itself, which a host mounts, is the `./sandbox` entry.
 */
export { SandboxApplePayProvider } from './adapters/sandbox-apple-pay.adapter.js';
export { SandboxApiClient } from './adapters/sandbox-api.client.js';
export { SandboxTabbyProvider, SandboxTamaraProvider } from './adapters/sandbox-bnpl.adapter.js';
export { SandboxCardProvider } from './adapters/sandbox-card.adapter.js';
export { SandboxPaymentProviders } from './adapters/sandbox-payment-providers.js';
export { readSandboxWebhook } from './adapters/webhook-reader.js';
export { sandboxPaymentsConfigSchema, type SandboxPaymentsConfig, type SandboxPaymentsConfigInput } from './config.js';
export { signedPayloadOf, WEBHOOK_HEADERS } from './webhook-scheme.js';
