import { noLimits } from '../../../shared/test-support/counting-rate-limit.js';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { FooterContent, HeaderContent } from '../../../content/domain/content.js';
import { DefaultStoreLocatorPolicy } from '../../../content/domain/store-locator.policy.js';
import { ViewNotFoundPage } from '../../../content/use-cases/view-not-found-page/view-not-found-page.use-case.js';
import { SearchProducts } from '../../../search/use-cases/search-products/search-products.use-case.js';
import { unavailable } from '../../../shared/errors.js';
import { fakeContent, fakeSearch } from '../../../shared/test-support/fake-read-ports.js';
import { ViewLayout } from './view-layout.use-case.js';

const KSA_ARABIC = { language: 'ar', region: 'sa' } as const;
const link = (url: string) => ({ title: url, url, openInNewTab: false, children: [] });

function header(terms: readonly string[]): HeaderContent {
  return { logoUrl: '/logo.svg', logoLink: '/', navigation: [], popularSearchTerms: terms };
}

const footer: FooterContent = {
  title: 'L’azurde',
  subtitle: '',
  socialSectionTitle: '',
  navigation: [{ ...link('/about-us'), children: [link('/store-locations'), link('/help-centre')] }],
  extendedNavigation: [link('/miss-l/store-locations')],
  socialLinks: [],
  paymentIcons: [],
};

function aLayout(config: Record<string, unknown> | 'fails', headerTerms: readonly string[] | 'fails') {
  const content = fakeContent({
    getHeader: () => (headerTerms === 'fails' ? errAsync(unavailable('content')) : okAsync(header(headerTerms))),
    getFooter: () => okAsync(footer),
  });
  const search = fakeSearch({ getConfig: () => (config === 'fails' ? errAsync(unavailable('search')) : okAsync(config)) });
  return new ViewLayout(content, new SearchProducts(search, noLimits()), new ViewNotFoundPage(content), new DefaultStoreLocatorPolicy());
}

const termsOf = async (layout: ViewLayout, brand: 'lazurde' | 'missl' = 'lazurde') => (await layout.execute(KSA_ARABIC, brand))._unsafeUnwrap().popularTerms;

describe('ViewLayout', () => {
  it('takes popular searches from the search configuration first, as a list or a list per language', async () => {
    expect(await termsOf(aLayout({ popularSearchTerms: ['خواتم'] }, ['أساور']))).toEqual(['خواتم']);
    expect(await termsOf(aLayout({ popularSearchTerms: { en: ['rings'], ar: ['ذهب'] } }, []))).toEqual(['ذهب']);
  });

  it('reads the CMS shape of a term and keeps at most ten', async () => {
    expect(await termsOf(aLayout({ popularSearchTerms: [{ Term: ' أقراط ' }] }, []))).toEqual(['أقراط']);
    expect(await termsOf(aLayout({ popularSearchTerms: Array.from({ length: 14 }, (_, i) => `t${i}`) }, []))).toHaveLength(10);
  });

  it('falls back to the header content’s popular searches when the configuration has none or fails', async () => {
    expect(await termsOf(aLayout({}, ['أساور']), 'missl')).toEqual(['أساور']);
    expect(await termsOf(aLayout('fails', ['أساور']), 'missl')).toEqual(['أساور']);
  });

  it('renders without the parts no service gives, and never fails', async () => {
    const layout = (await aLayout('fails', 'fails').execute(KSA_ARABIC, 'lazurde'))._unsafeUnwrap();
    expect(layout).toMatchObject({ header: null, notFound: null, popularTerms: [], storeLocator: true });
    expect(layout.footer).toEqual(footer);
  });

  it('leaves the store locator’s footer links out where it is not offered (decision 0620)', async () => {
    const layout = (await aLayout({}, []).execute({ language: 'en', region: 'ae' }, 'lazurde'))._unsafeUnwrap();
    expect(layout.storeLocator).toBe(false);
    expect(layout.footer?.navigation[0]?.children.map((item) => item.url)).toEqual(['/help-centre']);
    expect(layout.footer?.extendedNavigation).toEqual([]);
  });
});
