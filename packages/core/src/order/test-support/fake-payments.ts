import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Money } from '../../catalog/domain/money.js';
import type { PaymentProviderId, ProviderPaymentStatus } from '../../checkout/domain/payment-method.js';
import type { PaymentProvider, PaymentProviderError, PaymentProviders, ProviderPayment } from '../../checkout/ports/payment-provider.port.js';
import type { MessageSignatures } from '../../checkout/ports/message-signatures.port.js';
import { unavailable } from '../../shared/errors.js';

/** What the providers were asked to do, in order. */
export type PaymentCall =
  | { readonly call: 'cancel'; readonly provider: PaymentProviderId; readonly providerRef: string }
  | { readonly call: 'capture'; readonly provider: PaymentProviderId; readonly providerRef: string }
  | { readonly call: 'refund'; readonly provider: PaymentProviderId; readonly providerRef: string; readonly amount: Money; readonly idempotencyKey: string };

/**
 * Payment providers for the order specs: each payment's status is set by the spec
 * (`payments.set('pay_1', 'captured')`), cancels and refunds are recorded, and `down()` makes every
 * call fail as an unreachable provider does.
 */
export class FakeOrderPayments implements PaymentProviders {
  readonly calls: PaymentCall[] = [];
  private readonly statuses = new Map<string, ProviderPaymentStatus>();
  private unreachable = false;

  set(providerRef: string, status: ProviderPaymentStatus): this {
    this.statuses.set(providerRef, status);
    return this;
  }

  down(): this {
    this.unreachable = true;
    return this;
  }

  find(id: PaymentProviderId): PaymentProvider | undefined {
    const fail = <T>(): ResultAsync<T, PaymentProviderError> => errAsync({ code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: id } });
    const notUsed = (): never => {
      throw new Error('not used by orders');
    };
    return {
      id,
      startPayment: notUsed,
      capturePayment: (region, providerRef) => {
        if (this.unreachable) return fail();
        if (this.statuses.get(providerRef) !== 'authorised') return errAsync(unavailable(`payment ${providerRef}`));
        this.calls.push({ call: 'capture', provider: id, providerRef });
        this.statuses.set(providerRef, 'captured');
        return okAsync({ providerRef, status: 'captured', amount: { amountMinor: 0, currency: region === 'sa' ? 'SAR' : region === 'ae' ? 'AED' : 'EGP' } });
      },
      deleteSavedCard: notUsed,
      readWebhook: notUsed,
      getPayment: (region, providerRef) => {
        if (this.unreachable) return fail();
        const status = this.statuses.get(providerRef);
        if (status === undefined) return errAsync(unavailable(`payment ${providerRef}`));
        const payment: ProviderPayment = { providerRef, status, amount: { amountMinor: 0, currency: region === 'sa' ? 'SAR' : region === 'ae' ? 'AED' : 'EGP' } };
        return okAsync(payment);
      },
      cancelPayment: (_region, providerRef) => {
        if (this.unreachable) return fail();
        this.calls.push({ call: 'cancel', provider: id, providerRef });
        this.statuses.set(providerRef, 'cancelled');
        return okAsync(undefined);
      },
      refund: (_region, providerRef, amount, idempotencyKey) => {
        if (this.unreachable) return fail();
        this.calls.push({ call: 'refund', provider: id, providerRef, amount, idempotencyKey });
        return okAsync({ refundId: `refund_${providerRef}` });
      },
    };
  }

  wallet(): undefined {
    return undefined;
  }
}

/** FNV-1a, 32 bits, hex: a stand-in digest that is not the text itself. */
function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Signatures for the order specs: codes from a list the spec gives, a digest that hides the code. */
export class FakeOrderSignatures implements MessageSignatures {
  private next = 0;

  constructor(private readonly codes: readonly string[] = ['482913', '105577', '730014']) {}

  sign(secret: string, message: string): string {
    return fnv(`${secret}|${message}`);
  }

  verify(secret: string, message: string, signature: string): boolean {
    return this.sign(secret, message) === signature;
  }

  randomToken(): string {
    return `token-${this.next++}`;
  }

  randomDigits(digits: number): string {
    const code = this.codes[this.next++ % this.codes.length]!;
    return code.slice(0, digits).padStart(digits, '0');
  }

  digest(text: string): string {
    return `${fnv(text)}${fnv(`salt|${text}`)}`;
  }
}
