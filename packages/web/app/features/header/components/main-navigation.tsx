import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { NavLink } from '../header-data';

function NavAnchor({ link, className }: { readonly link: NavLink; readonly className: string }) {
  return (
    <Link className={className} to={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.title}
    </Link>
  );
}

/** The wide-screen navigation: first-level links, each opening its second level on hover or focus. */
export function MainNavigation({ links }: { readonly links: readonly NavLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <nav className="main-nav" aria-label={t('header.navigation')}>
      <ul className="main-nav__list">
        {links.map((link) => (
          <li key={link.href} className="main-nav__item">
            <NavAnchor link={link} className="main-nav__link" />
            {link.children.length > 0 && (
              <ul className="main-nav__sub">
                {link.children.map((child) => (
                  <li key={child.href}>
                    <NavAnchor link={child} className="main-nav__sublink" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The mobile menu's navigation: each first-level entry opens its second level in place. */
export function MenuNavigation({ links }: { readonly links: readonly NavLink[] }) {
  const { t } = useTranslation();
  return (
    <nav className="menu-nav" aria-label={t('header.navigation')}>
      <ul className="menu-nav__list">
        {links.map((link) =>
          link.children.length === 0 ? (
            <li key={link.href}>
              <NavAnchor link={link} className="menu-nav__link" />
            </li>
          ) : (
            <li key={link.href}>
              <details className="menu-nav__group">
                <summary className="menu-nav__summary">{link.title}</summary>
                <ul className="menu-nav__sub">
                  <li>
                    <Link className="menu-nav__link" to={link.href}>
                      {t('header.shopAll', { title: link.title })}
                    </Link>
                  </li>
                  {link.children.map((child) => (
                    <li key={child.href}>
                      <NavAnchor link={child} className="menu-nav__link" />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
