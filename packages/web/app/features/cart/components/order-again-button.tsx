import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { loadQueryClient } from '../../../lib/server-state';
import { useHydrated } from '../../../lib/use-hydrated';
import { cartErrorMessage, errorCodeOf } from '../../../lib/store-api/store-api-error';
import { useCartScope } from '../hooks/use-cart-scope';
import { emitShellSignal } from '../../shell';
import { preloadMiniCart } from '../controls/mini-cart';

/** One line of an earlier order to buy again: the variant, how many, and its name to report it by. */
export interface OrderAgainItem {
  readonly productId: number;
  readonly variantId: number;
  readonly quantity: number;
  readonly name: string;
}

/** The cart's answers for a piece the store no longer sells in the region (any other refusal keeps its own text). */
const NO_LONGER_SOLD = new Set(['NOT_FOUND', 'VARIANT_NOT_SOLD']);

interface Outcome {
  readonly added: number;
  /** The lines not added, with the reason in the shopper's language. */
  readonly missed: readonly { readonly name: string; readonly reason: string }[];
}

/**
 * "Order again": puts an earlier order's lines into the shopper's cart through the cart's own add
 * (each priced anew by the store), one after another. Lines the store no longer sells, or has not
 * enough of, are listed by name with the reason; the others stay in the cart.
 */
export function OrderAgainButton({ items }: { readonly items: readonly OrderAgainItem[] }) {
  const { t } = useTranslation();
  const scope = useCartScope();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const pressed = useRef(false);

  async function orderAgain() {
    if (pressed.current) return;
    pressed.current = true;
    setBusy(true);
    setOutcome(undefined);
    try {
      const [{ addToCart }, queryClient] = await Promise.all([import('../cart-actions'), loadQueryClient(), preloadMiniCart().catch(() => undefined)]);
      let added = 0;
      const missed: { name: string; reason: string }[] = [];
      for (const item of items) {
        try {
          await addToCart(queryClient, scope, { productId: item.productId, variantId: item.variantId, quantity: item.quantity });
          added += 1;
        } catch (error) {
          missed.push({ name: item.name, reason: NO_LONGER_SOLD.has(errorCodeOf(error)) ? t('account.orders.noLongerSold') : cartErrorMessage(t, error) });
        }
      }
      setOutcome({ added, missed });
      if (added > 0) {
        emitShellSignal({ kind: 'cart-added' });
        emitShellSignal({ kind: 'toast', message: t('account.orders.addedAgain', { count: added }), tone: 'success' });
      }
    } catch (error) {
      emitShellSignal({ kind: 'toast', message: cartErrorMessage(t, error), tone: 'error' });
    } finally {
      pressed.current = false;
      setBusy(false);
    }
  }

  return (
    <form
      className="order-again"
      data-testid="order-again"
      onSubmit={(event) => {
        event.preventDefault();
        void orderAgain();
      }}
    >
      <button type="submit" className="button" disabled={!hydrated || items.length === 0} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
        {busy ? t('cart.adding') : t('account.orders.orderAgain')}
      </button>
      <div role="status" className="order-again__outcome">
        {outcome !== undefined && outcome.missed.length > 0 && (
          <>
            <p>{t('account.orders.notAddedAgain', { count: outcome.missed.length })}</p>
            <ul data-testid="order-again-missed">
              {outcome.missed.map((line) => (
                <li key={line.name}>
                  {line.name}: {line.reason}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </form>
  );
}
