import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLanguage, parseLocaleSegment } from '@storefront/core';
import { loadI18n } from './lib/i18n';
import { cacheArabicTypefaceWhenIdle } from './lib/web-fonts';

/**
 * Hydrates the page once the translations of its locale are here: the browser fetches only the
 * page's language (and its region's bundle), never the other one.
 */
async function hydrate(): Promise<void> {
  const fromPath = parseLocaleSegment(window.location.pathname.split('/')[1]);
  const lang = document.documentElement.lang;
  await loadI18n(fromPath ?? (isLanguage(lang) ? lang : 'en'));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  cacheArabicTypefaceWhenIdle();
}

void hydrate();
