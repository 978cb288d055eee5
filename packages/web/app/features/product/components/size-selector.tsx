import { useTranslation } from '../../../lib/i18n';
import type { ProductVariant } from '@storefront/core/catalog';
import { stockStateOf } from '../stock-state';

/** The option name that ring sizes are stored under. */
export const SIZE_OPTION = 'Size';

export function sizedVariants(variants: readonly ProductVariant[]): readonly ProductVariant[] {
  return variants.filter((variant) => variant.options[SIZE_OPTION] !== undefined);
}

/** Ring sizes as radio buttons; a sold-out size stays visible but cannot be chosen. */
export function SizeSelector({
  variants,
  selectedSku,
  onSelect,
}: {
  variants: readonly ProductVariant[];
  selectedSku: string | undefined;
  onSelect: (sku: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="sizes" data-testid="size-selector">
      <legend className="sizes__legend">{t('productPage.size')}</legend>
      <div className="sizes__options">
        {variants.map((variant) => {
          const size = variant.options[SIZE_OPTION] ?? '';
          const soldOut = stockStateOf(variant.inventory) === 'sold-out';
          return (
            <label key={variant.sku} className="sizes__option" data-sold-out={soldOut ? '' : undefined}>
              <input
                type="radio"
                name="size"
                value={variant.sku}
                checked={selectedSku === variant.sku}
                disabled={soldOut}
                onChange={() => onSelect(variant.sku)}
                aria-label={soldOut ? t('productPage.sizeSoldOut', { size }) : t('productPage.sizeLabel', { size })}
              />
              <span aria-hidden="true">{size}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
