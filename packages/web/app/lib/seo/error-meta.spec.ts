import { describe, expect, it } from 'vitest';
import { errorPageMeta } from './error-meta';

/** What React Router hands a route's `meta` when its loader threw `data(payload, { status })`. */
const routeError = (status: number, data: unknown = null) => ({ status, statusText: '', internal: false, data });

describe('error page titles', () => {
  it('says where a brand is sold, in the language of the address', () => {
    const thrown = routeError(404, { code: 'BRAND_NOT_IN_REGION', params: { brand: 'waves' } });
    expect(errorPageMeta(thrown, 'en-ae')).toEqual([{ title: 'Waves is sold in KSA' }, { name: 'robots', content: 'noindex' }]);
    expect(errorPageMeta(thrown, 'ar-eg')[0]).toEqual({ title: 'ويفز متوفرة في السعودية' });
  });

  it('names a page that was not found, and anything else as something gone wrong', () => {
    expect(errorPageMeta(routeError(404), 'en-sa')[0]).toEqual({ title: 'Page not found' });
    expect(errorPageMeta(routeError(404, { code: 'PRODUCT_NOT_FOUND' }), 'ar-sa')[0]).toEqual({ title: 'الصفحة غير موجودة' });
    expect(errorPageMeta(routeError(503, { code: 'UNAVAILABLE' }), 'en-eg')[0]).toEqual({ title: 'Something went wrong' });
    expect(errorPageMeta(new Error('render failed'), 'en-sa')[0]).toEqual({ title: 'Something went wrong' });
  });

  it('falls back to the default locale for an address without one', () => {
    expect(errorPageMeta(routeError(404), 'no-such-locale')[0]?.title).toMatch(/\S/);
    expect(errorPageMeta(routeError(404), undefined)[0]?.title).not.toBe('404');
  });
});
