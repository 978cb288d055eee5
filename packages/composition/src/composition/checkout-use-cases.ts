import { readFileSync } from 'node:fs';
import type { ContainerModuleLoadOptions } from 'inversify';
import { CartPort } from '@storefront/core/cart';
import { CatalogPort } from '@storefront/core/catalog';
import {
  CheckoutStore,
  CompletePayment,
  ExpireCheckoutAttempts,
  HandlePaymentWebhook,
  ManageSavedCards,
  MessageSignatures,
  PaymentProviders,
  PayWithApplePay,
  PlaceOrder,
  QuoteCheckout,
  ReconcileCheckoutAttempts,
  SavedCardStore,
  ValidateApplePayMerchant,
  ViewCheckoutOptions,
  parseCheckoutSettings,
  type CheckoutDeps,
  type CheckoutSettings,
  type PaymentProviderId,
} from '@storefront/core/checkout';
import type { VatPolicy } from '@storefront/core/locale';
import {
  AdvanceOrder,
  DEFAULT_ORDER_LOOKUP_SETTINGS,
  LookUpGuestOrder,
  OrderStore,
  RequestOrderLookupCode,
  ViewOrders,
  orderLinks,
  readSellerSettings,
  type OrderLookupDeps,
  type SellerSettings,
} from '@storefront/core/order';
import { ReturnGrantSigner } from '@storefront/core/returns';
import { ClockPort, type LimitAttempts } from '@storefront/core/shared';
import { PostgresCheckoutStore, PostgresOrderStore, PostgresSavedCardStore, type Database } from '@storefront/adapters-postgres';
import { SandboxPaymentProviders } from '@storefront/adapters-sandbox-payments';
import type { Config } from '../config/config.js';
import { serverSecret } from '../config/server-secret.js';
import { NodeMessageSignatures } from '../signatures/node-message-signatures.js';
import { TOKENS } from './tokens.js';

/** Every checkout and order use case, bound as one (`TOKENS.Checkout`) for the routes, pages and CLI that use them. */
export interface CheckoutUseCases {
  readonly options: ViewCheckoutOptions;
  readonly quote: QuoteCheckout;
  readonly placeOrder: PlaceOrder;
  readonly completePayment: CompletePayment;
  readonly handleWebhook: HandlePaymentWebhook;
  readonly validateApplePayMerchant: ValidateApplePayMerchant;
  readonly payWithApplePay: PayWithApplePay;
  readonly expireAttempts: ExpireCheckoutAttempts;
  readonly reconcileAttempts: ReconcileCheckoutAttempts;
  readonly savedCards: ManageSavedCards;
  readonly advanceOrder: AdvanceOrder;
  readonly viewOrders: ViewOrders;
  readonly requestLookupCode: RequestOrderLookupCode;
  readonly lookUpGuestOrder: LookUpGuestOrder;
}

const PROVIDERS: readonly PaymentProviderId[] = ['card', 'apple-pay', 'tabby', 'tamara'];

/** The payment providers' secrets: the merchant's key for the sandbox's API and each provider's webhook secret. */
export interface PaymentSecrets {
  readonly sandboxKey: string;
  readonly webhookSecrets: Readonly<Record<PaymentProviderId, string>>;
}

/**
 * The configured secrets, else one generated per secret and kept in DATA_DIR (as the cart's keys
 * are): the built-in sandbox signs with the same files, so a fresh machine needs none set.
 */
export function paymentSecrets(config: Config): PaymentSecrets {
  const kept = (configured: string | undefined, file: string) => (configured ?? serverSecret(undefined, config.DATA_DIR, file).toString('hex'));
  const configured: Record<PaymentProviderId, string | undefined> = {
    card: config.PAYMENT_WEBHOOK_SECRET_CARD,
    'apple-pay': config.PAYMENT_WEBHOOK_SECRET_APPLE_PAY,
    tabby: config.PAYMENT_WEBHOOK_SECRET_TABBY,
    tamara: config.PAYMENT_WEBHOOK_SECRET_TAMARA,
  };
  const webhookSecrets = Object.fromEntries(PROVIDERS.map((id) => [id, kept(configured[id], `webhook-${id}.key`)])) as Record<PaymentProviderId, string>;
  return { sandboxKey: kept(config.SANDBOX_PAYMENTS_SECRET_KEY, 'sandbox-payments.key'), webhookSecrets };
}

function readJson(file: string, name: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (cause) {
    throw new Error(`${name}: ${file} cannot be read as JSON (${cause instanceof Error ? cause.message : String(cause)})`, { cause });
  }
}

/** The merchant's checkout settings (the file, else the defaults) with the providers' webhook secrets. Throws naming every invalid field. */
export function checkoutSettingsOf(config: Config, secrets: PaymentSecrets): CheckoutSettings {
  const file = config.CHECKOUT_SETTINGS_FILE === undefined ? {} : readJson(config.CHECKOUT_SETTINGS_FILE, 'CHECKOUT_SETTINGS_FILE');
  const given = typeof file === 'object' && file !== null ? (file as Record<string, unknown>) : {};
  const parsed = parseCheckoutSettings({ ...given, webhookSecrets: secrets.webhookSecrets });
  if (!parsed.ok) {
    throw new Error(`CHECKOUT_SETTINGS_FILE: ${parsed.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`);
  }
  return parsed.settings;
}

