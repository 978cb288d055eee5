import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { QueryProvider } from '../../../lib/query-provider';
import { useAppState } from '../../app-state';
import { useShellActions } from '../../shell';
import { cartPath } from '../cart-path';
import { errorCodeOf } from '../../../lib/store-api/store-api-error';
import { useCart } from '../hooks/use-cart';
import { CartLines } from './cart-lines';
import { summaryOfCart } from './cart-totals';
import { CheckoutButton } from './checkout-button';
import { MoneyAmount } from './money-amount';
import '../cart.css';

/** The mini-cart's lines, total, the way to the checkout and to the cart page. */
function MiniCartContent() {
  const { t } = useTranslation();
  const locale = useAppState((state) => state.locale);
  const brand = useAppState((state) => state.brand);
  const { close } = useShellActions();
  const cart = useCart();
  const closeDrawer = () => close('mini-cart');

  if (cart.data === undefined) {
    return cart.isError ? (
      <p className="drawer__empty" role="alert">
        {t(`errors.${errorCodeOf(cart.error)}`, { defaultValue: t('errors.UNAVAILABLE') })}
      </p>
    ) : (
      <p className="drawer__empty" role="status">
        {t('cart.loading')}
      </p>
    );
  }
  if (cart.data === null) return <p className="drawer__empty">{t('miniCart.empty')}</p>;
  return (
    <div className="mini-cart" data-testid="mini-cart">
      <CartLines cart={cart.data} editable={false} onNavigate={closeDrawer} />
      <p className="mini-cart__total">
        <span>{t('cart.total')}</span> <MoneyAmount money={summaryOfCart(cart.data).total} />
      </p>
      <CheckoutButton cart={cart.data} onAsk={closeDrawer} className="mini-cart__link" />
      <Link className="button button--quiet mini-cart__link" to={cartPath(locale, brand)} onClick={closeDrawer}>
        {t('miniCart.viewCart', { count: cart.data.totalCount })}
      </Link>
    </div>
  );
}

/** Loaded when the drawer first shows, with the query cache the cart lives in. */
export default function MiniCartBody() {
  return (
    <QueryProvider>
      <MiniCartContent />
    </QueryProvider>
  );
}
