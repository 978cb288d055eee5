import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { NavigationItem } from '@storefront/core/content';
import { contentHref, isExternalHref } from '../../../lib/content-href';

/** A content link of the footer: inside the store a client-side link in the shopper's locale, else a plain one. */
export function FooterLink({ item, localeTag }: { readonly item: NavigationItem; readonly localeTag: string }) {
  const { t } = useTranslation();
  const href = contentHref(localeTag, item.url);
  if (href === undefined) return <span>{item.title}</span>;
  const newTab = item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer', 'aria-label': t('footer.newTab', { title: item.title }) } : {};
  if (isExternalHref(href)) {
    return (
      <a href={href} {...newTab}>
        {item.title}
      </a>
    );
  }
  return (
    <Link to={href} {...newTab}>
      {item.title}
    </Link>
  );
}
