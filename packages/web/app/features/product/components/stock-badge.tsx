import { useTranslation } from '../../../lib/i18n';
import type { StockState } from '../stock-state';

const KEYS: Readonly<Record<StockState, string>> = {
  'in-stock': 'productPage.inStock',
  'low-stock': 'productPage.lowStock',
  'sold-out': 'product.outOfStock',
};

export function StockBadge({ state }: { state: StockState }) {
  const { t } = useTranslation();
  return (
    <p className={`stock stock--${state}`} data-testid="stock-state" data-state={state}>
      {t(KEYS[state])}
    </p>
  );
}
