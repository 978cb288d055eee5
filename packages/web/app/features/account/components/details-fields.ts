import { CUSTOMER_TITLES, type CustomerTitle } from '@storefront/contract';
import type { TFunction } from '../../../lib/i18n';

/** The title choices (attribute 1), with an empty first choice: a title is optional. */
export function titleOptions(t: TFunction): { value: string; label: string }[] {
  return [{ value: '', label: t('auth.titleOptions.none') }, ...CUSTOMER_TITLES.map((title) => ({ value: title, label: t(`auth.titleOptions.${title.toLowerCase()}`) }))];
}

/** A chosen title, or `undefined` for none or anything the list does not hold. */
export function titleOf(value: string): CustomerTitle | undefined {
  return (CUSTOMER_TITLES as readonly string[]).includes(value) ? (value as CustomerTitle) : undefined;
}

/** Today as a date field writes it (`YYYY-MM-DD`), in the shopper's own time zone. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
