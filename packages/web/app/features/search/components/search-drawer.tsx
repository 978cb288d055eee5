import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { Drawer } from '../../../components/ui/drawer';
import { SearchIcon } from '../../../components/ui/icons';
import { useAppState } from '../../app-state';
import { usePanel } from '../../shell';
import type { CategoryLink } from '../../listing';
import { useSettledSearchText } from '../hooks/use-settled-search-text';
import { searchHref, searchPath } from '../search-href';

interface SearchDrawerProps {
  /** Shown while the box is empty. */
  readonly popularTerms: readonly string[];
  /** Shown while the box is empty when there are no popular terms. */
  readonly popularCategories: readonly CategoryLink[];
}

const SUGGESTIONS_ID = 'search-drawer-suggestions';

// Suggestions need the query cache: both load when the drawer opens, not with the page.
const loadSuggestionResults = () => import('./suggestion-results');
const SuggestionResults = lazy(loadSuggestionResults);

/**
 * The search drawer of the header: suggestions as the shopper types, popular searches while the
 * box is empty, and a submit that opens the results page. Following any link closes it. Its open
 * state is the shell's, so opening another drawer closes it.
 */
export function SearchDrawer({ popularTerms, popularCategories }: SearchDrawerProps) {
  const { t } = useTranslation();
  const { open, close: onClose } = usePanel('search');
  const navigate = useNavigate();
  const locale = useAppState((state) => state.locale);
  const brand = useAppState((state) => state.brand);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const { settled, active } = useSettledSearchText(text);
  const action = searchPath(locale, brand);

  useEffect(() => {
    if (open) void loadSuggestionResults();
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };

  // The arrow keys walk from the box down through the suggestions (or the popular searches) and back.
  const input = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const walk = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(body.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
    if (links.length === 0) return;
    const at = links.findIndex((link) => link === document.activeElement);
    const next = event.key === 'ArrowDown' ? (at === -1 ? 0 : Math.min(at + 1, links.length - 1)) : at - 1;
    event.preventDefault();
    if (next < 0) input.current?.focus();
    else links[next]?.focus();
  };

  return (
    <Drawer open={open} onClose={onClose} title={t('search.label')} className="search-drawer">
      <form
        role="search"
        className="search-form"
        method="get"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          const words = text.trim();
          if (words === '') return;
          onClose();
          void navigate(searchHref(locale, brand, words));
        }}
      >
        <label className="visually-hidden" htmlFor="search-drawer-input">
          {t('search.label')}
        </label>
        <input
          ref={input}
          id="search-drawer-input"
          data-autofocus
          onKeyDown={(event) => {
            // Escape closes the drawer at once, typed words or not: a search field would first
            // clear itself, and the shopper would press it twice to leave (a dialog's Escape closes it).
            if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
              return;
            }
            walk(event);
          }}
          className="search-form__input"
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          aria-controls={SUGGESTIONS_ID}
        />
        <button type="submit" className="button search-form__submit">
          <SearchIcon />
          <span>{t('search.submit')}</span>
        </button>
      </form>

      <div ref={body} id={SUGGESTIONS_ID} className="search-drawer__body" onClick={closeOnLink} onKeyDown={walk} aria-live="polite" aria-busy={active && busy}>
        {!active ? (
          popularTerms.length > 0 ? (
            <section>
              <h3 className="search-drawer__heading">{t('search.popular')}</h3>
              <ul className="chips">
                {popularTerms.map((term) => (
                  <li key={term}>
                    <Link className="chip" to={searchHref(locale, brand, term)}>
                      {term}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <section>
              <h3 className="search-drawer__heading">{t('listing.popularCategories')}</h3>
              <ul className="chips">
                {popularCategories.map((category) => (
                  <li key={category.slug}>
                    <Link className="chip" to={category.href}>
                      {category.name ?? t(`categories.${category.slug}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )
        ) : (
          <Suspense fallback={<p className="search-drawer__message">{t('search.loading')}</p>}>
            <SuggestionResults text={settled} onBusy={setBusy} />
          </Suspense>
        )}
      </div>
    </Drawer>
  );
}
