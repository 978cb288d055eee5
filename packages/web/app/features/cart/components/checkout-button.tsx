import { useId, type MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { emitShellSignal } from '../../shell';
import { readCustomerId, wishlistStorage } from '../../wishlist';
import type { Cart } from '../api/cart-api';

/** Whether every line can be bought as it stands: none sold out, none beyond the stock left. */
export function cartIsPurchasable(cart: Cart): boolean {
  return cart.line_items.physical_items.every((line) => line.hasStock && !line.exceedingQuantity);
}

/**
 * What pressing Checkout does: a signed-in customer (the browser's cached customer, spec section
 * 3, kept in step with the session) follows the link to the cart's checkout address; a guest is
 * asked first, by the auth modal's guest-checkout state, to sign in for a faster checkout or go on
 * as a guest. The account feature answers the signal.
 */
export function checkoutPressed(checkoutUrl: string, signedIn: boolean): 'follow-link' | 'ask-guest' {
  if (signedIn) return 'follow-link';
  emitShellSignal({ kind: 'guest-checkout', checkoutUrl });
  return 'ask-guest';
}

interface CheckoutButtonProps {
  readonly cart: Cart;
  /** Called before the guest-checkout question opens (the mini-cart closes under it). */
  readonly onAsk?: (() => void) | undefined;
  readonly className?: string;
}

/**
 * The cart's Checkout button, on the cart page and in the mini-cart: a link to the cart's
 * checkout address. While a line is sold out or beyond the stock left, it is disabled and says why.
 */
export function CheckoutButton({ cart, onAsk, className }: CheckoutButtonProps) {
  const { t } = useTranslation();
  const blockedId = useId();
  const checkoutUrl = cart.redirect_urls?.checkout_url;
  if (checkoutUrl === undefined) return null;
  const classes = `button cart-checkout${className ? ` ${className}` : ''}`;
  if (!cartIsPurchasable(cart)) {
    return (
      <>
        <button type="button" className={classes} aria-disabled="true" aria-describedby={blockedId} data-testid="cart-checkout">
          {t('cart.checkout')}
        </button>
        <p className="cart-checkout__blocked" id={blockedId}>
          {t('cart.checkoutBlocked')}
        </p>
      </>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (checkoutPressed(checkoutUrl, readCustomerId(wishlistStorage()) !== undefined) === 'ask-guest') {
      event.preventDefault();
      onAsk?.();
    }
  };
  return (
    <a className={classes} href={checkoutUrl} data-testid="cart-checkout" onClick={onClick}>
      {t('cart.checkout')}
    </a>
  );
}
