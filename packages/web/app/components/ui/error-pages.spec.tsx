import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub, data } from 'react-router';
import type { NotFoundPageContent } from '@storefront/core/content';
import { NotFoundContent, RouteErrorBoundary, brandCardHref } from './error-pages';
import { i18nFor, TranslationProvider } from '../../lib/i18n';

function renderError(error: unknown, language: 'en' | 'ar' = 'en'): string {
  const Stub = createRoutesStub([
    { id: 'routes/locale-layout', path: '/:locale', Component: () => <Outlet />, children: [{ id: 'page', path: 'page', Component: () => null, ErrorBoundary: RouteErrorBoundary }] },
  ]);
  return renderToString(
    <TranslationProvider i18n={i18nFor(language)}>
      <Stub initialEntries={[`/${language}-sa/page`]} hydrationData={{ loaderData: {}, errors: { page: error } }} />
    </TranslationProvider>,
  );
}

const responseError = (status: number, payload: unknown) => {
  // What a loader's `throw data(payload, { status })` becomes for the boundary.
  const thrown = data(payload, { status });
  return { status: thrown.init?.status ?? status, statusText: '', internal: false, data: thrown.data };
};

describe('error pages', () => {
  it('show the 500 page when a loader fails, with the failure’s message', () => {
    const html = renderError(responseError(503, { code: 'UNAVAILABLE' }));

    expect(html).toContain('Error 500');
    expect(html).toContain('The store is briefly unavailable');
  });

  it('show the generic error screen when rendering throws, in Arabic too', () => {
    expect(renderError(new Error('boom'))).toContain('Something went wrong');
    expect(renderError(new Error('boom'), 'ar')).toContain(i18nFor('ar').t('errors.heading'));
    expect(renderError(new Error('boom'))).not.toContain('boom');
  });

  it('show the 404 page with the translated brand cards when the content service gave none', () => {
    const html = renderError(responseError(404, { code: 'NOT_FOUND' }), 'ar');

    expect(html).toContain('خطأ 404');
    expect(html).toContain('href="/ar-sa/miss-l"');
    expect(html).toContain(`href="/ar-sa/${encodeURIComponent('مجوهرات-الأزياء')}"`);
  });
});

describe('404 brand cards', () => {
  it('lead to the brand’s home in the shopper’s locale, and to KSA for a brand the region does not sell', () => {
    expect(brandCardHref('/', { language: 'en', region: 'eg' })).toBe('/en-eg');
    expect(brandCardHref('/miss-l', { language: 'ar', region: 'ae' })).toBe('/ar-ae/miss-l');
    expect(brandCardHref('/waves', { language: 'ar', region: 'ae' })).toBe('/ar-sa/waves');
  });

  it('show the words and cards of the content service', () => {
    const page: NotFoundPageContent = {
      heading: 'Lost?',
      text: 'Nothing here.',
      subtext: 'Try these.',
      cards: [{ code: 'main', name: 'Main', imageUrl: '/i.svg', logoUrl: '/l.svg', ctaText: 'Go', ctaLink: '/' }],
    };
    const Stub = createRoutesStub([{ path: '/', Component: () => <NotFoundContent locale={{ language: 'en', region: 'sa' }} page={page} /> }]);
    const html = renderToString(
      <TranslationProvider i18n={i18nFor('en')}>
        <Stub />
      </TranslationProvider>,
    );

    expect(html).toContain('Lost?');
    expect(html).toContain('src="/l.svg"');
    expect(html).toContain('Main</span>');
  });
});
