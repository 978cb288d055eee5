import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type {
  applePayPaymentSchema,
  BnplProvider,
  createCardPaymentSchema,
  CreatePaymentRequest,
  DeclineCode,
  merchantValidationRequestSchema,
  WirePayment,
  WireProvider,
  WireStatus,
} from '../wire.js';
import { applePayOutcomeSchema } from '../wire.js';
import { THREE_DS_CODE } from './cards.js';
import { paymentToWire, refusal, type EnteredCard, type SandboxPayment, type SandboxRefusal, type SavedCard } from './sandbox-payment.js';
import { sandboxSettingsSchema, type SandboxSettings, type SandboxSettingsInput } from './settings.js';
import { WebhookSender } from './webhook-sender.js';

export { isRefusal, type EnteredCard, type SandboxPayment, type SandboxRefusal } from './sandbox-payment.js';

const FINAL: readonly WireStatus[] = ['declined', 'expired', 'cancelled'];

/**
 * The sandbox provider's state and rules: payments by card, Apple Pay and the two pay-in-4
 * providers, saved cards, refunds, session expiry and the webhooks of each change. Everything is
 * kept in this process's memory, bounded (the oldest payment is forgotten past `maxPayments`): a
 * restart forgets every payment, which a sandbox may.
 */
export class PaymentSandbox {
  readonly settings: SandboxSettings;
  readonly webhooks: WebhookSender;
  readonly #now: () => Date;
  readonly #payments = new Map<string, SandboxPayment>();
  readonly #byReference = new Map<string, string>();
  readonly #cards = new Map<string, SavedCard>();
  readonly #sweep: NodeJS.Timeout;

  constructor(settings: SandboxSettingsInput, clock: { now(): Date } = { now: () => new Date() }) {
    this.settings = sandboxSettingsSchema.parse(settings);
    this.#now = () => clock.now();
    this.webhooks = new WebhookSender(this.settings);
    this.#sweep = setInterval(() => this.expireDue(), this.settings.sweepIntervalMs);
    this.#sweep.unref();
  }

