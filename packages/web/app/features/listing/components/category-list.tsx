import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { CategoryLink } from '../category-links';

/** Links to category listings, named by the catalogue or by translation. */
export function CategoryList({ links, className }: { readonly links: readonly CategoryLink[]; readonly className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`category-list ${className ?? ''}`}>
      {links.map((link) => (
        <li key={link.slug}>
          <Link className="category-list__link" to={link.href}>
            {link.name ?? t(`categories.${link.slug}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
