import type { CartLineOption } from '../../cart/domain/cart.js';
import type { Money } from '../../catalog/domain/money.js';
import type { Locale, Region } from '../../locale/domain/locale.js';
import type { ReturnRefusal } from '../errors.js';
import type { RefundRoute } from './refund-route.js';
import type { ItemCondition } from './return-request.js';
import type { ReturnReason } from './return-reasons.js';

export * from './return-status.js';
import type { ReturnStatus } from './return-status.js';

/**
 * Who asks for or looks at a return: a signed-in customer, or a guest holding the grant the guest
 * order lookup issued (a signed, expiring token naming the region and the order; decision 1312).
 */
export type Returner = { readonly kind: 'customer'; readonly customerId: number } | { readonly kind: 'guest'; readonly grant: string };

/** How the item goes back: a courier collects it, or the shopper brings it to one of the region's boutiques. */
export type Handover = { readonly kind: 'courier-pickup' } | { readonly kind: 'boutique'; readonly boutiqueId: number };

/** Where a cash-on-delivery order's refund is transferred to. */
export interface BankAccount {
  readonly holderName: string;
  readonly iban: string;
}

/** A boutique of the region a shopper may hand a return in at. */
export interface ReturnBoutique {
  readonly boutiqueId: number;
  readonly name: { readonly en: string; readonly ar: string };
  readonly city: { readonly en: string; readonly ar: string };
}

/** One step of a return's history. */
export interface ReturnEvent {
  readonly status: ReturnStatus;
  readonly at: Date;
}

/** One order line of a return, as kept: the units going back and what they refund. */
export interface StoredReturnLine {
  readonly lineId: string;
  readonly quantity: number;
  readonly condition: ItemCondition;
  readonly completePackaging: boolean;
  readonly sealIntact?: boolean | undefined;
  /** What was paid for these units (decision 1313). */
  readonly refund: Money;
}

/** Money that went back for a return: once per idempotency key. */
export interface ReturnRefund {
  readonly idempotencyKey: string;
  readonly amount: Money;
  readonly route: RefundRoute['kind'];
  /** The provider's id of the refund (original method); absent for a bank transfer. */
  readonly providerRefundId?: string | undefined;
  readonly at: Date;
}

/** A return as the store keeps it. */
export interface StoredReturn {
  /** What the shopper and the operator quote, e.g. `SA-R-7K2M9Q`. */
  readonly reference: string;
  readonly region: Region;
  readonly locale: Locale;
  readonly orderReference: string;
  /** Absent for a guest's return. */
  readonly customerId?: number | undefined;
  /** Where the return's emails go: the order's email. */
  readonly email: string;
  readonly idempotencyKey: string;
  readonly status: ReturnStatus;
  readonly reason: ReturnReason;
  readonly lines: readonly StoredReturnLine[];
  /** The handover, with the boutique's name as it was when asked. */
  readonly handover: { readonly kind: 'courier-pickup' } | { readonly kind: 'boutique'; readonly boutiqueId: number; readonly boutiqueName: { readonly en: string; readonly ar: string } };
  readonly refundRoute: RefundRoute;
  /** What the return refunds: the lines' refunds, capped by what the order has left to refund (decision 1313). */
  readonly refundAmount: Money;
  /** Only for a bank transfer. The IBAN is kept whole for the transfer; shoppers see its last four. */
  readonly bankAccount?: BankAccount | undefined;
  readonly rejectionNote?: string | undefined;
  readonly requestedAt: Date;
  /** Oldest first; the first is `requested`. */
  readonly history: readonly ReturnEvent[];
  readonly refunds: readonly ReturnRefund[];
}

/** A return to write: what the store assigns (its reference) left out. */
export type NewReturn = Omit<StoredReturn, 'reference' | 'history' | 'refunds' | 'status'>;

/** One order line as the return form shows it. */
export interface ReturnableLineView {
  readonly lineId: string;
  readonly sku: string;
  readonly name: string;
  readonly options: readonly CartLineOption[];
  readonly imageUrl: string;
  readonly quantityOrdered: number;
  /** Units not yet on a return that was not rejected. */
  readonly quantityReturnable: number;
  /** What one unit cost, discounts taken off (decision 1313). */
  readonly unitPricePaid: Money;
  readonly pierced: boolean;
  readonly bundleId?: string | undefined;
  /** Why the line cannot be returned at all (empty when it can). */
  readonly refusals: readonly ReturnRefusal[];
}

/** The order as the return form needs it. */
export interface ReturnableOrderView {
  readonly orderReference: string;
  readonly lines: readonly ReturnableLineView[];
  /** Where the refund will go. */
  readonly refund: RefundRoute;
  /** Cash on delivery: the shopper gives an IBAN for the transfer. */
  readonly needsBankAccount: boolean;
  /** Last moment to ask; absent before delivery. */
  readonly windowEndsAt?: Date | undefined;
  /** The region's boutiques a return may be handed in at. */
  readonly boutiques: readonly ReturnBoutique[];
}

/** A row of My Returns. */
export interface ReturnSummary {
  readonly reference: string;
  readonly orderReference: string;
  readonly status: ReturnStatus;
  readonly requestedAt: Date;
  readonly refundAmount: Money;
  readonly lineCount: number;
}

/** One line of a return as its owner sees it. */
export interface ReturnDetailLine {
  readonly lineId: string;
  readonly name: string;
  readonly sku: string;
  readonly imageUrl: string;
  readonly quantity: number;
  readonly refundMinor: number;
}

/** One return as its owner sees it. */
export interface ReturnDetail {
  readonly reference: string;
  readonly orderReference: string;
  readonly status: ReturnStatus;
  /** Oldest first. */
  readonly history: readonly ReturnEvent[];
  readonly lines: readonly ReturnDetailLine[];
  readonly reason: ReturnReason;
  readonly handover: StoredReturn['handover'];
  readonly refundRoute: RefundRoute;
  readonly refundAmount: Money;
  /** The last four characters of the IBAN, for a bank transfer. */
  readonly ibanLast4?: string | undefined;
  readonly rejectionNote?: string | undefined;
  readonly requestedAt: Date;
}

/** A customer account flagged for the merchant's review by the unusual-returns policy (decision 1315). */
export interface FlaggedAccount {
  readonly customerId: number;
  readonly email: string;
  readonly flaggedAt: Date;
  /** The returns counted when it was flagged, and the window they fell in. */
  readonly returnCount: number;
  readonly windowDays: number;
}
