import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountWire } from '@storefront/contract';
import { REGION_PROFILES } from '@storefront/core/locale';
import { useTranslation } from '../../../lib/i18n';
import { CartApiError, cartErrorMessage } from '../../../lib/store-api/store-api-error';
import { phoneShapeMessage } from '../../account';
import { agreedOf, checkoutApi, type CheckoutOutcomeWire, type CheckoutQuoteWire, type DeliveryChoice, type DeliverySelection } from '../api/checkout-api';
import { applePayRequest, applePaySession } from '../apple-pay';
import { changesOf, type CheckoutChangeWire } from '../checkout-changes';
import { keepDraft, recalledDraft, usableDraft, usablePayment } from '../checkout-draft';
import { declineMessageKey } from '../decline-message';
import { keyForReview, keySpentBy, orderedCart, orderPageHref, rememberCheckout, sessionStorageOrNone, type ReviewKey } from '../checkout-memory';
import { useAreas, useCheckoutOptions, useCheckoutQuote, useCheckoutScope, useMoney } from '../hooks/use-checkout';
import { ContactStep } from './contact-step';
import { DeliveryStep, type AddressErrors, type DeliveryState } from './delivery-step';
import { PaymentStep, type PaymentState } from './payment-step';
import { ReviewStep } from './review-step';

export interface CheckoutCustomer {
  readonly email: string;
  readonly addresses: AccountWire['addresses'];
}

