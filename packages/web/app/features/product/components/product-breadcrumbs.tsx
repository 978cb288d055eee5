import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

export interface BreadcrumbLink {
  readonly name: string;
  /** Site path; absent for the page itself. */
  readonly path?: string;
}

export function ProductBreadcrumbs({ crumbs }: { crumbs: readonly BreadcrumbLink[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('productPage.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={`${crumb.name}-${crumb.path ?? ''}`}>
            {crumb.path === undefined ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
