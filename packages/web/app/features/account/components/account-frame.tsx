import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useAppState } from '../../app-state';
import { ACCOUNT_MENU, type AccountMenuValue } from '../account-menu';
import { SignOutButton } from './sign-out-button';

interface AccountFrameProps {
  /** The menu entry of the page shown. */
  readonly entry: AccountMenuValue;
  readonly children: ReactNode;
}

/** The account area: the spec's account menu beside the page, its own entry marked current; above it on a phone. */
export function AccountFrame({ entry, children }: AccountFrameProps) {
  const { t } = useTranslation();
  const tag = useAppState((state) => state.locale);
  return (
    <div className="account-layout">
      <nav className="account-layout__menu" aria-label={t('account.menu')}>
        <ul className="account-menu">
          {ACCOUNT_MENU.map((item) => (
            <li key={item.value}>
              <Link className="account-menu__link" to={`/${tag}${item.path}`} aria-current={item.value === entry ? 'page' : undefined}>
                {t(`account.entries.${item.value}`)}
              </Link>
            </li>
          ))}
          <li>
            <SignOutButton />
          </li>
        </ul>
      </nav>
      <div className="account-layout__page">{children}</div>
    </div>
  );
}
