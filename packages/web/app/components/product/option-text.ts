import type { TFunction } from '../../lib/i18n';

/** A chosen option of a line ("Size: 52"), its name in the page's language («المقاس: 52»): the bag, the checkout, orders and returns write it alike. */
export function optionText(t: TFunction, option: { readonly name: string; readonly value: string }): string {
  return t('cart.option', { name: t(`cart.optionNames.${option.name}`, { defaultValue: option.name }), value: option.value });
}

/** Every option of a line, joined. */
export function optionsText(t: TFunction, options: readonly { readonly name: string; readonly value: string }[]): string {
  return options.map((option) => optionText(t, option)).join(' · ');
}
