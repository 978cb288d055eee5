import type { Cart } from '../../cart/domain/cart.js';
import type { CartOwner } from '../../cart/domain/cart-owner.js';
import type { CartVariantFacts } from '../../cart/domain/cart-state.js';
import type { CouponPromotion } from '../../cart/domain/promotion.js';
import { aVariant } from '../../cart/test-support/cart-variant.builder.js';
import { InMemoryCartStore } from '../../cart/test-support/in-memory-cart-store.js';
import { KeepCarts } from '../../cart/use-cases/keep-carts/keep-carts.use-case.js';
import { DefaultVatPolicy } from '../../locale/domain/vat.policy.js';
import { FakeClock } from '../../shared/test-support/fake-clock.js';
import type { CheckoutQuote, DeliveryChoice } from '../domain/checkout.js';
import { quoteCheckout } from '../domain/checkout-quote.js';
import { checkoutSettingsSchema, type CheckoutSettingsInput } from '../domain/checkout-settings.js';
import type { BoutiqueStock } from '../ports/checkout-store.port.js';
import type { CheckoutDeps } from '../use-cases/checkout/checkout-deps.js';
import type { PlaceOrderInput } from '../use-cases/place-order/place-order.use-case.js';
import { FakeMessageSignatures } from './fake-message-signatures.js';
import { orderLinks } from '../../order/domain/order-links.js';
import { FakePaymentProvider, FakeWalletProvider, fakeProviders } from './fake-payment-providers.js';
import { InMemoryCheckoutStore } from './in-memory-checkout-store.js';
import { InMemorySavedCardStore } from './in-memory-saved-card-store.js';

export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

/** Two pieces sold in KSA: a ring at 300 SAR (3 in stock) and a necklace at 1,200 SAR (1 in stock). */
export const RING = aVariant(1).ofProduct(11).priced(300_00).inStock(3).build();
export const NECKLACE = aVariant(2).ofProduct(12).priced(1_200_00).inStock(1).build();

export const RIYADH_BOUTIQUE: BoutiqueStock = {
  locationId: 501,
  storeLocationId: 5,
  name: { en: 'Riyadh Park', ar: 'الرياض بارك' },
  city: { en: 'Riyadh', ar: 'الرياض' },
  available: { [RING.variantId]: 2, [NECKLACE.variantId]: 1 },
};
export const JEDDAH_BOUTIQUE: BoutiqueStock = {
  locationId: 502,
  storeLocationId: 6,
  name: { en: 'Red Sea Mall', ar: 'رد سي مول' },
  city: { en: 'Jeddah', ar: 'جدة' },
  available: { [RING.variantId]: 5 },
};

export const GUEST: CartOwner = { kind: 'guest', cartToken: 'browser-token' };

export interface WorldOptions {
  readonly variants?: readonly CartVariantFacts[];
  readonly coupons?: readonly CouponPromotion[];
  readonly settings?: CheckoutSettingsInput;
}

/**
 * Checkout's world for the use cases' specs: carts kept by the core's `KeepCarts` over a store in
 * memory, a checkout store whose stock mirrors the catalogue's, fake providers for every method, a
 * clock the spec moves, and the default settings with webhook secrets.
 */
export function aCheckoutWorld(options: WorldOptions = {}) {
  const variants = options.variants ?? [RING, NECKLACE];
  const clock = new FakeClock('2026-03-01T10:00:00Z');
  const now = () => clock.now();
  const cartStore = new InMemoryCartStore('sa', new Map(variants.map((variant) => [variant.productId, [variant]])), options.coupons ?? [], [7]);
  const vat = new DefaultVatPolicy();
  const carts = new KeepCarts(cartStore, { vat, clock });
  const savedCards = new InMemorySavedCardStore();
  const store = new InMemoryCheckoutStore(new Map(variants.map((variant) => [variant.variantId, variant.availableToSell])), { sa: [RIYADH_BOUTIQUE, JEDDAH_BOUTIQUE] }, clock, savedCards);
  const card = new FakePaymentProvider('card', now);
  const tabby = new FakePaymentProvider('tabby', now);
  const tamara = new FakePaymentProvider('tamara', now);
  const wallet = new FakeWalletProvider(now);
  const signatures = new FakeMessageSignatures();
  const settings = checkoutSettingsSchema.parse({
    webhookSecrets: { card: WEBHOOK_SECRET, tabby: WEBHOOK_SECRET, tamara: WEBHOOK_SECRET, 'apple-pay': WEBHOOK_SECRET },
    ...options.settings,
  });
  const deps: CheckoutDeps = { store, providers: fakeProviders(card, tabby, tamara, wallet), savedCards, carts, settings, vat, clock, signatures, links: orderLinks('https://shop.example') };

  /** A guest cart of the lines (variant, quantity), with a coupon code when given. */
  async function aCart(lines: readonly (readonly [CartVariantFacts, number])[], coupon?: string, owner: CartOwner = GUEST): Promise<Cart> {
    const created = (
      await carts.createCart('sa', { locale: { language: 'en', region: 'sa' }, lines: lines.map(([variant, quantity]) => ({ productId: variant.productId, variantId: variant.variantId, quantity })), owner })
    )._unsafeUnwrap();
    return coupon === undefined ? created : (await carts.applyCoupon('sa', created.id, coupon, owner))._unsafeUnwrap();
  }

  /** What the review step showed for the cart (its quote, as the browser sends it back). */
  function agreedTo(quote: CheckoutQuote): PlaceOrderInput['agreed'] {
    return { lines: quote.lines.map(({ variantId, sku, quantity, unitPrice }) => ({ variantId, sku, quantity, unitPrice })), coupons: quote.coupons, totals: quote.totals };
  }

  return { clock, cartStore, carts, store, savedCards, card, tabby, tamara, wallet, signatures, settings, deps, vat, aCart, agreedTo };
}

export type CheckoutWorld = ReturnType<typeof aCheckoutWorld>;

export const HOME: DeliveryChoice = {
  kind: 'home',
  method: 'standard',
  address: { firstName: 'Noura', lastName: 'Alharbi', phone: '+966501234567', line1: '1 King Fahd Road', governorate: 'riyadh', city: 'riyadh' },
};

/**
 * A "Place order" for a new cart of the lines, as the review step would send it: the quote the
 * shopper saw (priced now) as agreed, a fresh idempotency key unless given.
 */
export async function aPlacement(
  world: CheckoutWorld,
  lines: readonly (readonly [CartVariantFacts, number])[],
  overrides: Partial<PlaceOrderInput> & { readonly coupon?: string } = {},
): Promise<PlaceOrderInput> {
  const owner = overrides.owner ?? GUEST;
  const cart = await world.aCart(lines, overrides.coupon, owner);
  const delivery = overrides.delivery ?? HOME;
  const method = overrides.method ?? 'card';
  const boutiques = (await world.store.boutiqueStock('sa', cart.lines.map((line) => line.variantId)))._unsafeUnwrap();
  const quote = quoteCheckout({ cart, delivery, method, settings: world.settings.regions.sa, vat: world.vat, boutiques })._unsafeUnwrap();
  const { coupon: _coupon, ...rest } = overrides;
  return {
    region: 'sa',
    locale: { language: 'en', region: 'sa' },
    cartId: cart.id,
    owner,
    idempotencyKey: `key-${cart.id}`,
    email: 'Noura@Example.com',
    phone: '+966501234567',
    delivery,
    method,
    agreed: world.agreedTo(quote),
    returnUrl: 'https://shop.example/en-sa/checkout/return',
    ...rest,
  };
}
