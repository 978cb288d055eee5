import type { MetaDescriptor } from 'react-router';
import { parseLocaleSegment } from '@storefront/core/locale';
import { i18nFor, type Translator } from './i18n';

type Params = Readonly<Partial<Record<string, string>>>;

/**
 * The `meta` of a page of the account area: its title in the account's pattern
 * (`account.pageTitle`), in the address's locale. `page` names the page from its translations and
 * the address's params (a menu entry, an order's number); nothing for an address outside every
 * locale, or one `page` does not name.
 */
export function accountPageMeta(page: (t: Translator['t'], params: Params) => string | undefined) {
  return ({ params }: { readonly params: Params }): MetaDescriptor[] => {
    const locale = parseLocaleSegment(params.locale);
    if (!locale) return [];
    const t = i18nFor(locale).t;
    const name = page(t, params);
    return name === undefined ? [] : [{ title: t('account.pageTitle', { page: name }) }];
  };
}

/** The `meta` of the page of one account menu entry, titled by the entry's label (`account.entries.<entry>`). */
export function accountEntryMeta(entry: string) {
  return accountPageMeta((t) => t(`account.entries.${entry}`));
}
