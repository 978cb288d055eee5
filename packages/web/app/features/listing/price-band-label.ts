import type { Money } from '@storefront/core/catalog';
import { currencyOf, type Language, type Region } from '@storefront/core/locale';
import type { PriceRange } from '@storefront/core/search';
import type { TFunction } from '../../lib/i18n';
import { formatPrice } from '../../lib/format-price';

/** "Under SAR 500", "SAR 500 – SAR 1,000", "SAR 50,000 and above": a price band in the page's language and the region's currency. */
export function priceBandLabel(t: TFunction, band: PriceRange, language: Language, region: Region): string {
  const amount = (whole: number) => formatPrice({ amountMinor: whole * 100, currency: currencyOf(region) } satisfies Money, language, region);
  if (band.min !== undefined && band.max !== undefined) return t('price.between', { min: amount(band.min), max: amount(band.max) });
  if (band.max !== undefined) return t('price.under', { max: amount(band.max) });
  return t('price.above', { min: amount(band.min ?? 0) });
}
