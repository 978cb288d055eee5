// zod's mini build: the checkout renders in the browser only, after hydration.
import * as z from 'zod/mini';
import { addressBody } from '@storefront/contract';
import { storeJson, type CheckoutStorage } from './checkout-memory';

/**
 * What the shopper has typed and chosen on the checkout of one cart, kept in this tab's session
 * storage so that a reload, the browser's back button from the provider's page, or "Back to
 * payment" after a declined payment does not make them type it all again. Never a card number:
 * cards are typed on the provider's page only.
 */
const draftSchema = z.object({
  email: z.string(),
  phone: z.string(),
  delivery: z.object({
    kind: z.enum(['home', 'pickup']),
    method: z.enum(['standard', 'express']),
    addressId: z.union([z.int(), z.literal('new')]),
    address: z.pick(addressBody, { firstName: true, lastName: true, phone: true, line1: true, line2: true, governorate: true, city: true, postalCode: true }),
    boutiqueId: z.optional(z.int()),
  }),
  payment: z.object({
    method: z.optional(z.enum(['card', 'apple-pay', 'tabby', 'tamara', 'cash-on-delivery'])),
    savedCardId: z.optional(z.int()),
    saveCard: z.boolean(),
  }),
});

export type CheckoutDraft = z.infer<typeof draftSchema>;

const KEY = 'checkoutDraft:';

/** Keeps the draft of the cart's checkout; a full or blocked storage only costs the shopper the retyping. */
export function keepDraft(storage: CheckoutStorage | undefined, cartId: string, draft: CheckoutDraft): void {
  storeJson(storage, `${KEY}${cartId}`, draft);
}

/** The draft kept for the cart, or `undefined` (none, another cart's, storage blocked, a hand-edited value). */
export function recalledDraft(storage: CheckoutStorage | undefined, cartId: string): CheckoutDraft | undefined {
  try {
    const parsed = draftSchema.safeParse(JSON.parse(storage?.getItem(`${KEY}${cartId}`) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the cart's draft: the order is placed, its details are the order's now. */
export function forgetDraft(storage: CheckoutStorage | undefined, cartId: string): void {
  try {
    storage?.removeItem(`${KEY}${cartId}`);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/**
 * The draft as the page may use it now: a saved address that is no longer the customer's falls
 * back to the default one, a saved card no longer offered is dropped, and a signed-in customer's
 * email is always the account's.
 */
export function usableDraft(
  draft: CheckoutDraft,
  now: { readonly customerEmail: string | undefined; readonly savedAddressIds: readonly number[]; readonly defaultAddressId: number | 'new' },
): CheckoutDraft {
  const addressId = draft.delivery.addressId === 'new' || now.savedAddressIds.includes(draft.delivery.addressId) ? draft.delivery.addressId : now.defaultAddressId;
  return {
    ...draft,
    email: now.customerEmail ?? draft.email,
    delivery: { ...draft.delivery, addressId },
  };
}

/**
 * The payment chosen in the draft as this cart's options allow it now: a way of paying no longer
 * available, or a saved card no longer offered, is unchosen (the shopper sees the choice again).
 */
export function usablePayment(
  payment: CheckoutDraft['payment'],
  options: { readonly payment: readonly { readonly method: string; readonly available: boolean }[]; readonly savedCards: readonly { readonly id: number }[] },
): { readonly method: CheckoutDraft['payment']['method']; readonly savedCardId: number | undefined; readonly saveCard: boolean } {
  const method = payment.method !== undefined && options.payment.some((option) => option.method === payment.method && option.available) ? payment.method : undefined;
  const savedCardId = method === 'card' && options.savedCards.some((card) => card.id === payment.savedCardId) ? payment.savedCardId : undefined;
  return { method, savedCardId, saveCard: payment.saveCard };
}
