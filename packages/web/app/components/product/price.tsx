import type { Money } from '@storefront/core/catalog';
import { useTranslation } from '../../lib/i18n';
import { formatPrice } from '../../lib/format-price';
import { useAppState } from '../../features/app-state';

/** A price, or a sale price beside the price it was; isolated so it reads right in both directions. */
export function Price({ price, salePrice }: { price: Money; salePrice?: Money | undefined }) {
  const { t } = useTranslation();
  const language = useAppState((state) => state.language);
  const region = useAppState((state) => state.region);
  const format = (money: Money) => formatPrice(money, language, region);
  if (!salePrice) {
    return (
      <bdi className="price" data-testid="price">
        {format(price)}
      </bdi>
    );
  }
  return (
    <span>
      <bdi className="price price--sale" data-testid="price">
        {t('product.now', { price: format(salePrice) })}
      </bdi>{' '}
      <bdi className="price price--was">{t('product.was', { price: format(price) })}</bdi>
    </span>
  );
}
