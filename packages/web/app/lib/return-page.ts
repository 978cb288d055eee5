// What the returns pages' loaders and actions hand the returns feature to render: the shapes both sides share.
import type { Money } from '@storefront/core/catalog';

/** A refusal as the core gives it: a code the page translates (`returns.refusals.<code>`) with its values. */
export interface RefusalView {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** One line of a delivered order on the return form, with why it cannot go back when it cannot. */
export interface ReturnableLineView {
  readonly lineId: string;
  readonly name: string;
  readonly sku: string;
  readonly options: readonly { readonly name: string; readonly value: string }[];
  readonly imageUrl?: string;
  readonly ordered: number;
  /** Units still returnable: the ordered ones less those in earlier returns that were not rejected. */
  readonly returnable: number;
  readonly unitPrice: Money;
  readonly pierced: boolean;
  readonly bundleId?: string;
  /** Why the line cannot be returned at all (a gold coin, the window closed); empty when it can. */
  readonly refusals: readonly RefusalView[];
}

/** A boutique where a return may be handed in. */
export interface BoutiqueChoice {
  readonly id: number;
  readonly name: string;
}

/** The return form of one order: its lines, where the refund goes and how the items may come back. */
export interface ReturnFormView {
  readonly orderReference: string;
  readonly lines: readonly ReturnableLineView[];
  readonly refund: 'original-method' | 'bank-transfer';
  readonly needsBankAccount: boolean;
  /** The last moment to ask; none before delivery. */
  readonly windowEndsAt?: Date;
  readonly boutiques: readonly BoutiqueChoice[];
}

/** The form's fields a shopper must fix, each with its text key. */
export type ReturnField = 'lines' | 'quantity' | 'reason' | 'boutique' | 'holderName' | 'iban';

/** What the shopper sent, kept to fill the form again. */
export interface ReturnFormValues {
  readonly quantities: Readonly<Record<string, number>>;
  readonly reason?: string;
  readonly unused: boolean;
  readonly packaging: boolean;
  readonly seal: boolean;
  readonly handover: 'courier-pickup' | 'boutique';
  readonly boutiqueId?: number;
  readonly holderName: string;
  readonly iban: string;
}

/**
 * The form as the page shows it: the order's view, an idempotency key the form carries (one
 * return however often it is sent), and after a refused post the values sent, the fields to fix,
 * the refusals by line (`lineId`) and those of the whole return.
 */
export interface ReturnFormState {
  readonly view: ReturnFormView;
  readonly idempotencyKey: string;
  /** A guest's grant from the order lookup, sent back with the form; none for a customer. */
  readonly grant?: string;
  readonly values?: ReturnFormValues;
  readonly fieldErrors?: readonly ReturnField[];
  readonly lineRefusals?: Readonly<Record<string, readonly RefusalView[]>>;
  readonly refusals?: readonly RefusalView[];
  /** A failure that is no refusal (the store could not answer): `errors.<code>`. */
  readonly error?: string;
}

/** One line of a return as its pages show it. */
export interface ReturnLineView {
  readonly lineId: string;
  readonly name: string;
  readonly sku: string;
  readonly imageUrl?: string;
  readonly quantity: number;
  readonly refund: Money;
}

export type ReturnStatusName = 'requested' | 'approved' | 'received' | 'inspected' | 'refunded' | 'rejected';

/** A return as My Returns' detail and a guest's confirmation show it. */
export interface ReturnDetailView {
  readonly reference: string;
  readonly orderReference: string;
  readonly status: ReturnStatusName;
  readonly history: readonly { readonly status: ReturnStatusName; readonly at: Date }[];
  readonly lines: readonly ReturnLineView[];
  readonly reason: string;
  readonly handover: { readonly kind: 'courier-pickup' } | { readonly kind: 'boutique'; readonly boutique: string };
  readonly refund: { readonly route: 'original-method' | 'bank-transfer'; readonly amount: Money; readonly ibanLast4?: string };
  readonly rejectionNote?: string;
}

/** A row of My Returns. */
export interface ReturnSummaryView {
  readonly reference: string;
  readonly orderReference: string;
  readonly status: ReturnStatusName;
  readonly requestedAt: Date;
  readonly refund: Money;
  readonly lineCount: number;
}

/** An order's returns on the order's page, and whether "Return items" is still offered there. */
export interface OrderReturnsView {
  readonly returns: readonly ReturnSummaryView[];
  readonly canReturnMore: boolean;
}