/** The seller named on tax invoices (the file, else the demo store's). */
export function sellerSettingsOf(config: Config): SellerSettings {
  return config.SELLER_SETTINGS_FILE === undefined ? readSellerSettings() : readSellerSettings(readJson(config.SELLER_SETTINGS_FILE, 'SELLER_SETTINGS_FILE'));
}

/** Where the store's own sandbox provider answers: configured, else the host's `/sandbox-payments` on the loopback. */
export function sandboxPaymentsUrl(config: Config): string {
  return config.SANDBOX_PAYMENTS_URL ?? `http://127.0.0.1:${config.PORT}/sandbox-payments`;
}

type Bind = ContainerModuleLoadOptions['bind'];

/** Checkout and orders (issue 20): the engine's stores, the sandbox's providers, the core's use cases. */
export function bindCheckout(bind: Bind): void {
  bind<PaymentSecrets>(TOKENS.PaymentSecrets).toResolvedValue((cfg: Config) => paymentSecrets(cfg), [TOKENS.Config]);
  bind<CheckoutSettings>(TOKENS.CheckoutSettings).toResolvedValue(
    (cfg: Config, secrets: PaymentSecrets) => checkoutSettingsOf(cfg, secrets),
    [TOKENS.Config, TOKENS.PaymentSecrets],
  );
  bind<SellerSettings>(TOKENS.SellerSettings).toResolvedValue((cfg: Config) => sellerSettingsOf(cfg), [TOKENS.Config]);
  bind<MessageSignatures>(MessageSignatures).toConstantValue(new NodeMessageSignatures());
  bind<CheckoutStore>(CheckoutStore).toResolvedValue((db: Database) => new PostgresCheckoutStore(db), [TOKENS.Database]);
  bind<OrderStore>(OrderStore).toResolvedValue((db: Database) => new PostgresOrderStore(db), [TOKENS.Database]);
  bind<SavedCardStore>(SavedCardStore).toResolvedValue((db: Database) => new PostgresSavedCardStore(db), [TOKENS.Database]);
  bind<PaymentProviders>(PaymentProviders).toResolvedValue(
    (cfg: Config, secrets: PaymentSecrets) =>
      new SandboxPaymentProviders({
        baseUrl: sandboxPaymentsUrl(cfg),
        secretKey: secrets.sandboxKey,
        webhookSecrets: secrets.webhookSecrets,
        timeouts: { connectMs: cfg.PAYMENT_PROVIDER_CONNECT_TIMEOUT_MS, headersMs: cfg.PAYMENT_PROVIDER_TIMEOUT_MS, bodyMs: cfg.PAYMENT_PROVIDER_TIMEOUT_MS },
      }),
    [TOKENS.Config, TOKENS.PaymentSecrets],
  );
  bind<CheckoutUseCases>(TOKENS.Checkout).toResolvedValue(
    (
      cfg: Config,
      store: CheckoutStore,
      providers: PaymentProviders,
      savedCards: SavedCardStore,
      carts: CartPort,
      settings: CheckoutSettings,
      vat: VatPolicy,
      clock: ClockPort,
      signatures: MessageSignatures,
      orders: OrderStore,
      sellers: SellerSettings,
      limits: LimitAttempts,
      grants: ReturnGrantSigner,
      catalog: CatalogPort,
    ): CheckoutUseCases => {
      // An order placed by a webhook has no shopper's request to take an address from: the emails
      // link to PUBLIC_ORIGIN, else to the machine itself (fit for a machine of one's own only).
      const origin = cfg.PUBLIC_ORIGIN ?? `http://127.0.0.1:${cfg.PORT}`;
      const deps: CheckoutDeps = { store, providers, savedCards, carts, settings, vat, clock, signatures, links: orderLinks(origin) };
      const lookup: OrderLookupDeps = { orders, signatures, clock, limits, settings: DEFAULT_ORDER_LOOKUP_SETTINGS };
      return {
        options: new ViewCheckoutOptions(deps),
        quote: new QuoteCheckout(deps),
        placeOrder: new PlaceOrder(deps),
        completePayment: new CompletePayment(deps),
        handleWebhook: new HandlePaymentWebhook(deps),
        validateApplePayMerchant: new ValidateApplePayMerchant(deps),
        payWithApplePay: new PayWithApplePay(deps),
        expireAttempts: new ExpireCheckoutAttempts(deps),
        reconcileAttempts: new ReconcileCheckoutAttempts(deps),
        savedCards: new ManageSavedCards(deps),
        advanceOrder: new AdvanceOrder(orders, providers, clock),
        viewOrders: new ViewOrders(orders, { sellers, vat, catalog }),
        requestLookupCode: new RequestOrderLookupCode(lookup),
        lookUpGuestOrder: new LookUpGuestOrder(lookup, { sellers, vat, catalog }, grants),
      };
    },
    [
      TOKENS.Config,
      CheckoutStore,
      PaymentProviders,
      SavedCardStore,
      CartPort,
      TOKENS.CheckoutSettings,
      TOKENS.VatPolicy,
      ClockPort,
      MessageSignatures,
      OrderStore,
      TOKENS.SellerSettings,
      TOKENS.LimitAttempts,
      ReturnGrantSigner,
      CatalogPort,
    ],
  );
}
