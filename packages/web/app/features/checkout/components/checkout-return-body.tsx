import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CartApiError, cartErrorMessage } from '../../../lib/store-api/store-api-error';
import { forgetOrderedCart } from '../../cart';
import { useAppState } from '../../app-state';
import { checkoutApi, type CheckoutOutcomeWire } from '../api/checkout-api';
import { forgetDraft } from '../checkout-draft';
import { declineMessageKey } from '../decline-message';
import { orderPageHref, recalledCheckout, rememberOrderedCart, sessionStorageOrNone, type PlacedCheckout } from '../checkout-memory';
import { useCheckoutScope, useMoney } from '../hooks/use-checkout';
import { QuoteSummary } from './quote-summary';

/** How many times a pending payment is asked about again before the page says an email will follow. */
const PENDING_CHECKS = 5;

interface CheckoutReturnBodyProps {
  readonly attemptId: string;
  /** Signed in to the page's region: the order's page is the account's, else the guest lookup. */
  readonly customer: boolean;
}

/**
 * Back from the provider's page (or straight from "Place order"): where the attempt stands. Placed:
 * the confirmation. Pending: asked again a few times, then the promise of an email. Failed: why,
 * and back to the payment step with the cart as it was.
 */
export function CheckoutReturnBody({ attemptId, customer }: CheckoutReturnBodyProps) {
  const { t } = useTranslation();
  const { region, locale } = useCheckoutScope();
  const money = useMoney();
  const [remembered] = useState(() => recalledCheckout(sessionStorageOrNone(), attemptId));
  const key = ['checkout-complete', region, attemptId];
  const outcome = useQuery<CheckoutOutcomeWire>({
    queryKey: key,
    queryFn: ({ signal }) => checkoutApi.complete(region, attemptId, signal),
    retry: (failures, error) => failures < 2 && !(error instanceof CartApiError && error.status >= 400 && error.status < 500),
    refetchInterval: (query) => (query.state.data?.kind === 'pending' && query.state.dataUpdateCount < PENDING_CHECKS ? 2_000 : false),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const checks = useQueryClient().getQueryState(key)?.dataUpdateCount ?? 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = outcome.data?.kind === 'placed' || outcome.isError;
  // The answer moves focus to the page's heading, so a screen reader reads the new state.
  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled]);
  const back = remembered ? `/${locale}/checkout?cartId=${encodeURIComponent(remembered.cartId)}&step=payment` : `/${locale}/cart`;

  if (outcome.isPending) return <p role="status">{t('checkout.return.checking')}</p>;
  if (outcome.isError) {
    const error = outcome.error;
    const declined = error instanceof CartApiError && error.code === 'PAYMENT_DECLINED';
    return (
      <div className="checkout-result checkout-result--failed" data-testid="checkout-failed">
        <h1 ref={heading} tabIndex={-1}>
          {t('checkout.return.failedHeading')}
        </h1>
        <p role="alert">
          {declined ? t(declineMessageKey(error.params['reason'], remembered?.quote.method), { defaultValue: t('errors.PAYMENT_DECLINED') }) : cartErrorMessage(t, error, money)}
        </p>
        <p>{t('checkout.return.cartKept')}</p>
        <a className="button" href={back} data-testid="back-to-payment">
          {t('checkout.return.tryAgain')}
        </a>
      </div>
    );
  }
  const answer = outcome.data;
  if (answer.kind === 'placed') return <Confirmation reference={answer.reference} customer={customer} remembered={remembered} heading={heading} />;
  if (answer.kind === 'redirect') {
    return (
      <div className="checkout-result" data-testid="checkout-unfinished">
        <h1 ref={heading} tabIndex={-1}>
          {t('checkout.return.unfinishedHeading')}
        </h1>
        <p>{t('checkout.return.unfinished')}</p>
        <a className="button" href={answer.url}>
          {t('checkout.return.finishPayment')}
        </a>{' '}
        <a className="button button--quiet" href={back}>
          {t('checkout.return.tryAgain')}
        </a>
      </div>
    );
  }
  const gaveUp = checks >= PENDING_CHECKS;
  return (
    <div className="checkout-result" data-testid="checkout-pending">
      <h1 ref={heading} tabIndex={-1}>
        {t('checkout.return.pendingHeading')}
      </h1>
      <p role="status">{gaveUp ? t('checkout.return.willEmail') : t('checkout.return.pending')}</p>
    </div>
  );
}

function Confirmation({
  reference,
  customer,
  remembered,
  heading,
}: {
  readonly reference: string;
  readonly customer: boolean;
  readonly remembered: PlacedCheckout | undefined;
  readonly heading: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const { locale, region, language } = useCheckoutScope();
  const brand = useAppState((state) => state.brand);
  // Placed: what was typed for the cart is the order's now, not a draft to offer again, and the bag
  // is the order's: the badge empties at once, also where the confirmation came without a page load.
  useEffect(() => {
    if (!remembered) return;
    forgetDraft(sessionStorageOrNone(), remembered.cartId);
    rememberOrderedCart(sessionStorageOrNone(), remembered.cartId, { reference, customer });
    forgetOrderedCart({ region, locale, brand, language }, remembered.cartId).catch((error: unknown) => console.error('Failed to forget the ordered bag:', error));
    // The brand only labels the cart's events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remembered, reference, customer, region, locale, language]);
  const href = orderPageHref(locale, reference, customer);
  return (
    <div className="checkout-result checkout-result--placed" data-testid="checkout-confirmation">
      <h1 ref={heading} tabIndex={-1}>
        {t('checkout.confirmation.heading')}
      </h1>
      <p className="checkout-result__reference">
        {t('checkout.confirmation.number')} <bdi data-testid="order-reference">{reference}</bdi>
      </p>
      <p>{remembered ? t('checkout.confirmation.emailTo', { email: remembered.email }) : t('checkout.confirmation.email')}</p>
      {remembered && <QuoteSummary quote={remembered.quote} headingLevel={2} />}
      <a className="button" href={href} data-testid="order-link">
        {customer ? t('checkout.confirmation.viewOrder') : t('checkout.confirmation.lookUpOrder')}
      </a>
    </div>
  );
}
