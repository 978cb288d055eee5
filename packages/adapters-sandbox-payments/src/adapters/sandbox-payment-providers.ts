import type { PaymentProvider, PaymentProviderId, PaymentProviders, WalletPaymentProvider } from '@storefront/core/checkout';
import { sandboxPaymentsConfigSchema, type SandboxPaymentsConfigInput } from '../config.js';
import { SandboxApplePayProvider } from './sandbox-apple-pay.adapter.js';
import { SandboxApiClient } from './sandbox-api.client.js';
import { SandboxTabbyProvider, SandboxTamaraProvider } from './sandbox-bnpl.adapter.js';
import { SandboxCardProvider } from './sandbox-card.adapter.js';

/**
 * The store's payment providers, all of them the sandbox's, sharing one connection pool. Throws on
 * a configuration that does not parse (the composition validates it once, at start).
 */
export class SandboxPaymentProviders implements PaymentProviders {
  readonly #api: SandboxApiClient;
  readonly #providers: ReadonlyMap<PaymentProviderId, PaymentProvider>;
  readonly #wallet: SandboxApplePayProvider;

  constructor(config: SandboxPaymentsConfigInput) {
    this.#api = new SandboxApiClient(sandboxPaymentsConfigSchema.parse(config));
    this.#wallet = new SandboxApplePayProvider(this.#api);
    this.#providers = new Map<PaymentProviderId, PaymentProvider>([
      ['card', new SandboxCardProvider(this.#api)],
      ['tabby', new SandboxTabbyProvider(this.#api)],
      ['tamara', new SandboxTamaraProvider(this.#api)],
      ['apple-pay', this.#wallet],
    ]);
  }

  find(id: PaymentProviderId): PaymentProvider | undefined {
    return this.#providers.get(id);
  }

  wallet(): WalletPaymentProvider | undefined {
    return this.#wallet;
  }

  /** Closes the connections to the sandbox. */
  close(): Promise<void> {
    return this.#api.close();
  }
}
