import type { CreatePaymentRequest, DeclineCode, WirePayment, WireProvider, WireStatus } from '../wire.js';
import type { Brand, CardBehaviour } from './cards.js';

/** A refusal of the JSON API: the HTTP status, a stable code and a sentence for the developer. */
export interface SandboxRefusal {
  readonly refused: true;
  readonly status: 400 | 401 | 404 | 409 | 422;
  readonly code: string;
  readonly message: string;
}

export const refusal = (status: SandboxRefusal['status'], code: string, message: string): SandboxRefusal => ({ refused: true, status, code, message });

export function isRefusal(value: unknown): value is SandboxRefusal {
  return typeof value === 'object' && value !== null && (value as { refused?: unknown }).refused === true;
}

/** A card kept as a token for one customer reference; its number stays nowhere, only its behaviour. */
export interface SavedCard {
  readonly token: string;
  readonly customerReference: string;
  readonly brand: Brand;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly behaviour: CardBehaviour;
}

/** A card entered on the page, as far as the sandbox keeps it (brand, last four, expiry, behaviour). */
export interface EnteredCard {
  readonly brand: Brand;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly behaviour: CardBehaviour;
}

/** A payment as the sandbox keeps it. */
export interface SandboxPayment {
  readonly id: string;
  readonly provider: WireProvider;
  status: WireStatus;
  readonly request: CreatePaymentRequest;
  readonly saveCard: boolean;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  declineCode: DeclineCode | null;
  capturedAmount: number;
  refundedAmount: number;
  card: EnteredCard | null;
  savedCardToken: string | null;
  /** Entered and waiting for its 3-D Secure challenge. */
  challenge: EnteredCard | null;
  readonly refunds: Map<string, { readonly id: string; readonly amount: number }>;
}

/** The payment as the JSON API answers it, with the saved card it made when it was asked to keep one. */
export function paymentToWire(payment: SandboxPayment, saved: SavedCard | undefined, publicUrl: string): WirePayment {
  const page = payment.provider === 'card' ? `pay/${payment.id}` : payment.provider === 'apple-pay' ? undefined : `${payment.provider}/${payment.id}`;
  const pending = payment.status === 'pending' && page !== undefined;
  const path = payment.challenge !== null ? `pay/${payment.id}/challenge` : page;
  return {
    id: payment.id,
    provider: payment.provider,
    status: payment.status,
    amount: payment.request.amount,
    currency: payment.request.currency,
    merchant_reference: payment.request.merchant_reference,
    redirect_url: pending ? `${publicUrl}/${path}?lang=${payment.request.locale}` : null,
    expires_at: payment.expiresAt.toISOString(),
    decline_code: payment.declineCode,
    captured_amount: payment.capturedAmount,
    refunded_amount: payment.refundedAmount,
    card: payment.card === null ? null : { brand: payment.card.brand, last4: payment.card.last4 },
    saved_card:
      saved === undefined || !payment.saveCard
        ? null
        : { token: saved.token, brand: saved.brand, last4: saved.last4, exp_month: saved.expMonth, exp_year: saved.expYear },
    installments: payment.provider === 'tabby' || payment.provider === 'tamara' ? installments(payment.request.amount, payment.createdAt) : [],
  };
}

/** Pay in 4: a quarter now and one a month for three months, the remainder in the first. */
function installments(amount: number, from: Date): WirePayment['installments'] {
  const quarter = Math.floor(amount / 4);
  return [0, 1, 2, 3].map((month) => {
    const due = new Date(from);
    due.setUTCMonth(due.getUTCMonth() + month);
    return { due_date: due.toISOString().slice(0, 10), amount: month === 0 ? amount - 3 * quarter : quarter };
  });
}
