import { useEffect, useRef } from 'react';
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
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const hydrated = useRef(false);
  // A size chosen before the page's scripts ran (a slow phone) stays the shopper's choice: hydration
  // leaves its radio checked, and this tells the page once, so "Add to bag" adds that size.
  useEffect(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    const chosen = fieldset.current?.querySelector<HTMLInputElement>('input[name="size"]:checked:not(:disabled)');
    if (chosen && chosen.value !== selectedSku) onSelect(chosen.value);
  }, [onSelect, selectedSku]);
  return (
    <fieldset ref={fieldset} className="sizes" data-testid="size-selector">
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
