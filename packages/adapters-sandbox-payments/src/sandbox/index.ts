/**
 * The `@storefront/adapters-sandbox-payments/sandbox` entry: the sandbox provider a host mounts.
 *
 * ```ts
 * const sandbox = new PaymentSandbox({ secretKey, webhookSecrets, webhookUrls });
 * await app.register(sandboxPaymentsPlugin, { prefix: DEFAULT_SANDBOX_PREFIX, sandbox });
 * ```
 */
export { sandboxApplePayToken, type ApplePayOutcome } from './apple-pay-token.js';
export { behaviourOf, brandOf, MADA_BINS, passesLuhn, TEST_CARDS, THREE_DS_CODE, type Brand, type CardBehaviour } from './cards.js';
export { PaymentSandbox, type SandboxPayment, type SandboxRefusal } from './payment-sandbox.js';
export { DEFAULT_SANDBOX_PREFIX, sandboxPaymentsPlugin, type SandboxPaymentsPluginOptions } from './plugin.js';
export { sandboxSettingsSchema, type SandboxSettings, type SandboxSettingsInput } from './settings.js';
export type { WebhookDelivery } from './webhook-sender.js';
