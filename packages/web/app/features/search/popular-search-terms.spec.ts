import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import type { HeaderContent } from '@storefront/core';
import type { StorefrontServices } from '../../lib/load-context';
import { popularSearchTerms } from './popular-search-terms';

const KSA_ARABIC = { language: 'ar', region: 'sa' } as const;

function servicesWith(config: Record<string, unknown> | 'fails', headerTerms: readonly string[] | 'fails'): StorefrontServices {
  const header: HeaderContent = { logoUrl: '/logo.svg', logoLink: '/', navigation: [], popularSearchTerms: headerTerms === 'fails' ? [] : headerTerms };
  return {
    searchProducts: {
      config: () =>
        config === 'fails' ? errAsync({ code: 'SEARCH_CONFIG_FAILED', params: { key: 'config', cause: 'UNAVAILABLE' } }) : okAsync(config),
    },
    content: {
      getHeader: () => (headerTerms === 'fails' ? errAsync({ code: 'UNAVAILABLE', params: { service: 'content' } }) : okAsync(header)),
    },
  } as unknown as StorefrontServices;
}

describe('popularSearchTerms', () => {
  it('takes the search configuration first, as a list or a list per language', async () => {
    expect(await popularSearchTerms(servicesWith({ popularSearchTerms: ['خواتم'] }, ['أساور']), KSA_ARABIC, 'lazurde')).toEqual(['خواتم']);
    expect(await popularSearchTerms(servicesWith({ popularSearchTerms: { en: ['rings'], ar: ['ذهب'] } }, []), KSA_ARABIC, 'lazurde')).toEqual(['ذهب']);
  });

  it('reads the CMS shape of a term', async () => {
    expect(await popularSearchTerms(servicesWith({ popularSearchTerms: [{ Term: ' أقراط ' }] }, []), KSA_ARABIC, 'lazurde')).toEqual(['أقراط']);
  });

  it('falls back to the header content when the configuration has none or fails', async () => {
    expect(await popularSearchTerms(servicesWith({}, ['أساور']), KSA_ARABIC, 'missl')).toEqual(['أساور']);
    expect(await popularSearchTerms(servicesWith('fails', ['أساور']), KSA_ARABIC, 'missl')).toEqual(['أساور']);
  });

  it('gives none when neither source answers, so the drawer shows popular categories', async () => {
    expect(await popularSearchTerms(servicesWith('fails', 'fails'), KSA_ARABIC, 'lazurde')).toEqual([]);
  });
});
