import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n';

// The cart code loads when the drawer first shows (or when a piece is being added, which opens it),
// never with the page.
let loadedBody: ComponentType | undefined;
let loadingBody: Promise<ComponentType> | undefined;

/** Starts loading the mini-cart's body (its lines and the cart's query cache); answers it once here. */
export function preloadMiniCart(): Promise<ComponentType> {
  loadingBody ??= import('../components/mini-cart-body').then(
    (module) => (loadedBody = module.default),
    (error: unknown) => {
      // The next attempt tries again (a dropped connection, a new deployment).
      loadingBody = undefined;
      throw error;
    },
  );
  return loadingBody;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="drawer__empty" role="status">
      {t('cart.loading')}
    </p>
  );
}

/**
 * The mini-cart drawer's body: the cart's lines, total and a link to the cart page. Once loaded it
 * renders at once, so a drawer opened by adding a piece shows the new line in the same frame.
 */
export function MiniCart() {
  const [Body, setBody] = useState<ComponentType | undefined>(() => loadedBody);
  useEffect(() => {
    if (Body) return;
    let current = true;
    preloadMiniCart().then(
      (loaded) => current && setBody(() => loaded),
      (error: unknown) => console.error('Failed to load the mini-cart:', error),
    );
    return () => {
      current = false;
    };
  }, [Body]);
  return Body ? <Body /> : <Loading />;
}
