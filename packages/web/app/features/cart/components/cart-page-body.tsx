import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { brandHomeUrl, parseLocaleSegment } from '@storefront/core/locale';
import { useAppState } from '../../app-state';
import { useShellActions } from '../../shell';
import { useWishlist } from '../../wishlist';
import { restoreCart } from '../cart-actions';
import { cartErrorMessage, CartApiError } from '../../../lib/store-api/store-api-error';
import type { RestoreRequest } from '../cart-path';
import { useCart, useCartScope } from '../hooks/use-cart';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { CheckoutButton } from './checkout-button';
import { CouponForm } from './coupon-form';

type RestoreState = { readonly status: 'idle' } | { readonly status: 'restoring' } | { readonly status: 'failed'; readonly error: unknown };

/**
 * Runs an abandoned-cart restore once: on success the address loses its parameters (a reload shows
 * the cart, it does not restore again); on any failure the error state stays up.
 */
function useRestore(request: RestoreRequest): RestoreState {
  const queryClient = useQueryClient();
  const scope = useCartScope();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const started = useRef(false);
  const [state, setState] = useState<RestoreState>(() =>
    request.kind === 'restore'
      ? { status: 'restoring' }
      : request.kind === 'invalid'
        ? { status: 'failed', error: new CartApiError(request.code, 400) }
        : { status: 'idle' },
  );
  useEffect(() => {
    if (request.kind !== 'restore' || started.current) return;
    started.current = true;
    restoreCart(queryClient, scope, request.token).then(
      () => {
        setState({ status: 'idle' });
        void navigate(pathname, { replace: true, preventScrollReset: true });
      },
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [request, queryClient, scope, navigate, pathname]);
  return state;
}

function restoreMessage(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  // Codes of the restore itself have their own words; anything else is the general restore failure.
  if (error instanceof CartApiError && error.code.startsWith('ABANDONED_CART_')) return cartErrorMessage(t, error);
  return t('errors.ABANDONED_CART_RESTORE_FAILED');
}

function EmptyCart() {
  const { t } = useTranslation();
  const locale = useAppState((state) => state.locale);
  const brand = useAppState((state) => state.brand);
  const saved = useWishlist().length;
  const { open } = useShellActions();
  const home = parseLocaleSegment(locale);
  return (
    <section className="cart-empty" data-testid="cart-empty" aria-labelledby="cart-empty-heading">
      <h2 id="cart-empty-heading">{t('cart.emptyHeading')}</h2>
      <p>{t('cart.emptyText')}</p>
      <div className="cart-empty__actions">
        {home && (
          <Link className="button" to={brandHomeUrl(brand, home)}>
            {t('cart.continueShopping')}
          </Link>
        )}
        {saved > 0 && (
          <button type="button" className="button button--quiet" onClick={() => open('wishlist')}>
            {t('cart.openWishlist', { count: saved })}
          </button>
        )}
      </div>
    </section>
  );
}

/** The cart page below its heading: restore state, lines, coupon and totals, or the empty state. */
export function CartPageBody({ restore }: { restore: RestoreRequest }) {
  const { t } = useTranslation();
  const restoring = useRestore(restore);
  const cart = useCart();

  return (
    <>
      {restoring.status === 'failed' && (
        <section className="cart-restore-error" role="alert" data-testid="cart-restore-error">
          <h2>{t('cart.restoreFailedHeading')}</h2>
          <p>{restoreMessage(t, restoring.error)}</p>
        </section>
      )}
      {restoring.status === 'restoring' || cart.data === undefined ? (
        cart.isError && restoring.status !== 'restoring' ? (
          <p role="alert">{cartErrorMessage(t, cart.error)}</p>
        ) : (
          <p role="status">{restoring.status === 'restoring' ? t('cart.restoring') : t('cart.loading')}</p>
        )
      ) : cart.data === null ? (
        <EmptyCart />
      ) : (
        <>
          <p className="cart-page__count" data-testid="cart-count" data-count={cart.data.totalCount}>
            {t('cart.itemCount', { count: cart.data.totalCount })}
          </p>
          <div className="cart-page__layout">
            <CartLines cart={cart.data} editable />
            <aside className="cart-page__summary" aria-labelledby="cart-summary-heading">
              <h2 id="cart-summary-heading">{t('cart.summary')}</h2>
              <CouponForm cart={cart.data} />
              <CartTotals cart={cart.data} />
              <CheckoutButton cart={cart.data} />
            </aside>
          </div>
        </>
      )}
    </>
  );
}
