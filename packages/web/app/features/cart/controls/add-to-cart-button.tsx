import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { loadQueryClient } from '../../../lib/server-state';
import { useHydrated } from '../../../lib/use-hydrated';
import { useCartScope } from '../hooks/use-cart-scope';
import { cartErrorMessage, errorCodeOf } from '../../../lib/store-api/store-api-error';
import { emitShellSignal } from '../../shell';
import { prepareCartSound } from './cart-sound';
import { preloadMiniCart } from './mini-cart';

interface AddToCartButtonProps {
  readonly productId: number;
  /** The chosen size, when the product comes in sizes. */
  readonly variantId?: number | undefined;
  /** The product comes in sizes and one must be chosen first. */
  readonly requiresSize?: boolean;
  readonly soldOut?: boolean;
  /** A tile's small button, or the product page's full-width one. */
  readonly compact?: boolean;
  /** The product's name, for the button's accessible name on a tile. */
  readonly productName?: string;
  /** The product's page, where a tile sends a shopper whose piece comes in sizes to choose one. */
  readonly productHref?: string;
}

/**
 * Adds one unit to the cart. The cart code (and the query cache) loads on the first press, not with the page; on success a
 * short chime plays, the mini-cart opens (a cart event) and a toast confirms it; on failure the translated reason is a toast.
 */
export function AddToCartButton({ productId, variantId, requiresSize = false, soldOut = false, compact = false, productName, productHref }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scope = useCartScope();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  // Asked for a size: the hint shows only while none is chosen, so choosing one takes it away.
  const [askedForSize, setAskedForSize] = useState(false);
  const pressed = useRef(false);
  const needsSize = requiresSize && variantId === undefined;

  async function add() {
    if (pressed.current) return;
    if (needsSize) {
      setAskedForSize(true);
      return;
    }
    setAskedForSize(false);
    pressed.current = true;
    setBusy(true);
    const sound = prepareCartSound();
    try {
      // The mini-cart opens on success: its body loads alongside, so it opens with the new line.
      const [{ addToCart }, queryClient] = await Promise.all([import('../cart-actions'), loadQueryClient(), preloadMiniCart().catch(() => undefined)]);
      await addToCart(queryClient, scope, { productId, variantId, quantity: 1 });
      sound.play();
      // The mini-cart opens first, so the toast (a polite status, never focused) shows above it.
      emitShellSignal({ kind: 'cart-added' });
      emitShellSignal({ kind: 'toast', message: t('cart.added'), tone: 'success' });
    } catch (error) {
      emitShellSignal({ kind: 'toast', message: cartErrorMessage(t, error), tone: 'error' });
      // A tile's piece that comes in sizes: its page is where the shopper chooses one.
      if (errorCodeOf(error) === 'SIZE_REQUIRED' && productHref !== undefined) void navigate(productHref);
    } finally {
      pressed.current = false;
      setBusy(false);
    }
  }

  return (
    <div className={compact ? 'add-to-cart add-to-cart--compact' : 'add-to-cart'}>
      <button
        type="button"
        className={compact ? 'button button--quiet add-to-cart__button' : 'button add-to-cart__button'}
        data-testid="add-to-cart"
        // While adding, the button keeps its focus (a disabled one would drop it to the page, and the
        // mini-cart, opened meanwhile, would hand focus back to the page rather than to this button).
        disabled={!hydrated || soldOut}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        // The name must contain the words shown (WCAG 2.5.3): only "Add to bag" gets the piece's name added.
        aria-label={compact && productName && !soldOut && !busy ? t('cart.addNamed', { name: productName }) : undefined}
        onClick={() => void add()}
      >
        {soldOut ? t('product.outOfStock') : busy ? t('cart.adding') : t('cart.add')}
      </button>
      {askedForSize && needsSize && (
        <p className="add-to-cart__hint" role="alert">
          {t('cart.chooseSize')}
        </p>
      )}
    </div>
  );
}
