import { Suspense } from 'react';
import type { Locale } from '@storefront/core';
import { lazyComponent } from '../../lib/lazy-component';

// The error pages' code loads when one shows, not with every page (lib/lazy-component).
const RootError = lazyComponent(() => import('./error-pages').then((module) => module.RootErrorContent));
const RouteError = lazyComponent(() => import('./error-pages').then((module) => module.RouteErrorBoundary));

/** The root boundary's page for `error` (error-pages.tsx). */
export function RootErrorContent(props: { readonly error: unknown; readonly locale: Locale }) {
  return (
    <Suspense fallback={null}>
      <RootError {...props} />
    </Suspense>
  );
}

/** The error boundary of the pages below the locale (error-pages.tsx), inside the locale layout. */
export function RouteErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}