  /** Whether an `Authorization` header carries the merchant's secret key (compared in constant time). */
  authorises(header: string | undefined): boolean {
    const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
    const expected = Buffer.from(this.settings.secretKey);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Opens a card payment: on the hosted page, or at once with a saved card of the same customer. */
  createCard(input: z.output<typeof createCardPaymentSchema>): SandboxPayment | SandboxRefusal {
    const existing = this.#existing('card', input);
    if (existing !== undefined) return existing;
    let saved: SavedCard | undefined;
    if (input.card_token !== undefined) {
      saved = this.#cards.get(input.card_token);
      if (saved === undefined || saved.customerReference !== input.customer.reference) return refusal(404, 'card_not_found', 'No such saved card for this customer.');
    }
    const payment = this.#open('card', input, input.save_card && input.customer.reference !== undefined, this.settings.cardSessionMinutes);
    if (saved !== undefined) {
      payment.savedCardToken = saved.token;
      this.#pay(payment, saved);
    }
    return payment;
  }

  /** Opens a pay-in-4 session, or refuses it at once (`declined`, tabby's reason code) when the order is not eligible. */
  createBnpl(provider: BnplProvider, input: CreatePaymentRequest): SandboxPayment | SandboxRefusal {
    const existing = this.#existing(provider, input);
    if (existing !== undefined) return existing;
    const payment = this.#open(provider, input, false, this.settings.bnplSessionMinutes);
    const limits = this.settings.eligibility[provider][input.currency];
    const reason: DeclineCode | undefined =
      limits === undefined ? 'not_available' : input.amount < limits.min ? 'order_amount_too_low' : input.amount > limits.max ? 'order_amount_too_high' : undefined;
    if (reason !== undefined) this.#settle(payment, 'declined', reason);
    return payment;
  }

  /** The merchant session Apple Pay's `completeMerchantValidation` takes (opaque to the store). */
  validateMerchant(input: z.output<typeof merchantValidationRequestSchema>): Record<string, unknown> {
    const now = this.#now().getTime();
    return {
      epochTimestamp: now,
      expiresAt: now + 5 * 60 * 1000,
      merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
      nonce: randomBytes(4).toString('hex'),
      merchantIdentifier: randomBytes(32).toString('hex').toUpperCase(),
      domainName: input.domain,
      displayName: input.display_name,
      signature: randomBytes(64).toString('base64'),
      operationalAnalyticsIdentifier: `${input.display_name}:${randomBytes(8).toString('hex')}`,
      retries: 0,
      pspId: 'sandbox',
    };
  }

  /** Pays with an Apple Pay token: authorised or declined at once, by the token's outcome. */
  payWithApplePay(input: z.output<typeof applePayPaymentSchema>): SandboxPayment | SandboxRefusal {
    const existing = this.#existing('apple-pay', input);
    if (existing !== undefined) return existing;
    let outcome: z.output<typeof applePayOutcomeSchema>['outcome'];
    try {
      outcome = applePayOutcomeSchema.parse(JSON.parse(Buffer.from(input.token.paymentData.data, 'base64').toString('utf8'))).outcome;
    } catch {
      return refusal(422, 'invalid_token', 'The payment token cannot be decrypted.');
    }
    const network = input.token.paymentMethod.network;
    const payment = this.#open('apple-pay', input, false, this.settings.cardSessionMinutes);
    this.#pay(payment, {
      brand: network === 'Visa' ? 'visa' : network === 'MasterCard' ? 'mastercard' : 'mada',
      last4: /(\d{4})\s*$/.exec(input.token.paymentMethod.displayName)?.[1] ?? '0000',
      expMonth: 12,
      expYear: this.#now().getUTCFullYear() + 3,
      behaviour: outcome === 'decline' ? 'decline' : outcome === 'insufficient_funds' ? 'insufficient-funds' : 'success',
    });
    return payment;
  }

  /** A payment by id, expired first if its time is up. */
  find(id: string): SandboxPayment | undefined {
    const payment = this.#payments.get(id);
    if (payment !== undefined) this.#expireIfDue(payment);
    return payment;
  }

  /** The card entered on the hosted page: paid, or sent to the 3-D Secure challenge. */
  enterCard(payment: SandboxPayment, card: EnteredCard): void {
    if (payment.status !== 'pending' || payment.provider !== 'card') return;
    this.#pay(payment, card);
  }

  /** The challenge answered: the documented code passes, unless the card always fails it. */
  answerChallenge(payment: SandboxPayment, code: string): void {
    const card = payment.challenge;
    if (card === null || payment.status !== 'pending') return;
    payment.challenge = null;
    if (card.behaviour === 'challenge' && code === THREE_DS_CODE) this.#authorise(payment, card);
    else {
      payment.card = { ...card };
      this.#settle(payment, 'declined', 'authentication_failed');
    }
  }

  /** The shopper's answer on the pay-in-4 approval page. */
  decideBnpl(payment: SandboxPayment, approve: boolean): void {
    if (payment.status !== 'pending' || (payment.provider !== 'tabby' && payment.provider !== 'tamara')) return;
    if (approve) this.#settle(payment, 'authorised', null);
    else this.#settle(payment, 'declined', 'declined');
  }

  /** The shopper gave up on the hosted page. */
  abandon(payment: SandboxPayment): void {
    if (payment.status === 'pending') this.#settle(payment, 'cancelled', 'cancelled');
  }

  capture(id: string): SandboxPayment | SandboxRefusal {
    const payment = this.find(id);
    if (payment === undefined) return refusal(404, 'payment_not_found', 'No such payment.');
    if (payment.status === 'captured') return payment;
    if (payment.status !== 'authorised') return refusal(409, 'not_authorised', `A ${payment.status} payment cannot be captured.`);
    payment.capturedAmount = payment.request.amount;
    this.#settle(payment, 'captured', null);
    return payment;
  }

  /** Voids a payment not captured; a payment already final stays as it is. */
  void(id: string): SandboxPayment | SandboxRefusal {
    const payment = this.find(id);
    if (payment === undefined) return refusal(404, 'payment_not_found', 'No such payment.');
    if (payment.status === 'captured') return refusal(409, 'already_captured', 'A captured payment is refunded, not voided.');
    if (payment.status === 'pending' || payment.status === 'authorised') this.#settle(payment, 'cancelled', 'cancelled');
    return payment;
  }

  /** Refunds part of what was captured; the same key answers the same refund, never a second one. */
  refund(id: string, amount: number, key: string): { id: string; payment_id: string; amount: number; status: 'succeeded' } | SandboxRefusal {
    const payment = this.find(id);
    if (payment === undefined) return refusal(404, 'payment_not_found', 'No such payment.');
    const earlier = payment.refunds.get(key);
    if (earlier !== undefined) {
      if (earlier.amount !== amount) return refusal(409, 'idempotency_conflict', 'This idempotency key was used for another amount.');
      return { id: earlier.id, payment_id: payment.id, amount: earlier.amount, status: 'succeeded' };
    }
    if (payment.status !== 'captured') return refusal(409, 'not_captured', `A ${payment.status} payment has nothing to refund.`);
    if (payment.refundedAmount + amount > payment.capturedAmount) {
      return refusal(422, 'refund_exceeds_captured', `At most ${payment.capturedAmount - payment.refundedAmount} is left to refund.`);
    }
    const made = { id: `ref_${randomBytes(12).toString('base64url')}`, amount };
    payment.refunds.set(key, made);
    payment.refundedAmount += amount;
    this.#notify(payment, 'payment.refunded');
    return { id: made.id, payment_id: payment.id, amount, status: 'succeeded' };
  }

  /** Forgets a saved card. */
  deleteCard(token: string): boolean {
    return this.#cards.delete(token);
  }

  /** Expires every pending payment past its time (also run on a timer). */
  expireDue(): void {
    for (const payment of this.#payments.values()) this.#expireIfDue(payment);
  }

  /** The payment as the JSON API answers it. */
  toWire(payment: SandboxPayment, publicUrl: string): WirePayment {
    return paymentToWire(payment, payment.savedCardToken === null ? undefined : this.#cards.get(payment.savedCardToken), publicUrl);
  }

  /** Stops the expiry timer and every webhook retry. */
  async close(): Promise<void> {
    clearInterval(this.#sweep);
    await this.webhooks.close();
  }

  #existing(provider: WireProvider, input: CreatePaymentRequest): SandboxPayment | SandboxRefusal | undefined {
    const id = this.#byReference.get(`${provider}:${input.merchant_reference}`);
    const payment = id === undefined ? undefined : this.find(id);
    if (payment === undefined) return undefined;
    if (payment.request.amount !== input.amount || payment.request.currency !== input.currency) {
      return refusal(409, 'idempotency_conflict', 'This merchant reference was opened for another amount.');
    }
    return payment;
  }

  #open(provider: WireProvider, request: CreatePaymentRequest, saveCard: boolean, minutes: number): SandboxPayment {
    const payment: SandboxPayment = {
      id: `${provider === 'card' ? 'pay' : provider === 'apple-pay' ? 'apay' : provider}_${randomBytes(18).toString('base64url')}`,
      provider,
      status: 'pending',
      request,
      saveCard,
      createdAt: this.#now(),
      expiresAt: new Date(this.#now().getTime() + minutes * 60_000),
      declineCode: null,
      capturedAmount: 0,
      refundedAmount: 0,
      card: null,
      savedCardToken: null,
      challenge: null,
      refunds: new Map(),
    };
    this.#payments.set(payment.id, payment);
    this.#byReference.set(`${provider}:${request.merchant_reference}`, payment.id);
    while (this.#payments.size > this.settings.maxPayments) {
      const [oldest] = this.#payments.values();
      if (oldest === undefined) break;
      this.#payments.delete(oldest.id);
      this.#byReference.delete(`${oldest.provider}:${oldest.request.merchant_reference}`);
    }
    return payment;
  }

  #pay(payment: SandboxPayment, card: EnteredCard): void {
    switch (card.behaviour) {
      case 'success':
        return this.#authorise(payment, card);
      case 'decline':
      case 'insufficient-funds':
        payment.card = card;
        return this.#settle(payment, 'declined', card.behaviour === 'decline' ? 'declined' : 'insufficient_funds');
      case 'challenge':
      case 'challenge-fail':
        payment.challenge = card;
    }
  }

  #authorise(payment: SandboxPayment, card: EnteredCard): void {
    payment.card = card;
    const reference = payment.request.customer.reference;
    if (payment.saveCard && payment.savedCardToken === null && reference !== undefined) {
      const token = `card_tok_${randomBytes(18).toString('base64url')}`;
      this.#cards.set(token, { token, customerReference: reference, ...card });
      while (this.#cards.size > this.settings.maxSavedCards) {
        const [oldest] = this.#cards.keys();
        if (oldest === undefined) break;
        this.#cards.delete(oldest);
      }
      payment.savedCardToken = token;
    }
    this.#settle(payment, 'authorised', null);
  }

  #expireIfDue(payment: SandboxPayment): void {
    if (payment.status === 'pending' && this.#now().getTime() >= payment.expiresAt.getTime()) {
      payment.challenge = null;
      this.#settle(payment, 'expired', 'expired');
    }
  }

  #settle(payment: SandboxPayment, status: WireStatus, code: DeclineCode | null): void {
    payment.status = status;
    payment.declineCode = FINAL.includes(status) ? code : null;
    this.#notify(payment, `payment.${status}`);
  }

  #notify(payment: SandboxPayment, type: string): void {
    const data = { payment_id: payment.id, status: payment.status, merchant_reference: payment.request.merchant_reference };
    this.webhooks.send(payment.provider, type, data, this.#now());
  }
}