interface CheckoutPageBodyProps {
  readonly cartId: string;
  /** The signed-in customer of the page's region, or `null` for a guest. */
  readonly customer: CheckoutCustomer | null;
  /** Back from a failed payment: the payment step is where the shopper goes on. */
  readonly focusPayment: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMPTY_ADDRESS = { firstName: '', lastName: '', phone: '', line1: '', governorate: '', city: '' };

/** The fields a refusal of the store can name, shown at the field when the page has it. */
const REFUSED_FIELDS = ['phone', 'contactPhone', 'postalCode'] as const;

/**
 * The checkout: contact, delivery, payment, then the review of the store's quote and "Place order".
 * Nothing typed is lost to a refusal: the steps keep their state and the review asks again with a
 * fresh quote when the cart changed.
 */
export function CheckoutPageBody({ cartId, customer, focusPayment }: CheckoutPageBodyProps) {
  const { t } = useTranslation();
  const { region, locale } = useCheckoutScope();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useCheckoutOptions(cartId);
  const areas = useAreas();
  const saved = customer?.addresses ?? [];
  const defaultAddress = saved.find((address) => address.isDefault) ?? saved[0];
  // What this tab typed for the cart before a reload, the provider's page or a declined payment (this body renders in the browser only).
  const [draft] = useState(() => {
    const kept = recalledDraft(sessionStorageOrNone(), cartId);
    return kept && usableDraft(kept, { customerEmail: customer?.email, savedAddressIds: saved.map((address) => address.id), defaultAddressId: defaultAddress?.id ?? 'new' });
  });
  const [email, setEmail] = useState(draft?.email ?? customer?.email ?? '');
  const [phone, setPhone] = useState(draft?.phone ?? '');
  const [delivery, setDelivery] = useState<DeliveryState>(() =>
    draft
      ? { ...draft.delivery, boutiqueId: draft.delivery.boutiqueId }
      : { kind: 'home', method: 'standard', addressId: defaultAddress?.id ?? 'new', address: EMPTY_ADDRESS, boutiqueId: undefined },
  );
  const [payment, setPayment] = useState<PaymentState>({ method: undefined, savedCardId: undefined, saveCard: false });
  const [errors, setErrors] = useState<AddressErrors & { email?: string; contactPhone?: string; boutique?: string; payment?: string }>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [changes, setChanges] = useState<readonly CheckoutChangeWire[]>([]);
  const [placing, setPlacing] = useState(false);
  // Apple Pay is offered only where the browser says it can pay now; this body renders in the browser only.
  const [applePay] = useState(() => applePaySession() !== undefined);
  const reviewKey = useRef<ReviewKey | undefined>(undefined);

  useEffect(() => {
    if (focusPayment && options.data) document.getElementById('checkout-payment')?.focus();
  }, [focusPayment, options.data]);

  // The draft's way of paying once the options say whether it is still offered.
  const recalledPayment = useRef(draft?.payment);
  useEffect(() => {
    if (options.data === undefined || recalledPayment.current === undefined) return;
    setPayment(usablePayment(recalledPayment.current, options.data));
    const boutiques = options.data.pickup.map((boutique) => boutique.locationId);
    setDelivery((kept) => (kept.kind === 'pickup' && !boutiques.includes(kept.boutiqueId ?? -1) ? { ...kept, kind: boutiques.length > 0 ? 'pickup' : 'home', boutiqueId: boutiques[0] } : kept));
    recalledPayment.current = undefined;
  }, [options.data]);

  useEffect(() => {
    if (recalledPayment.current !== undefined) return;
    keepDraft(sessionStorageOrNone(), cartId, { email: customer ? '' : email, phone, delivery, payment });
  }, [cartId, customer, email, phone, delivery, payment]);

  const selection: DeliverySelection | undefined =
    delivery.kind === 'home' ? { kind: 'home', method: delivery.method } : delivery.boutiqueId === undefined ? undefined : { kind: 'pickup', boutiqueId: delivery.boutiqueId };
  const quote = useCheckoutQuote(cartId, selection, payment.method);

  const review = quote.data === undefined ? undefined : JSON.stringify([agreedOf(quote.data), payment, selection]);
  const keyOfReview = (): string => {
    reviewKey.current = keyForReview(reviewKey.current, review ?? '');
    return reviewKey.current.key;
  };

  const chosenAddress = delivery.addressId === 'new' ? delivery.address : saved.find((address) => address.id === delivery.addressId);
  const deliveryChoice = (): DeliveryChoice | undefined => {
    if (delivery.kind === 'pickup') return delivery.boutiqueId === undefined ? undefined : { kind: 'pickup', boutiqueId: delivery.boutiqueId };
    if (chosenAddress === undefined) return undefined;
    const { firstName, lastName, phone: addressPhone, line1, line2, governorate, city, postalCode } = chosenAddress;
    return {
      kind: 'home',
      method: delivery.method,
      address: { firstName, lastName, phone: addressPhone, line1, governorate, city, ...(line2 ? { line2 } : {}), ...(postalCode ? { postalCode } : {}) },
    };
  };

  /** What is missing before the order can be placed, as field errors; none: ready. */
  const check = (): boolean => {
    const found: typeof errors = {};
    if (!EMAIL.test(email.trim())) found.email = email.trim() === '' ? t('auth.fieldErrors.required') : t('auth.fieldErrors.email');
    if (delivery.kind === 'home' && delivery.addressId === 'new') {
      for (const field of ['firstName', 'lastName', 'phone', 'line1', 'governorate', 'city'] as const) {
        if (delivery.address[field].trim() === '') found[field] = t('auth.fieldErrors.required');
      }
      const addressPhone = found.phone ?? phoneShapeMessage(t, delivery.address.phone, region);
      if (addressPhone !== undefined) found.phone = addressPhone;
    }
    // The phones' shape is checked here, with the rest; whether the region issues them, by the server.
    const contactPhone = phone.trim() === '' ? undefined : phoneShapeMessage(t, phone, region);
    if (contactPhone !== undefined) found.contactPhone = contactPhone;
    if (delivery.kind === 'pickup' && delivery.boutiqueId === undefined) found.boutique = t('checkout.delivery.chooseBoutique');
    if (payment.method === undefined) found.payment = t('checkout.payment.choose');
    setErrors(found);
    const ready = Object.keys(found).length === 0;
    // The first field to fix takes focus once the page shows why, as a refusal of the server's does.
    if (!ready) requestAnimationFrame(() => document.querySelector<HTMLElement>('.checkout-steps [aria-invalid="true"]')?.focus());
    return ready;
  };

  /** A refusal: the cart changed (what, and a fresh quote), else its translated message; a key answered for is never sent again. */
  const refused = (error: unknown) => {
    if (keySpentBy(error)) reviewKey.current = undefined;
    if (error instanceof CartApiError && error.code === 'CART_CHANGED') {
      setChanges(changesOf(error.params));
      setFailure(undefined);
      void queryClient.invalidateQueries({ queryKey: ['checkout-quote'] });
      void queryClient.invalidateQueries({ queryKey: ['checkout-options'] });
      return;
    }
    setChanges([]);
    // A phone the region's rule refuses is shown at its field (the address's or the contact's), which the core
    // names; a postal code the region does not take, at the postal code when the page has one.
    const named = error instanceof CartApiError ? (error.code.startsWith('PHONE_') ? error.params['field'] : error.code === 'POSTAL_CODE_INVALID' ? 'postalCode' : undefined) : undefined;
    const field = REFUSED_FIELDS.find((candidate) => candidate === named);
    // A saved address has no such field on the page: its refusal is the page's message.
    const input = field === undefined ? null : document.querySelector<HTMLInputElement>(`input[name="${field}"]`);
    if (field !== undefined && input !== null) {
      setFailure(undefined);
      setErrors((current) => ({ ...current, [field]: cartErrorMessage(t, error, money) }));
      input.focus();
      return;
    }
    setFailure(error instanceof CartApiError && error.code === 'PAYMENT_DECLINED' ? t(declineMessageKey(error.params['reason'], payment.method), { defaultValue: t('errors.PAYMENT_DECLINED') }) : cartErrorMessage(t, error, money));
  };

  const placed = (outcome: CheckoutOutcomeWire, shown: CheckoutQuoteWire) => {
    rememberCheckout(sessionStorageOrNone(), { attemptId: outcome.attemptId, cartId, email: email.trim(), customer: customer !== null, quote: shown });
    if (outcome.kind === 'redirect') window.location.assign(outcome.url);
    else void navigate(`/${locale}/checkout/return?attempt=${encodeURIComponent(outcome.attemptId)}`);
  };

  const requestBody = (shown: CheckoutQuoteWire, choice: DeliveryChoice) => ({
    cartId,
    region,
    locale,
    email: email.trim(),
    ...(phone.trim() ? { phone: phone.trim() } : {}),
    delivery: choice,
    agreed: agreedOf(shown),
  });

  const place = async () => {
    const shown = quote.data;
    const choice = deliveryChoice();
    if (!check() || shown === undefined || choice === undefined || payment.method === undefined || placing) return;
    setFailure(undefined);
    if (payment.method === 'apple-pay') return payWithApplePay(shown, choice);
    setPlacing(true);
    try {
      const outcome = await checkoutApi.place({
        ...requestBody(shown, choice),
        idempotencyKey: keyOfReview(),
        method: payment.method,
        ...(payment.method === 'card' && payment.savedCardId !== undefined ? { savedCardId: payment.savedCardId } : {}),
        ...(payment.method === 'card' && payment.savedCardId === undefined && payment.saveCard && customer ? { saveCard: true } : {}),
      });
      setChanges([]);
      placed(outcome, shown);
    } catch (error) {
      refused(error);
    } finally {
      setPlacing(false);
    }
  };

  const payWithApplePay = (shown: CheckoutQuoteWire, choice: DeliveryChoice) => {
    const Session = applePaySession();
    if (Session === undefined) return setFailure(t('errors.PAYMENT_METHOD_UNAVAILABLE'));
    const brands = options.data?.payment.find((option) => option.method === 'card')?.brands ?? ['visa', 'mastercard'];
    const session = new Session(3, applePayRequest(region, shown, brands, t('checkout.applePay.label')));
    const key = keyOfReview();
    session.onvalidatemerchant = (event) => {
      checkoutApi.applePayValidate(region, event.validationURL).then(
        (answer) => session.completeMerchantValidation(answer.merchantSession),
        (error: unknown) => {
          session.abort();
          refused(error);
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      setPlacing(true);
      checkoutApi
        .applePayPay({ ...requestBody(shown, choice), idempotencyKey: key, token: (event.payment.token ?? {}) as Record<string, unknown> })
        .then(
          (outcome) => {
            session.completePayment(Session.STATUS_SUCCESS ?? 0);
            placed(outcome, shown);
          },
          (error: unknown) => {
            session.completePayment(Session.STATUS_FAILURE ?? 1);
            refused(error);
          },
        )
        .finally(() => setPlacing(false));
    };
    session.oncancel = () => setPlacing(false);
    session.begin();
  };

  const summary = useMemo(() => quote.data, [quote.data]);
  if (options.isPending) return <p role="status">{t('checkout.loading')}</p>;
  if (options.isError) {
    // Back from the confirmation: the bag is gone because it became an order, not because it expired.
    const ordered = options.error instanceof CartApiError && options.error.code === 'CART_NOT_FOUND' ? orderedCart(sessionStorageOrNone(), cartId) : undefined;
    if (ordered) {
      return (
        <div className="checkout-problem" role="status" data-testid="checkout-ordered">
          <p>{t('checkout.alreadyOrdered', { reference: ordered.reference })}</p>
          <a className="button" href={orderPageHref(locale, ordered.reference, ordered.customer)}>
            {ordered.customer ? t('checkout.confirmation.viewOrder') : t('checkout.confirmation.lookUpOrder')}
          </a>
        </div>
      );
    }
    return (
      <div className="checkout-problem" role="alert" data-testid="checkout-problem">
        <p>{cartErrorMessage(t, options.error, money)}</p>
        <a className="button" href={`/${locale}/cart`}>
          {t('checkout.backToBag')}
        </a>
      </div>
    );
  }
  return (
    <div className="checkout-steps">
      <div className="checkout-steps__form">
        <ContactStep email={email} fixedEmail={customer !== null} phone={phone} phoneCode={REGION_PROFILES[region].phoneCode} errors={errors} onEmail={setEmail} onPhone={setPhone} />
        <DeliveryStep options={options.data} saved={saved} areas={areas.data} state={delivery} errors={errors} onChange={setDelivery} />
        <PaymentStep options={options.data} customer={customer !== null} applePay={applePay} state={payment} error={errors.payment} onChange={setPayment} />
      </div>
      <ReviewStep
        quote={summary}
        quoteError={quote.isError ? cartErrorMessage(t, quote.error, money) : undefined}
        loading={quote.isFetching}
        ready={payment.method !== undefined && selection !== undefined}
        applePay={payment.method === 'apple-pay'}
        placing={placing}
        changes={changes}
        failure={failure}
        onPlace={() => void place()}
      />
    </div>
  );
}
