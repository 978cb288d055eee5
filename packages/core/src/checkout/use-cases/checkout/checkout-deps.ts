import type { OrderLinks } from '../../../order/domain/order-links.js';
import type { CartPort } from '../../../cart/ports/cart.port.js';
import type { VatPolicy } from '../../../locale/domain/vat.policy.js';
import type { ClockPort } from '../../../shared/ports/clock.port.js';
import type { CheckoutSettings } from '../../domain/checkout-settings.js';
import type { CheckoutStore } from '../../ports/checkout-store.port.js';
import type { MessageSignatures } from '../../ports/message-signatures.port.js';
import type { PaymentProviders } from '../../ports/payment-provider.port.js';
import type { SavedCardStore } from '../../ports/saved-card-store.port.js';

/** What the checkout use cases share: their ports, the merchant's settings, VAT and the clock. */
export interface CheckoutDeps {
  readonly store: CheckoutStore;
  readonly providers: PaymentProviders;
  readonly savedCards: SavedCardStore;
  /** The cart calls (`KeepCarts`): the cart priced now, for its owner. */
  readonly carts: CartPort;
  readonly settings: CheckoutSettings;
  readonly vat: VatPolicy;
  readonly clock: ClockPort;
  readonly signatures: MessageSignatures;
  /** The store's own addresses the order emails link to. */
  readonly links: OrderLinks;
}
